// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, customerArriving, setAccessToken, setUserDetails, takeHandoffToken } from '../../../src/auth/session-store';

const user = { external_id: 'u1', email: 'a@b.pk', email_confirmed: true, phone_confirmed: false, telco_user: false };

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('a hand-off customer arriving', () => {
  it('is arriving from the hand-off until the details are read, and no longer once they are', () => {
    takeHandoffToken('T1');
    expect(customerArriving()).toBe(true);
    setUserDetails(user as never);
    expect(customerArriving()).toBe(false);
  });

  it('stops arriving when the session ends (a refused token)', () => {
    takeHandoffToken('T1');
    clearSession();
    expect(customerArriving()).toBe(false);
  });

  it('a token stored without details by an earlier page is not arriving', () => {
    setAccessToken('T-old');
    expect(customerArriving()).toBe(false);
  });
});
