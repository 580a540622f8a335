import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { languageOf, localiseText } from '../../gateway/catalog/localise';
import { signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

// Issue 16 part 5: catalogue names and banners come from the gateway in the requested language.

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const LATIN = /[A-Za-z]/;
const ur = { 'accept-language': 'ur' };

describe('catalogue in the requested language', () => {
  it('plans, add-ons, banners and preview lines in Urdu carry no Latin-script names; English stays English', async () => {
    const plansUr = await gw.call('GET_PRODUCT_VARIANTS', { headers: ur });
    expect(responseErrors('GET_PRODUCT_VARIANTS', plansUr.status, plansUr.body)).toEqual([]);
    const names = (plansUr.body.result as Array<{ id: string; name: string }>).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => LATIN.test(n))).toEqual([]);
    const plansEn = (await gw.call('GET_PRODUCT_VARIANTS')).body.result as Array<{ id: string; name: string }>;
    expect(plansEn.find((p) => p.id === 'plan-prepaid-monthly')?.name).toBe('Monthly Prepaid');
    expect((plansUr.body.result as Array<{ id: string; name: string }>).find((p) => p.id === 'plan-prepaid-monthly')?.name).toBe('ماہانہ پری پیڈ');

    const addons = (await gw.call('GET_ELIGIBLE_ADDONS', { query: { planId: 'plan-prepaid-monthly' }, headers: ur })).body.result as Array<{ name: string }>;
    expect(addons.filter((a) => LATIN.test(a.name))).toEqual([]);
    const banners = (await gw.call('GET_BANNERS', { query: { limit: 10, offset: 0 }, headers: ur })).body.result as Array<{ title: string }>;
    expect(banners.filter((b) => LATIN.test(b.title))).toEqual([]);

    // A promo code's discount line (issue 46: "رعایت: 10% off the plan" on the Urdu summary).
    const body = { planId: 'plan-prepaid-monthly', numberType: 'PORT_IN', simType: 'esim', promoCode: 'WELCOME10' };
    const preview = async (headers: Record<string, string> = {}) =>
      ((await gw.call('ORDER_PREVIEW', { body, headers })).body.result as { items: Array<{ type: string; name: string }> }).items.find((i) => i.type === 'REWARD')?.name;
    expect(await preview(ur)).toBe('پلان کی قیمت کا 10٪');
    expect(await preview()).toBe('10% off the plan');
  });

  it('an order read in Urdu names its plan, add-on, SIM and delivery in Urdu; the same order read in English stays English (issue 30)', async () => {
    const user = await signUp(gw);
    const { orderRef } = await placePaidOrder(gw, user.token, user.email, { activate: false });
    const read = async (headers: Record<string, string> = {}) => {
      const res = await gw.call('GET_ORDER', { params: { orderReference: orderRef }, token: user.token, headers });
      expect(responseErrors('GET_ORDER', res.status, res.body)).toEqual([]);
      return (res.body.result as { preview: { items: Array<{ type: string; name: string }> } }).preview.items;
    };
    const inUrdu = await read(ur);
    expect(inUrdu.filter((i) => i.type !== 'NEW_NUMBER' && LATIN.test(i.name))).toEqual([]);
    expect(inUrdu.find((i) => i.type === 'PLAN')?.name).toBe('ماہانہ پری پیڈ');
    expect((await read()).find((i) => i.type === 'PLAN')?.name).toBe('Monthly Prepaid');
  });

  it("a customer's carts (pending orders) name their items in the language asked for, like the order (issue 30)", async () => {
    const user = await signUp(gw);
    await placePaidOrder(gw, user.token, user.email, { activate: false });
    const read = async (headers: Record<string, string> = {}) => {
      const res = await gw.call('GET_CARTS', { token: user.token, headers });
      expect(responseErrors('GET_CARTS', res.status, res.body)).toEqual([]);
      return (res.body.result as Array<{ items: Array<{ type: string; name: string }> }>).flatMap((c) => c.items);
    };
    const inUrdu = await read(ur);
    expect(inUrdu.length).toBeGreaterThan(0);
    expect(inUrdu.filter((i) => i.type !== 'NEW_NUMBER' && LATIN.test(i.name))).toEqual([]);
    expect(inUrdu.find((i) => i.type === 'PLAN')?.name).toBe('ماہانہ پری پیڈ');
    expect((await read()).find((i) => i.type === 'PLAN')?.name).toBe('Monthly Prepaid');
    const details = await gw.call('GET_PENDING_CARTS', { query: { email: user.email }, token: user.token, headers: ur });
    expect(responseErrors('GET_PENDING_CARTS', details.status, details.body)).toEqual([]);
    expect((details.body.result.carts as Array<{ items: Array<{ type: string; name: string }> }>).flatMap((c) => c.items).find((i) => i.type === 'PLAN')?.name).toBe('ماہانہ پری پیڈ');
  });

  it.each([
    ['ur-PK,ur;q=0.9', 'ur'],
    ['en-GB', 'en'],
    ['fr, ur', 'ur'],
    ['', 'en'],
    [undefined, 'en'],
  ])('languageOf(%s) → %s', (header, expected) => expect(languageOf(header)).toBe(expected));

  it('names of unknown words stay as they are', () => {
    expect(localiseText('Weekly Hybrid', 'ur')).toBe('ہفتہ وار ہائبرڈ');
    expect(localiseText('Something new', 'ur')).toBe('Something new');
    expect(localiseText('Monthly Prepaid', 'en')).toBe('Monthly Prepaid');
  });
});
