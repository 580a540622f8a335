import { describe, expect, it } from 'vitest';
import { decideGate, type GateInput } from '../../../src/auth/gate-decision';
import { customerLabel } from '../../../src/auth/handoff-check';

const user = { external_id: 'u1', email: 'a@b.pk', email_confirmed: true, phone_confirmed: false, telco_user: false };
const base: GateInput = { path: '/manage/order', search: '', requiresAuth: true, storedToken: undefined, user: undefined };

describe('decideGate (SPEC §2 Authentication gate)', () => {
  it.each([
    { name: 'new auth_token is handed off', input: { search: '?auth_token=T2', storedToken: 'T1' }, expected: { kind: 'handoff', token: 'T2' } },
    { name: 'known auth_token and reset leave the URL', input: { search: '?orderRef=9&auth_token=T1&reset=true', storedToken: 'T1', user }, expected: { kind: 'strip-params', to: '/manage/order?orderRef=9' } },
    { name: 'hand-off also on public routes', input: { requiresAuth: false, search: '?auth_token=X' }, expected: { kind: 'handoff', token: 'X' } },
    { name: 'public route renders', input: { requiresAuth: false }, expected: { kind: 'render' } },
    { name: 'no token → login with redirect, reset dropped', input: { search: '?orderRef=9&reset=true' }, expected: { kind: 'login', to: '/web/login?redirect=%2Fmanage%2Forder%3ForderRef%3D9' } },
    { name: 'token without details loads them', input: { storedToken: 'T' }, expected: { kind: 'load-user' } },
    { name: 'unconfirmed user → login reset', input: { storedToken: 'T', user: { ...user, email_confirmed: false } }, expected: { kind: 'login', to: '/web/login?reset=true' } },
    { name: 'phone confirmed is enough', input: { storedToken: 'T', user: { ...user, email_confirmed: false, phone_confirmed: true } }, expected: { kind: 'render' } },
    { name: 'confirmed user renders', input: { storedToken: 'T', user }, expected: { kind: 'render' } },
    // Webview mode (SPEC §2, §4): sign-in and paths outside the flow belong to the native app.
    { name: 'webview: no token → /logged_out', input: { webview: true }, expected: { kind: 'login', to: '/logged_out' } },
    { name: 'webview: unconfirmed user → /logged_out', input: { webview: true, storedToken: 'T', user: { ...user, email_confirmed: false } }, expected: { kind: 'login', to: '/logged_out' } },
    { name: 'webview: order list → manageOrderClose', input: { webview: true, path: '/orderlist', storedToken: 'T', user }, expected: { kind: 'webview-handoff', to: '/manageOrderClose' } },
    { name: 'webview: login page itself → /logged_out', input: { webview: true, path: '/web/login', requiresAuth: false }, expected: { kind: 'webview-handoff', to: '/logged_out' } },
    { name: 'webview: hand-off first, then the path rule', input: { webview: true, path: '/orderlist', search: '?auth_token=N' }, expected: { kind: 'handoff', token: 'N' } },
    { name: 'webview: a flow page renders', input: { webview: true, path: '/web/pre-checkout', requiresAuth: false }, expected: { kind: 'render' } },
    // Issue 27 part 4: a hand-off of another token while a customer is signed in is checked before the session changes.
    { name: 'signed in + another auth_token → checked first, the URL cleaned at once', input: { search: '?orderRef=9&auth_token=T2&reset=true', storedToken: 'T1', user }, expected: { kind: 'check-handoff', token: 'T2', to: '/manage/order?orderRef=9' } },
    { name: 'signed in + another auth_token on a public route → checked first too', input: { requiresAuth: false, path: '/loyalty', search: '?auth_token=T2', storedToken: 'T1', user }, expected: { kind: 'check-handoff', token: 'T2', to: '/loyalty' } },
    { name: 'a token without details is no one signed in → SPEC §2 hand-off', input: { search: '?auth_token=T2', storedToken: 'T1' }, expected: { kind: 'handoff', token: 'T2' } },
    { name: 'webview: the native app chose the account → SPEC §2 hand-off', input: { webview: true, search: '?auth_token=T2', storedToken: 'T1', user }, expected: { kind: 'handoff', token: 'T2' } },
    { name: 'while the token is checked the page waits', input: { storedToken: 'T1', user, pendingHandoff: 'checking' as const }, expected: { kind: 'wait-handoff' } },
    { name: 'another customer: the question is asked on any route', input: { requiresAuth: false, storedToken: 'T1', user, pendingHandoff: 'asking' as const }, expected: { kind: 'ask-handoff' } },
  ])('$name', ({ input, expected }) => {
    expect(decideGate({ ...base, ...input })).toEqual(expected);
  });
});

describe('customerLabel (the hand-off question names each account)', () => {
  it.each([
    { name: 'first and last name', input: { first_name: 'Sana', last_name: 'Iqbal', email: 's@x.pk' }, expected: 'Sana Iqbal' },
    { name: 'first name only', input: { first_name: 'Sana', email: 's@x.pk' }, expected: 'Sana' },
    { name: 'blank names → email', input: { first_name: ' ', last_name: '', email: 's@x.pk' }, expected: 's@x.pk' },
    { name: 'no names → email', input: { email: 's@x.pk' }, expected: 's@x.pk' },
  ])('$name', ({ input, expected }) => expect(customerLabel(input)).toBe(expected));
});
