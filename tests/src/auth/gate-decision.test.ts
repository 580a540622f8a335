import { describe, expect, it } from 'vitest';
import { decideGate, type GateInput } from '../../../src/auth/gate-decision';

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
  ])('$name', ({ input, expected }) => {
    expect(decideGate({ ...base, ...input })).toEqual(expected);
  });
});
