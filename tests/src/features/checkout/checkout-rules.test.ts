import { describe, expect, it } from 'vitest';
import { cardErrors, cardView, expiryValid, formatExpiry, walletNumberOf } from '../../../../src/features/payment/card-entry';
import { consentPayloads, hasConsent } from '../../../../src/features/checkout/consent';
import { bodyHash, canonicalJson, newIdempotencyKey, orderAttemptFor } from '../../../../src/features/checkout/idempotency';
import { promoCodeOf, summaryLines } from '../../../../src/features/checkout/preview-lines';
import { esimActivationOf, parseLpa } from '../../../../src/features/checkout/esim-activation';
import { resultRouteOf } from '../../../../src/features/checkout/payment-result';
import { numberTypeOf, simTypeOf, type OnboardingData } from '../../../../src/features/checkout/checkout-data';
import { loadJourneyData, parseJourneyData } from '../../../../src/journey/journey-data-parse';
import { compiled, stepProviding, wizardDefinition } from '../../../support/journeys';
import { stepIndexInRole, type StepRole } from '../../../../engine';
import { createOrderBody, isoDate, missingForOrder, previewBody } from '../../../../src/features/checkout/order-request';

const NOW = new Date(2025, 5, 15);

describe('card entry', () => {
  it.each([
    { name: 'visa 4-4-4-4', input: '4111111111111111', formatted: '4111 1111 1111 1111', brand: 'visa', code: 'CVV', len: 3 },
    { name: 'amex 4-6-5', input: '378282246310005', formatted: '3782 822463 10005', brand: 'amex', code: 'CSC', len: 4 },
    { name: 'diners 4-6-4', input: '30569309025904', formatted: '3056 930902 5904', brand: 'diners_club', code: 'CVV', len: 3 },
    { name: 'jcb', input: '3530111333300000', formatted: '3530 1113 3330 0000', brand: 'jcb', code: 'CAV', len: 3 },
    { name: 'master by 5', input: '5555 5555 5555 4444', formatted: '5555 5555 5555 4444', brand: 'master', code: 'CVC', len: 3 },
    { name: 'extra digits cut', input: '41111111111111119999', formatted: '4111 1111 1111 1111', brand: 'visa', code: 'CVV', len: 3 },
    { name: 'unknown prefix', input: '9999', formatted: '9999', brand: null, code: 'CVV', len: 3 },
  ])('$name', ({ input, formatted, brand, code, len }) => {
    const v = cardView(input);
    expect([v.formatted, v.brand, v.securityName, v.securityLength]).toEqual([formatted, brand, code, len]);
  });

  it.each([
    { input: '1', previous: '', expected: '1' },
    { input: '4', previous: '', expected: '04/' },
    { input: '12', previous: '1', expected: '12/' },
    { input: '12', previous: '12/', expected: '1' },
    { input: '123', previous: '12/', expected: '12/3' },
    { input: '12/345', previous: '12/34', expected: '12/34' },
  ])('expiry $input after $previous → $expected', ({ input, previous, expected }) => expect(formatExpiry(input, previous)).toBe(expected));

  it.each([
    { expiry: '06/25', ok: true },
    { expiry: '05/25', ok: false },
    { expiry: '01/30', ok: true },
    { expiry: '13/30', ok: false },
    { expiry: '1/30', ok: false },
  ])('expiry $expiry valid: $ok', ({ expiry, ok }) => expect(expiryValid(expiry, NOW)).toBe(ok));

  it.each([
    { name: 'all valid', values: { number: '4111111111111111', expiry: '12/30', securityCode: '123', holderName: 'Ayesha Khan' }, expected: {} },
    { name: 'all blank', values: { number: '', expiry: '', securityCode: '', holderName: '' }, expected: { number: 'error_cannot_be_blank', expiry: 'error_cannot_be_blank', securityCode: 'error_cannot_be_blank', holderName: 'error_cannot_be_blank' } },
    { name: 'Luhn fails', values: { number: '4111111111111112', expiry: '12/30', securityCode: '123', holderName: 'A K' }, expected: { number: 'error_invalid_card_number' } },
    { name: 'amex needs 4-digit CSC', values: { number: '378282246310005', expiry: '12/30', securityCode: '123', holderName: 'A K' }, expected: { securityCode: 'error_invalid_security_code' } },
    { name: 'expired', values: { number: '4111111111111111', expiry: '01/24', securityCode: '123', holderName: 'A K' }, expected: { expiry: 'error_invalid_expiry' } },
    { name: 'digits in name', values: { number: '4111111111111111', expiry: '12/30', securityCode: '123', holderName: 'A1' }, expected: { holderName: 'error_invalid_holder_name' } },
  ])('errors: $name', ({ values, expected }) => expect(cardErrors(values, NOW)).toEqual(expected));

  it.each([
    { input: '03001234567', expected: '03001234567' },
    { input: '923001234567', expected: '923001234567' },
    { input: '3001234567', expected: '03001234567' },
    { input: '0300123', expected: null },
    { input: '04001234567', expected: null },
  ])('wallet number $input → $expected', ({ input, expected }) => expect(walletNumberOf(input)).toBe(expected));
});

describe('consent payload (SPEC §3)', () => {
  it.each([
    { capture: 'CHECKBOX' as const, sent: 'EXPLICIT_NO_READ' },
    { capture: 'MANDATORY_SCROLL' as const, sent: 'EXPLICIT_READ' },
    { capture: 'IMPLICIT' as const, sent: 'IMPLICIT' },
  ])('$capture is sent as $sent, one payload per document', ({ capture, sent }) => {
    const payloads = consentPayloads({ capture, givenAt: 1700000000123.7, productId: 'plan-1', email: 'a@b.pk' });
    expect(payloads).toEqual([
      { version: 2, userFlow: 'ONBOARDING', documentName: 'TERMS_OF_USE', productId: 'plan-1', consentGivenAt: 1700000000123, consentType: sent, email: 'a@b.pk', appVersion: 'WEB' },
      { version: 2, userFlow: 'ONBOARDING', documentName: 'PRIVACY_POLICY', productId: 'plan-1', consentGivenAt: 1700000000123, consentType: sent, email: 'a@b.pk', appVersion: 'WEB' },
    ]);
    expect(hasConsent(payloads)).toBe(true);
  });
  it.each([
    { name: 'nothing', value: undefined, ok: false },
    { name: 'one document', value: consentPayloads({ capture: 'CHECKBOX', givenAt: 1, documents: ['TERMS_OF_USE'] }), ok: false },
    { name: 'no email or product: left out', value: consentPayloads({ capture: 'CHECKBOX', givenAt: 1 }), ok: true },
  ])('hasConsent: $name', ({ value, ok }) => expect(hasConsent(value)).toBe(ok));
  it('leaves out an absent email and product id', () => expect(consentPayloads({ capture: 'CHECKBOX', givenAt: 5 })[0]).not.toHaveProperty('email'));
});

describe('idempotency', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}-abcdefgh`;
  };
  it('canonical JSON sorts keys and drops undefined', () => expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}'));
  it('the same body hashes the same whatever the key order', () => expect(bodyHash({ a: 1, b: 2 })).toBe(bodyHash({ b: 2, a: 1 })));
  it('a key fits the gateway rule', () => expect(newIdempotencyKey(() => '123e4567-e89b-12d3-a456-426614174000')).toMatch(/^[A-Za-z0-9_-]{8,100}$/));
  it.each([
    { name: 'first attempt: new key', saved: undefined, hash: 'h1', expected: { key: 'key-1-abcdefgh', bodyHash: 'h1' } },
    { name: 'retry, same body: same key', saved: { key: 'k0-abcdefgh', bodyHash: 'h1' }, hash: 'h1', expected: { key: 'k0-abcdefgh', bodyHash: 'h1' } },
    { name: 'retry after the order exists: same order', saved: { key: 'k0-abcdefgh', bodyHash: 'h1', orderRef: 'ORD-1' }, hash: 'h1', expected: { key: 'k0-abcdefgh', bodyHash: 'h1', orderRef: 'ORD-1' } },
    { name: 'customer changed the order: new key', saved: { key: 'k0-abcdefgh', bodyHash: 'h1', orderRef: 'ORD-1' }, hash: 'h2', expected: { key: 'key-1-abcdefgh', bodyHash: 'h2' } },
  ])('$name', ({ saved, hash, expected }) => expect(orderAttemptFor(saved, hash, keys())).toEqual(expected));
});

describe('order preview and order body', () => {
  // What the steps write: the personal-details step the email and the document at the top level (one name per fact).
  const data: OnboardingData = {
    planId: 'plan-1', addons: ['a1', 'a1'], simType: 'esim', numberType: 'NEW', selectedNumber: '923410000000', promoCode: 'WELCOME10',
    email: 'a@b.pk', documentType: 'CNIC', documentId: '3520212345671',
    personal: { firstName: 'Ayesha', lastName: 'Khan', dob: '15-06-1990', contactNumber: '300-1234567', email: 'a@b.pk', CNICNumber: '3520212345671' },
    billingAddress: { postalCode: '54000', city: 'Lahore', unknownField: 'x' },
  };
  it('SPEC §9 defaults: a physical SIM and a new number when not chosen', () => {
    expect([simTypeOf({}), numberTypeOf({})]).toEqual(['physical_sim', 'NEW']);
    expect([simTypeOf({ simType: 'esim' }), numberTypeOf({ numberType: 'PORT_IN' })]).toEqual(['esim', 'PORT_IN']);
    expect(previewBody({ planId: 'p' })).toEqual({ planId: 'p', numberType: 'NEW', simType: 'physical_sim' });
  });
  it('a saved journey is parsed once at the boundary: a value the schema refuses is dropped, the rest kept', async () => {
    await loadJourneyData('onboarding');
    expect(parseJourneyData('onboarding', { planId: 'p', addons: ['a1', 7], deliveryMethod: 'nonsense', simType: 'esim' })).toEqual({ planId: 'p', simType: 'esim' });
  });
  it('reads no alias: an email or CNIC only inside the personal values is not the order\'s', () =>
    expect(createOrderBody({ planId: 'p', personal: { email: 'a@b.pk', CNICNumber: '3520212345671' } })).toMatchObject({ email: '', documentId: '' }));
  it('builds the preview body', () =>
    expect(previewBody(data)).toEqual({ planId: 'plan-1', numberType: 'NEW', simType: 'esim', addonIds: ['a1'], selectedNumber: '923410000000', promoCode: 'WELCOME10' }));
  it('builds the order body: ISO birth date, digits-only phone, known address fields only', () => {
    const body = createOrderBody(data);
    expect(body).not.toHaveProperty('deliveryMethod'); // an eSIM without delivery sends none
    expect(createOrderBody({ ...data, simType: 'physical_sim' })).toMatchObject({ deliveryMethod: 'DOORSTEP_DELIVERY' });
    expect(body).toMatchObject({ channel: 'web', documentType: 'CNIC', email: 'a@b.pk', personalDetails: { dob: '1990-06-15', contactNumber: '3001234567' }, billingAddress: { postalCode: '54000', city: 'Lahore' } });
    expect(body.billingAddress).not.toHaveProperty('unknownField');
  });
  it.each([
    { input: '15-06-1990', expected: '1990-06-15' },
    { input: '1990-06-15', expected: '1990-06-15' },
    { input: '15/06/1990', expected: undefined },
  ])('isoDate $input', ({ input, expected }) => expect(isoDate(input)).toBe(expected));
  it('names what an order still needs', () => expect(missingForOrder({ planId: 'p' })).toEqual(['selectedNumber', 'email', 'documentId', 'personal.firstName', 'personal.lastName', 'personal.contactNumber']));
  it('orders lines: plan first, fees, then discounts; edit links back to steps', () => {
    const lines = summaryLines({
      currency: 'PKR', subtotal: 0, tax: 0, total: 0,
      items: [
        { type: 'REWARD', sku: 'W', name: '10% off', quantity: 1, unitPrice: -100, amount: -100 },
        { type: 'FEE', sku: 'SIM', name: 'SIM card', quantity: 1, unitPrice: 100, amount: 100 },
        { type: 'PLAN', sku: 'P', name: 'Monthly', quantity: 1, unitPrice: 1000, amount: 1000 },
      ],
    });
    // A line's edit link goes to the purchase step that asks for it (the plan; the SIM, with the number), from the JSON.
    const asks = (key: string) => stepProviding(wizardDefinition('onboarding'), key).name;
    const { steps } = compiled('onboarding').journey;
    const found = (role: StepRole | undefined) => (role ? (steps[stepIndexInRole(steps, role)]?.name ?? 'none') : null);
    expect(lines.map((l) => [l.labelId, found(l.edit), l.discount])).toEqual([['item_plan', asks('planId'), false], ['item_fee', asks('simType'), false], ['item_reward', null, true]]);
  });
  it.each([
    { input: ' welcome10 ', expected: 'WELCOME10' },
    { input: 'ab', expected: null },
    { input: 'WELCOME-10', expected: null },
  ])('promo code $input → $expected', ({ input, expected }) => expect(promoCodeOf(input)).toBe(expected));
});

describe('payment result and eSIM activation', () => {
  it.each([
    { name: 'success', path: '/web/payment-success', search: '?order_ref=ORD-1&txn_id=t1&status=success', last: null, expected: { outcome: 'success', orderRef: 'ORD-1', transactionId: 't1', status: 'success' } },
    { name: 'failed path', path: '/web/payment-failed', search: '?order_ref=ORD-1&status=failed', last: null, expected: { outcome: 'failed', orderRef: 'ORD-1', transactionId: null, status: 'failed' } },
    { name: 'success path, cancelled status', path: '/web/payment-success', search: '?order_ref=ORD-1&status=cancelled', last: null, expected: { outcome: 'failed', orderRef: 'ORD-1', transactionId: null, status: 'cancelled' } },
    { name: 'no query: last order', path: '/web/payment-success', search: '', last: 'ORD-9', expected: { outcome: 'success', orderRef: 'ORD-9', transactionId: null, status: null } },
    { name: 'bad ref ignored', path: '/web/payment-success', search: '?order_ref=<script>', last: null, expected: { outcome: 'success', orderRef: null, transactionId: null, status: null } },
  ])('$name', ({ path, search, last, expected }) => expect(resultRouteOf(path, search, last)).toEqual(expected));

  it.each([
    { name: 'gateway code', order: { simType: 'esim', orderRef: 'ORD-1', activationCode: 'LPA:1$smdp.op.pk$ABC-123' }, lpa: 'LPA:1$smdp.op.pk$ABC-123' },
    { name: 'gateway parts', order: { simType: 'esim', orderRef: 'ORD-1', esim: { smdpAddress: 'smdp.op.pk', matchingId: 'M1' } }, lpa: 'LPA:1$smdp.op.pk$M1' },
    { name: 'no profile from the gateway: none invented', order: { simType: 'esim', orderRef: 'ORD-1' }, lpa: null },
    { name: 'physical SIM: none', order: { simType: 'physical_sim', orderRef: 'ORD-1' }, lpa: null },
  ])('activation: $name', ({ order, lpa }) => expect(esimActivationOf(order)?.lpa ?? null).toBe(lpa));
  it('parses an LPA string', () => expect(parseLpa('LPA:1$smdp.op.pk$ABC')).toEqual({ lpa: 'LPA:1$smdp.op.pk$ABC', smdpAddress: 'smdp.op.pk', matchingId: 'ABC' }));
  it('refuses anything else', () => expect(parseLpa('http://evil')).toBeNull());
});
