import { describe, expect, it } from 'vitest';
import { errorMessageId, formatClock, otpView } from '../../../../src/features/auth/otp-view';
import { checkContactNumber, checkEmail, checkIdentifier, mobileNumberOf, phoneDigits, shownIdentifier, signInIdentifier } from '../../../../src/features/auth/auth-form-rules';
import { consentPayloads } from '../../../../src/features/auth/consent-payload';
import { pendingCartsOf, resumePathOf } from '../../../../src/features/auth/pending-carts';
import { guestView } from '../../../../src/features/auth/guest-verification/guest-view';

describe('otpView', () => {
  const cases = [
    { name: 'counting', tags: ['otp'], context: { expiresAt: 120_000, error: null }, now: 0, expected: { clock: '02:00', canResend: false, alert: undefined, notifyCode: undefined } },
    { name: 'resend open', tags: ['otp', 'canResend'], context: { expiresAt: 120_000 }, now: 60_500, expected: { clock: '01:00', canResend: true } },
    { name: 'expired shows the expiry alert', tags: ['otp', 'canResend', 'expired'], context: { expiresAt: 0, error: { code: '422004' } }, now: 5, expected: { clock: '00:00', expired: true, alert: { kind: 'expired', titleId: 'timer_expried', messageId: 'timer_expired_message' }, notifyCode: undefined } },
    { name: 'incorrect code', tags: ['otp'], context: { expiresAt: 90_000, error: { code: '422011' } }, now: 0, expected: { alert: { kind: 'incorrect', titleId: 'otp_failed', messageId: 'otp_incorrect_error_message' } } },
    { name: 'invalid code counts as incorrect', tags: ['otp'], context: { expiresAt: 90_000, error: { code: 4221402 } }, now: 0, expected: { alert: { kind: 'incorrect' } } },
    { name: 'other error is notified', tags: ['otp'], context: { expiresAt: 90_000, error: { code: '422024' } }, now: 0, expected: { alert: undefined, notifyCode: '422024' } },
    { name: 'busy', tags: ['otp', 'busy'], context: { expiresAt: 90_000 }, now: 0, expected: { busy: true } },
  ];
  it.each(cases)('$name', ({ tags, context, now, expected }) => expect(otpView({ tags, context, now })).toMatchObject(expected));
  it.each([
    [0, '00:00'], [59.2, '00:59'], [125, '02:05'], [-3, '00:00'],
  ])('formatClock(%s) = %s', (s, out) => expect(formatClock(s)).toBe(out));
  it.each([
    { code: '422005', known: true, expected: '422005' },
    { code: '999', known: false, expected: 'something_wrong' },
    { code: undefined, known: true, expected: 'something_wrong' },
  ])('errorMessageId($code)', ({ code, known, expected }) => expect(errorMessageId(code, () => known)).toBe(expected));
});

describe('auth form rules', () => {
  it.each([
    { check: checkEmail, value: '', expected: 'error_cannot_be_blank' },
    { check: checkEmail, value: 'a@b', expected: 'error_invalid_email' },
    { check: checkEmail, value: 'ali@example.pk', expected: null },
    { check: checkContactNumber, value: '', expected: 'error_cannot_be_blank' },
    { check: checkContactNumber, value: '300123', expected: 'error_invalid_contact_number' },
    { check: checkContactNumber, value: '3001234567', expected: null },
    { check: checkIdentifier, value: ' ', expected: 'error_cannot_be_blank' },
    { check: checkIdentifier, value: '923001234567', expected: null },
    { check: checkIdentifier, value: 'ali@example.pk', expected: null },
    { check: checkIdentifier, value: 'ali', expected: 'error_invalid_identifier' },
  ])('$value → $expected', ({ check, value, expected }) => expect(check(value)).toBe(expected));
  it('phone fields keep digits only, at most 12', () => expect(phoneDigits('+92 300-1234567890')).toBe('923001234567'));
  // Issue 45: a line's number signs in however the customer writes it; it goes to the gateway as 92XXXXXXXXXX.
  it.each([
    { typed: '03001234567', sent: '923001234567' },
    { typed: '+923001234567', sent: '923001234567' },
    { typed: '923001234567', sent: '923001234567' },
    { typed: ' 0300-123 4567 ', sent: '923001234567' },
    { typed: '+92 (300) 123-4567', sent: '923001234567' },
    { typed: '00923001234567', sent: '923001234567' },
    { typed: '3001234567', sent: '923001234567' },
    { typed: 'Ali@Example.PK', sent: 'ali@example.pk' },
  ])('$typed signs in as $sent', ({ typed, sent }) => {
    expect(checkIdentifier(typed)).toBeNull();
    expect(signInIdentifier(typed)).toBe(sent);
  });
  it.each(['04001234567', '+9230012345678', '0300123456', '92 300 12345', '0300_1234567', '+44 7700 900123'])('%s is no mobile number', (typed) => {
    expect(mobileNumberOf(typed)).toBeUndefined();
    expect(checkIdentifier(typed)).toBe('error_invalid_identifier');
  });
  it('the code page names a number in international form', () => {
    expect(shownIdentifier('923001234567')).toBe('+92 300 1234567');
    expect(shownIdentifier('ali@example.pk')).toBe('ali@example.pk');
  });
});

describe('consentPayloads', () => {
  const base = { version: 2, email: 'a@b.pk', appVersion: 'WEB', userFlow: 'SIGNUP' };
  it.each([
    { name: 'list, mapped types', raw: [{ documentName: 'TERMS_OF_USE', consentType: 'MANDATORY_SCROLL', consentGivenAt: 5 }, { documentName: 'PRIVACY_POLICY', consentType: 'CHECKBOX', consentGivenAt: 6, productId: 'p1' }],
      expected: [{ ...base, documentName: 'TERMS_OF_USE', consentType: 'EXPLICIT_READ', consentGivenAt: 5 }, { ...base, documentName: 'PRIVACY_POLICY', consentType: 'EXPLICIT_NO_READ', consentGivenAt: 6, productId: 'p1' }] },
    { name: 'keyed by document', raw: { TERMS_OF_USE: { consentType: 'IMPLICIT', consentGivenAt: 1 } }, expected: [{ ...base, documentName: 'TERMS_OF_USE', consentType: 'IMPLICIT', consentGivenAt: 1 }] },
    { name: 'one record', raw: { documentName: 'PRIVACY_POLICY', consentType: 'CHECKBOX', consentGivenAt: 2, userFlow: 'CHECKOUT' }, expected: [{ ...base, userFlow: 'CHECKOUT', documentName: 'PRIVACY_POLICY', consentType: 'EXPLICIT_NO_READ', consentGivenAt: 2 }] },
    { name: 'malformed ignored', raw: [{ documentName: 'OTHER', consentType: 'CHECKBOX', consentGivenAt: 1 }, { documentName: 'TERMS_OF_USE', consentType: 'NOPE', consentGivenAt: 1 }, null], expected: [] },
    { name: 'nothing stored', raw: undefined, expected: [] },
  ])('$name', ({ raw, expected }) => expect(consentPayloads(raw, 'a@b.pk')).toEqual(expected));
});

describe('pending carts', () => {
  it('keeps well-formed pending carts, newest first, with totals', () => {
    const carts = pendingCartsOf([
      { id: 'CART-ORD-1', status: 'PENDING', orderRef: 'ORD-1', createdAt: 1, items: [{ type: 'PLAN', name: 'Monthly', amount: 1499 }, { type: 'FEE', name: 'SIM', amount: 100.5 }] },
      { id: 'CART-2', status: 'PENDING', createdAt: 2, items: [] },
      { id: 'CART-3', status: 'COMPLETED', items: [] },
      { nope: true },
    ]);
    expect(carts.map((c) => [c.id, c.total])).toEqual([['CART-2', 0], ['CART-ORD-1', 1599.5]]);
  });
  it('keeps what names an item as the order pages do: type, SKU and quantity (issue 30)', () => {
    const [cart] = pendingCartsOf([{ id: 'CART-ORD-1', status: 'PENDING', items: [{ type: 'FEE', sku: 'SIM_FEE', name: 'SIM', quantity: 1, unitPrice: 100, amount: 100 }, { type: 'ADDON', name: 'Social' }] }]);
    expect(cart?.items).toEqual([
      { type: 'FEE', sku: 'SIM_FEE', name: 'SIM', quantity: 1, unitPrice: 100, amount: 100 },
      { type: 'ADDON', sku: '', name: 'Social', quantity: 1, unitPrice: 0, amount: 0 },
    ]);
  });
  it.each([
    { cart: { orderRef: 'ORD-1' }, expected: '/manage/order?order_ref=ORD-1' },
    { cart: { orderRef: undefined }, expected: '/web/pre-checkout' },
  ])('resume → $expected', ({ cart, expected }) => expect(resumePathOf(cart)).toBe(expected));
});

describe('guestView', () => {
  it.each([
    { name: 'email', value: 'enterEmail', tags: ['guestEmail'], error: null, expected: { stage: 'email', errorText: undefined, errorId: undefined } },
    { name: 'send failed with description', value: 'enterEmail', tags: ['guestEmail'], error: { code: '400', description: 'Bad email' }, expected: { stage: 'email', errorText: 'Bad email' } },
    { name: 'send failed without description', value: 'enterEmail', tags: ['guestEmail'], error: { code: '500', description: null }, expected: { errorId: 'Error occurred while signup' } },
    { name: 'code sent', value: 'enterCode', tags: ['guestCode'], error: null, expected: { stage: 'code', sentNotice: true } },
    { name: 'wrong code', value: 'enterCode', tags: ['guestCode'], error: { code: '422028' }, expected: { stage: 'code', errorId: 'invalid_otp_error_message', sentNotice: false } },
    { name: 'expired', value: 'codeExpired', tags: ['guestCode', 'alert', 'expired'], error: null, expected: { stage: 'expired' } },
    { name: 'too many codes for the email or number: when to try again, in the page’s words', value: 'enterEmail', tags: ['guestEmail'], error: { code: 'TOO_MANY_CODES', description: 'Too many codes', retryAt: 1_800_000_000_000 }, expected: { stage: 'email', errorText: undefined, errorId: 'sign_in_locked', retryAt: 1_800_000_000_000 } },
    { name: 'previous order', value: 'previousOrderAlert', tags: ['alert', 'previousOrder'], error: null, expected: { stage: 'previousOrder', titleId: 'guest_user_alert_title' } },
  ])('$name', ({ value, tags, error, expected }) => expect(guestView({ value, tags, context: { error } })).toMatchObject(expected));
});
