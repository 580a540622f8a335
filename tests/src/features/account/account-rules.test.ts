import { describe, expect, it } from 'vitest';
import { orderStateMessage, shipmentMessage, sortOrders, type ListedOrder } from '../../../../src/features/account/order-list';
import { deliveryAddressBody, profileUpdateBody } from '../../../../src/features/account/personal-details-values';
import { dobFieldValue, personalInitialValues } from '../../../../src/features/details/personal-prefill';
import { codeErrorMessage, codeErrorOf } from '../../../../src/features/account/code-errors';
import { canToggleRenewal, productTypeOf } from '../../../../src/features/profile/profile-lines';
import { newEmailProblem } from '../../../../src/features/profile/email-page';
import { signOutDestination } from '../../../../src/features/profile/sign-out-calls';

const o = (order_ref: string, state: string, createdAt: number, order_type = 'SIM_ONLY'): ListedOrder => ({ order_ref, state, createdAt, order_type });

describe('order list order (SPEC §4)', () => {
  it.each([
    { name: 'unfinished sim-only first, then newest', input: [o('A', 'TSU', 3), o('B', 'INP', 1), o('C', 'CAN', 2)], expected: ['B', 'A', 'C'] },
    { name: 'newest first among unfinished', input: [o('A', 'INP', 1), o('B', 'INP', 2)], expected: ['B', 'A'] },
    { name: 'finished states are CAN, OFL, TSU, TFL (any case)', input: [o('A', 'tfl', 5), o('B', 'OFL', 4), o('C', 'INP', 1)], expected: ['C', 'A', 'B'] },
    { name: 'another order type is never "unfinished sim-only"', input: [o('A', 'INP', 1, 'SERVICE_ORDER'), o('B', 'TSU', 0)], expected: ['A', 'B'] },
  ])('$name', ({ input, expected }) => {
    expect(sortOrders(input).map((x) => x.order_ref)).toEqual(expected);
  });

  it.each([
    { input: { state: 'INP', status: 'CREATED' }, expected: 'order_state_unpaid' },
    { input: { state: 'INP', status: 'PLACED' }, expected: 'order_state_placed' },
    { input: { state: 'TSU', status: 'COMPLETED' }, expected: 'order_state_active' },
    { input: { state: 'CAN', status: 'PLACED' }, expected: 'order_state_cancelled' },
    { input: { state: 'XYZ' }, expected: 'order_state_in_progress' },
  ])('state words for $input', ({ input, expected }) => expect(orderStateMessage(input)).toBe(expected));

  it.each([
    ['PENDING', 'DOORSTEP_DELIVERY', 'shipment_pending'],
    ['PENDING', 'SELF_PICKUP', 'shipment_pickup_pending'],
    ['RESCHEDULED', undefined, 'shipment_rescheduled'],
    ['LOST_IN_SPACE', undefined, 'shipment_in_progress'],
  ])('shipment %s by %s → %s', (status, method, expected) => expect(shipmentMessage(status, method)).toBe(expected));
});

describe('personal details and address bodies', () => {
  it('prefills from user details: dd-MM-yyyy birth date, phone, names; blanks left out', () => {
    expect(personalInitialValues({ first_name: 'Ali', middle_name: '', last_name: 'Raza', dob: { timestamp: Date.UTC(1990, 1, 1) }, telco_info: { phone_no: '923001234567' } }))
      .toEqual({ firstName: 'Ali', lastName: 'Raza', dob: '01-02-1990', contactNumber: '3001234567' });
    expect(dobFieldValue(null)).toBe('');
  });
  it('sends ISO dates, digits-only numbers, an emptied middle name, and nothing else', () => {
    expect(profileUpdateBody({ firstName: ' Ali ', middleName: '', lastName: 'Raza', dob: '01-02-1990', contactNumber: '0300-1234567', CNICNumber: '3520212345678' }))
      .toEqual({ firstName: 'Ali', middleName: '', lastName: 'Raza', dob: '1990-02-01', contactNumber: '03001234567' });
    expect(profileUpdateBody({ firstName: 'Ali', lastName: 'Raza', contactNumber: '300 1234567' }).contactNumber).toBe('923001234567');
  });
  it('sends the filled delivery fields of the config only', () => {
    expect(deliveryAddressBody({ city: 'Lahore', addressLine1: ' 1 Mall Rd ', landmark: '', secret: 'x' }, ['city', 'addressLine1', 'landmark'])).toEqual({ city: 'Lahore', addressLine1: '1 Mall Rd' });
  });
});

describe('email, codes, sign-out, renewal', () => {
  it.each([
    ['', 'a@b.pk', 'error_cannot_be_blank'],
    ['not-an-email', 'a@b.pk', 'error_invalid_email'],
    ['A@B.pk', 'a@b.pk', 'email_same_as_current'],
    ['new@b.pk', 'a@b.pk', null],
  ])('new email %j (current %s) → %s', (value, current, expected) => expect(newEmailProblem(value, current)).toBe(expected));

  it.each([
    [422011, 'otp_incorrect_error_message'],
    ['EMAIL_TAKEN', 'email_taken'],
    [422025, 'code_check_lapsed'],
    [500, 'something_wrong'],
  ])('code %s → %s', (code, expected) => expect(codeErrorMessage(code)).toBe(expected));

  it('too many codes for the address (429 TOO_MANY_CODES) says when to try again; without the time, the general words', () => {
    expect(codeErrorOf({ code: 'TOO_MANY_CODES', retryAt: 1_800_000_000_000 })).toEqual({ id: 'code_locked_until', retryAt: 1_800_000_000_000 });
    expect(codeErrorOf({ code: 'TOO_MANY_CODES' })).toEqual({ id: 'code_too_many_attempts' });
  });

  it('signs out to login, or to /logged_out inside the webview (SPEC §2)', () => {
    expect(signOutDestination(false)).toBe('/web/login');
    expect(signOutDestination(true)).toBe('/logged_out');
  });

  const specs = [{ productType: 'prepaid', autoRenewal: true }, { productType: 'hybrid', autoRenewal: false }];
  it.each([
    [{ planId: 'plan-prepaid-monthly', status: 'Active' }, true],
    [{ planId: 'plan-hybrid-x', status: 'Active' }, false],
    [{ planId: 'plan-prepaid-monthly', status: 'Inactive' }, false],
  ])('renewal switch for %j: %s', (line, expected) => expect(canToggleRenewal(line, specs)).toBe(expected));
  it('product type from the plan id, prepaid by default', () => expect([productTypeOf('plan-postpaid-1'), productTypeOf('x')]).toEqual(['postpaid', 'prepaid']));
});
