import { describe, expect, it, vi } from 'vitest';
import { runPostLogin, type PostLoginCalls } from '../../../../src/features/auth/post-login';
import { completeSignIn } from '../../../../src/features/auth/sign-in-calls';

const user = { external_id: 'u1', email: 'a@b.pk', email_confirmed: true, phone_confirmed: false, telco_user: false };
const open = { order_type: 'SIM_ONLY', state: 'INP', order_ref: 'ORD-1' };
const done = { order_type: 'SIM_ONLY', state: 'TSU', order_ref: 'ORD-2' };
const fail = () => Promise.reject(new Error('down'));

function calls(over: Partial<PostLoginCalls> = {}): PostLoginCalls {
  return { privacySetting: async () => ({ enabled: false }), userDetails: async () => user, orders: async () => [], pendingCarts: async () => [], ...over };
}

describe('runPostLogin (SPEC §4 After login/signup)', () => {
  it.each([
    { name: 'open sim-only order → manage-order', flow: 'login' as const, c: calls({ orders: async () => [open] }), expected: '/manage/order?order_ref=ORD-1' },
    { name: 'other orders → redirect', flow: 'login' as const, redirect: '/profile', c: calls({ orders: async () => [done] }), expected: '/profile' },
    { name: 'other orders, no redirect → order list', flow: 'login' as const, c: calls({ orders: async () => [done] }), expected: '/orderlist' },
    { name: 'signup with carts → pending orders', flow: 'signup' as const, c: calls({ pendingCarts: async () => [{ id: 'c' }] }), expected: '/web/pending-orders' },
    { name: 'login with carts → pre-checkout', flow: 'login' as const, c: calls({ pendingCarts: async () => [{ id: 'c' }] }), expected: '/web/pre-checkout' },
    { name: 'cart lookup fails → as without carts', flow: 'signup' as const, c: calls({ pendingCarts: fail }), expected: '/web/pre-checkout' },
    { name: 'order list fails → as no orders', flow: 'signup' as const, c: calls({ orders: fail, pendingCarts: async () => [{ id: 'c' }] }), expected: '/web/pending-orders' },
    { name: 'signup + connection details redirect + carts → pending orders', flow: 'signup' as const, redirect: '/web/connection-details', c: calls({ pendingCarts: async () => [{}] }), expected: '/web/pending-orders' },
  ])('$name', async ({ flow, redirect, c, expected }) => {
    const out = await runPostLogin({ flow, ...(redirect ? { redirect } : {}), calls: c, effects: { savePrivacyEnabled: vi.fn(), saveUserDetails: vi.fn() } });
    expect(out.path).toBe(expected);
  });

  it('privacy defaults to enabled when missing or failed; carts are only asked for without orders', async () => {
    const effects = { savePrivacyEnabled: vi.fn(), saveUserDetails: vi.fn() };
    const pendingCarts = vi.fn(async () => []);
    await runPostLogin({ flow: 'login', calls: calls({ privacySetting: fail, orders: async () => [done], pendingCarts }), effects });
    expect(effects.savePrivacyEnabled).toHaveBeenCalledWith(true);
    expect(effects.saveUserDetails).toHaveBeenCalledWith(user);
    expect(pendingCarts).not.toHaveBeenCalled();
    await runPostLogin({ flow: 'login', calls: calls({ privacySetting: async () => undefined, pendingCarts }), effects });
    expect(effects.savePrivacyEnabled).toHaveBeenLastCalledWith(true);
    expect(pendingCarts).toHaveBeenCalledWith('a@b.pk');
  });

  it('a failed user-details call rejects', async () => {
    await expect(runPostLogin({ flow: 'login', calls: calls({ userDetails: fail }), effects: { savePrivacyEnabled: vi.fn(), saveUserDetails: vi.fn() } })).rejects.toThrow('down');
  });
});

describe('completeSignIn', () => {
  it('stores the token, submits stored consent on sign-up before the orchestration, and resolves the path', async () => {
    const order: string[] = [];
    const call = vi.fn(async (name: string) => {
      order.push(name);
      return { id: 'c1' };
    });
    const storeToken = vi.fn((t: string) => order.push(`token:${t}`));
    const c = calls({ privacySetting: async () => (order.push('privacy'), { enabled: true }) });
    const path = await completeSignIn({
      accessToken: 'tok', flow: 'signup', email: 'a@b.pk', call: call as never, calls: c, storeToken,
      effects: { savePrivacyEnabled: vi.fn(), saveUserDetails: vi.fn() },
      consent: [{ documentName: 'TERMS_OF_USE', consentType: 'CHECKBOX', consentGivenAt: 1 }, { documentName: 'PRIVACY_POLICY', consentType: 'CHECKBOX', consentGivenAt: 1 }],
    });
    expect(order).toEqual(['token:tok', 'SUBMIT_CONSENT', 'SUBMIT_CONSENT', 'privacy']);
    expect(path).toBe('/web/pre-checkout');
  });

  it('submits no consent on login', async () => {
    const call = vi.fn();
    await completeSignIn({ accessToken: 't', flow: 'login', email: 'a@b.pk', call: call as never, calls: calls(), storeToken: vi.fn(), effects: { savePrivacyEnabled: vi.fn(), saveUserDetails: vi.fn() }, consent: [{ documentName: 'TERMS_OF_USE', consentType: 'CHECKBOX', consentGivenAt: 1 }] });
    expect(call).not.toHaveBeenCalled();
  });
});
