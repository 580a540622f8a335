// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '../../../src/api/api-client';
import { ApiError } from '../../../src/api/api-error';
import { clearSession, setAccessToken } from '../../../src/auth/session-store';
import { checkoutActors, purchasePaymentActors, purchasePaymentInput } from '../../../src/features/checkout/actors';
import { catalogActors } from '../../../src/features/catalog/actors';
import type { OnboardingData } from '../../../src/features/checkout/checkout-data';
import { consentPayloads } from '../../../src/features/checkout/consent';

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

/** A fake gateway: each endpoint name answers with its function (or fails with it). */
function fakeApi(answers: Record<string, (input: Record<string, unknown>) => unknown>) {
  const call = vi.fn(async (name: string, input: Record<string, unknown> = {}) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected ${name}`);
    return answer(input);
  });
  return { call } as unknown as ApiClient & { call: typeof call };
}

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());
const refusal = (status: number, code: string) => new ApiError('http', { status, code, description: code }, 'X');

const DATA: OnboardingData = { planId: 'plan-prepaid-monthly', numberType: 'NEW', selectedNumber: '923410000001', simType: 'physical_sim', consent: consentPayloads({ capture: 'CHECKBOX', givenAt: 1_700_000_000_000, productId: 'plan-prepaid-monthly' }) };

describe('the order summary step work (confirmOrderSummary)', () => {
  it("records a signed-in customer's consent, one call per document, and keeps the attempt key for the same order", async () => {
    setAccessToken('token-1');
    const api = fakeApi({ SUBMIT_CONSENT: () => ({}) });
    const first = await run(checkoutActors(api).confirmOrderSummary, DATA);
    expect(api.call.mock.calls.filter(([name]) => name === 'SUBMIT_CONSENT')).toHaveLength(2);
    const again = await run(checkoutActors(api).confirmOrderSummary, { ...DATA, orderAttempt: first.orderAttempt });
    expect(again.orderAttempt).toEqual(first.orderAttempt);
    const changed = await run(checkoutActors(api).confirmOrderSummary, { ...DATA, selectedNumber: '923410000002', orderAttempt: first.orderAttempt });
    expect(changed.orderAttempt.key).not.toBe(first.orderAttempt.key);
  });

  it('sends only well-formed consent payloads: the journey data comes back from session storage, where anything may be', async () => {
    setAccessToken('token-1');
    const api = fakeApi({ SUBMIT_CONSENT: (input) => input.body });
    const kept = DATA.consent ?? [];
    await run(checkoutActors(api).confirmOrderSummary, { ...DATA, consent: [kept[0], { documentName: 'TERMS_OF_USE' }, { ...kept[1], version: 3 }] });
    expect(api.call.mock.calls.filter(([name]) => name === 'SUBMIT_CONSENT').map(([, input]) => input?.body)).toEqual([kept[0]]);
  });

  it("sends no consent for a visitor (the sign-up flow does), and fails with the gateway's error for a customer", async () => {
    const api = fakeApi({});
    await run(checkoutActors(api).confirmOrderSummary, DATA);
    expect(api.call).not.toHaveBeenCalled();
    setAccessToken('token-1');
    const down = fakeApi({ SUBMIT_CONSENT: () => { throw refusal(503, 'INTERNAL_ERROR'); } });
    await expect(run(checkoutActors(down).confirmOrderSummary, DATA)).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});

describe("the purchase's payment actors", () => {
  it('makes the order with the attempt key, and a later payment step of the same attempt pays that order', async () => {
    const api = fakeApi({ CREATE_ORDER: () => ({ orderRef: 'ORD-1' }) });
    // The attempt the order summary keeps for this order (a visitor's: no consent sent).
    const { orderAttempt } = await run(checkoutActors(fakeApi({})).confirmOrderSummary, DATA);
    const purchase: OnboardingData = { ...DATA, orderAttempt };
    const input = purchasePaymentInput(purchase);
    expect(input.orderRef).toBeUndefined();
    // As the payment step hands it (payPurchaseStart): the purchase's data, typed as the onboarding data in the machine's context.
    const made = await run(purchasePaymentActors(api, vi.fn()).createPayable!, { context: { purchase, method: 'CARD' } });
    expect(made).toEqual({ orderRef: 'ORD-1' });
    const headers = (api.call.mock.calls[0]![1] as { headers: Record<string, string> }).headers;
    expect(headers['Idempotency-Key']).toBe(input.order.attempt.key);
    expect(purchasePaymentInput({ ...DATA, orderAttempt: input.order.attempt })).toMatchObject({ orderRef: 'ORD-1' });
    expect(purchasePaymentInput({ ...DATA, selectedNumber: '923410000009', orderAttempt: input.order.attempt }).orderRef).toBeUndefined();
  });

  it('refuses to make an order without one in its input', async () => {
    await expect(run(purchasePaymentActors(fakeApi({}), vi.fn()).createPayable!, { context: {} })).rejects.toMatchObject({ code: 'NO_ORDER' });
  });

  it('a declined wallet payment opens the result page of that order, which offers the retry', async () => {
    const openPage = vi.fn();
    await run(purchasePaymentActors(fakeApi({}), openPage).openDeclinedResultPage!, { context: { orderRef: 'ORD-1' } });
    expect(openPage).toHaveBeenCalledWith('/web/payment-failed?order_ref=ORD-1&status=failed');
  });
});

describe('the port-in step work (checkPortIn)', () => {
  const typed = { donorTelco: 'jazz', currentNumber: '923219876543' };

  it('checks an unchecked number, then the code, then moves on', async () => {
    const api = fakeApi({ CHECK_MNP_ELIGIBILITY: () => ({ eligible: true, requestId: 'MNP-1' }), VALIDATE_PORTIN_OTP: () => ({}), GET_PORTIN_CONFIG: () => ({ otpRequired: true }) });
    const checked = await run(catalogActors(api).checkPortIn, { portIn: typed });
    expect(checked).toEqual({ portIn: { ...typed, eligible: true, requestId: 'MNP-1' } });
    const verified = await run(catalogActors(api).checkPortIn, { portIn: { ...checked.portIn, otpCode: '123456' } });
    expect(verified).toEqual({ portIn: { ...typed, eligible: true, requestId: 'MNP-1', verified: true } });
    expect(api.call).toHaveBeenCalledWith('VALIDATE_PORTIN_OTP', { body: { requestId: 'MNP-1', otpCode: '123456' } });
    expect(await run(catalogActors(api).checkPortIn, { portIn: verified.portIn })).toEqual({});
  });

  it('refuses an ineligible number with its reason, a wrong code, and Next before a required code', async () => {
    const api = fakeApi({
      CHECK_MNP_ELIGIBILITY: () => ({ eligible: false, reason: 'NOT_PORTABLE' }),
      VALIDATE_PORTIN_OTP: () => { throw refusal(422, 'INVALID_OTP'); },
      GET_PORTIN_CONFIG: () => ({ otpRequired: true }),
    });
    await expect(run(catalogActors(api).checkPortIn, { portIn: typed })).rejects.toMatchObject({ code: 'MNP_NOT_ELIGIBLE', description: 'NOT_PORTABLE' });
    const eligible = { ...typed, eligible: true, requestId: 'MNP-1' };
    await expect(run(catalogActors(api).checkPortIn, { portIn: { ...eligible, otpCode: '000000' } })).rejects.toMatchObject({ code: 'PORTIN_CODE_REFUSED', status: 422 });
    await expect(run(catalogActors(api).checkPortIn, { portIn: eligible })).rejects.toMatchObject({ code: 'PORTIN_CODE_REQUIRED' });
  });
});

describe('the connection step work (lockChosenNumber)', () => {
  it('locks the number chosen and clears the choice; nothing to lock moves on without a call', async () => {
    const api = fakeApi({ LOCK_NUMBER: (input) => ({ number: (input.params as { selectedNumber: string }).selectedNumber, lockedUntil: 99, expiresIn: 600 }) });
    const locked = await run(catalogActors(api).lockChosenNumber, { numberLock: { number: '923410000003', numberCategory: 'premium', numberClass: 'PREMIUM_NUMBER', numberPrice: 1500 } });
    expect(locked).toEqual({ selectedNumber: '923410000003', lockedUntil: 99, numberCategory: 'premium', numberClass: 'PREMIUM_NUMBER', numberPrice: 1500, numberLock: null });
    expect(await run(catalogActors(api).lockChosenNumber, { numberLock: null })).toEqual({});
    expect(api.call).toHaveBeenCalledTimes(1);
  });
});
