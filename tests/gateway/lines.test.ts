import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { iccIdOf, placePaidOrder } from './order-fixtures';
import { hasValidCheckDigit } from '../../gateway/lines/icc-id';

let gw: TestGateway;
let owner: { token: string; email: string };
let stranger: { token: string; email: string };
beforeAll(async () => {
  gw = await startTestGateway();
  owner = await signUp(gw);
  stranger = await signUp(gw);
}, 60_000);
afterAll(() => gw.close());

/** Another valid ICC id (check digit right) that is not `icc`. */
const otherValidIcc = (icc: string) => {
  for (let d = 0; d < 10; d++) {
    const body = `${icc.slice(0, 17)}${d}`;
    for (let c = 0; c < 10; c++) if (`${body}${c}` !== icc && hasValidCheckDigit(`${body}${c}`)) return `${body}${c}`;
  }
  throw new Error('none');
};

describe('a paid order becomes a line', () => {
  it('a physical SIM waits for activation; the dispatch email carries its 19-digit ICC id; the API never shows it', async () => {
    const { number, orderRef, iccId } = await placePaidOrder(gw, owner.token, owner.email, { activate: false });
    expect(iccId).toMatch(/^[0-9]{19}$/);
    expect(hasValidCheckDigit(iccId)).toBe(true);
    const lines = await gw.call('GET_LINES', { token: owner.token });
    expect(responseErrors('GET_LINES', lines.status, lines.body)).toEqual([]);
    const line = lines.body.result.find((l: { number: string }) => l.number === number);
    expect(line).toMatchObject({ number, orderRef, planId: 'plan-prepaid-monthly', status: 'PendingActivation', simType: 'physical_sim', numberType: 'NEW', autoRenew: true, activatedAt: null });
    expect(JSON.stringify(lines.body)).not.toContain(iccId);
  });

  it('an eSIM line is active at payment (no card to activate)', async () => {
    const { number } = await placePaidOrder(gw, owner.token, owner.email, { over: { simType: 'esim', deliveryMethod: undefined } });
    const line = await gw.call('GET_LINE', { params: { number }, token: owner.token });
    expect(line.body.result).toMatchObject({ status: 'Active', simType: 'esim' });
    expect(line.body.result.activatedAt).toEqual(expect.any(Number));
    expect((await gw.call('ACTIVATE_SIM', { body: { number, iccId: '8992040000000000000' }, token: owner.token })).body.code).toBe('LINE_ALREADY_ACTIVE');
  });

  it('an unpaid order is no line', async () => {
    const before = (await gw.call('GET_LINES', { token: stranger.token })).body.result;
    expect(before).toEqual([]);
  });
});

describe('SIM activation', () => {
  let number: string;
  let iccId: string;
  let orderRef: string;
  beforeAll(async () => {
    ({ number, iccId, orderRef } = await placePaidOrder(gw, owner.token, owner.email, { activate: false }));
  });

  it.each([
    { name: 'a mistyped digit (check digit fails)', icc: (i: string) => `${i.slice(0, 18)}${(Number(i[18]) + 1) % 10}`, status: 422, code: 'ICC_ID_INVALID' },
    { name: 'a valid ICC id of another SIM', icc: otherValidIcc, status: 422, code: 'ICC_ID_MISMATCH' },
    { name: '18 digits', icc: (i: string) => i.slice(0, 18), status: 400, code: 'BAD_REQUEST' },
    { name: 'letters', icc: (i: string) => `${i.slice(0, 18)}X`, status: 400, code: 'BAD_REQUEST' },
  ])('refuses $name with $code and keeps the line waiting', async ({ icc, status, code }) => {
    const res = await gw.call('ACTIVATE_SIM', { body: { number, iccId: icc(iccId) }, token: owner.token });
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    expect(responseErrors('ACTIVATE_SIM', res.status, res.body)).toEqual([]);
    expect((await gw.call('GET_LINE', { params: { number }, token: owner.token })).body.result.status).toBe('PendingActivation');
  });

  it("answers 404 for another customer's line, with their right ICC id too", async () => {
    const res = await gw.call('ACTIVATE_SIM', { body: { number, iccId }, token: stranger.token });
    expect(res.status).toBe(404);
    expect((await gw.call('GET_LINE', { params: { number }, token: stranger.token })).status).toBe(404);
    expect((await gw.call('GET_LINES', { token: stranger.token })).body.result).toEqual([]);
  });

  it('activates with the printed ICC id once: Active, the order finished (TSU); a second try is LINE_ALREADY_ACTIVE', async () => {
    const res = await gw.call('ACTIVATE_SIM', { body: { number, iccId }, token: owner.token });
    expect(responseErrors('ACTIVATE_SIM', res.status, res.body)).toEqual([]);
    expect(res.body.result).toMatchObject({ number, status: 'Active' });
    const order = await gw.call('GET_ORDER', { params: { orderReference: orderRef }, token: owner.token });
    expect(order.body.result).toMatchObject({ state: 'TSU', status: 'COMPLETED' });
    expect((await gw.call('ACTIVATE_SIM', { body: { number, iccId }, token: owner.token })).body.code).toBe('LINE_ALREADY_ACTIVE');
  });

  it('reads the ICC id from the dispatch email only for its own number', async () => {
    await expect(iccIdOf(gw, owner.email, '920000000000')).rejects.toThrow(/no SIM dispatch email/);
  });
});

describe('line status drives what may be asked', () => {
  let number: string;
  beforeAll(async () => {
    ({ number } = await placePaidOrder(gw, owner.token, owner.email));
  });
  const elig = async (name: 'GET_SIM_REPLACEMENT_ELIGIBILITY' | 'GET_PLAN_SWITCH_ELIGIBILITY' | 'GET_TERMINATION_ELIGIBILITY') => {
    const res = await gw.call(name, { query: { number }, token: owner.token });
    return res.status === 200 ? (res.body.result.eligible ? 'yes' : res.body.result.reason) : res.body.code;
  };

  it.each([
    { status: 'Active', simReplacement: 'yes', planSwitch: 'yes', termination: 'yes' },
    { status: 'Suspend', simReplacement: 'yes', planSwitch: 'LINE_SUSPEND', termination: 'yes' },
    { status: 'Grace', simReplacement: 'yes', planSwitch: 'yes', termination: 'yes' },
    { status: 'Inactive', simReplacement: 'LINE_INACTIVE', planSwitch: 'LINE_INACTIVE', termination: 4121101 },
  ])('$status: SIM replacement $simReplacement, plan switch $planSwitch, termination $termination', async ({ status, simReplacement, planSwitch, termination }) => {
    const set = await dev(gw, '/dev/lines/status', { number, status });
    expect(set.result).toMatchObject({ number, status });
    expect({ simReplacement: await elig('GET_SIM_REPLACEMENT_ELIGIBILITY'), planSwitch: await elig('GET_PLAN_SWITCH_ELIGIBILITY'), termination: await elig('GET_TERMINATION_ELIGIBILITY') })
      .toEqual({ simReplacement, planSwitch, termination });
  });

  it('a line awaiting activation may not be terminated (4121101) nor switched', async () => {
    const pending = await placePaidOrder(gw, owner.token, owner.email, { activate: false });
    const term = await gw.call('TERMINATE_NUMBER', { body: { number: pending.number, reasonId: 'PRICE' }, token: owner.token });
    expect(term.body.code).toBe(4121101);
    expect((await gw.call('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number: pending.number }, token: owner.token })).body.result).toMatchObject({ eligible: false, reason: 'LINE_NOT_ACTIVATED' });
  });

  it("answers 404 for eligibility and requests on another customer's line", async () => {
    await dev(gw, '/dev/lines/status', { number, status: 'Active' });
    for (const name of ['GET_SIM_REPLACEMENT_ELIGIBILITY', 'GET_PLAN_SWITCH_ELIGIBILITY', 'GET_TERMINATION_ELIGIBILITY'] as const) {
      expect((await gw.call(name, { query: { number }, token: stranger.token })).status).toBe(404);
    }
    expect((await gw.call('TERMINATE_NUMBER', { body: { number, reasonId: 'PRICE' }, token: stranger.token })).status).toBe(404);
    expect((await gw.call('CREATE_PLAN_SWITCH', { body: { number, planId: 'plan-prepaid-weekly' }, token: stranger.token })).status).toBe(404);
  });

  it('the dev status route answers 404 for a number without a line and 400 for an unknown status', async () => {
    expect((await gw.fetch('/dev/lines/status', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: '920000000001', status: 'Grace' }) })).status).toBe(404);
    expect((await gw.fetch('/dev/lines/status', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number, status: 'Asleep' }) })).status).toBe(400);
  });
});
