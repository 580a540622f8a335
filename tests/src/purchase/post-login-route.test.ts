import { describe, expect, it } from 'vitest';
import { postLoginRoute, type PostLoginInput } from '../../../src/purchase/post-login-route';

const simOnly = (state: string, ref = 'ORD-1') => ({ order_type: 'SIM_ONLY', state, order_ref: ref });
const other = { order_type: 'SERVICE_ORDER', state: 'CREATED', order_ref: 'SO-9' };
const cart = { id: 'c1' };

const cases: Array<{ name: string; input: PostLoginInput; expected: string }> = [
  { name: 'unfinished sim-only order → its manage-order page', input: { flow: 'login', orders: [simOnly('INP', 'A/1')], carts: [] }, expected: '/manage/order?order_ref=A%2F1' },
  { name: 'sim-only order type spelled "Sim Only" counts', input: { flow: 'login', orders: [{ order_type: 'Sim Only', state: 'PLACED', order_ref: 'R' }], carts: [] }, expected: '/manage/order?order_ref=R' },
  ...['CAN', 'OFL', 'TSU', 'TFL'].map((state) => ({
    name: `finished sim-only (${state}) with no redirect → order list`,
    input: { flow: 'login' as const, orders: [simOnly(state)], carts: [cart] },
    expected: '/orderlist',
  })),
  { name: 'other orders and a redirect → the redirect', input: { flow: 'login', redirect: '/profile', orders: [other], carts: [] }, expected: '/profile' },
  { name: 'an unfinished sim-only order wins over other orders and the redirect', input: { flow: 'login', redirect: '/profile', orders: [other, simOnly('CREATED')], carts: [] }, expected: '/manage/order?order_ref=ORD-1' },
  { name: 'signup + connection details + carts → pending order', input: { flow: 'signup', redirect: '/web/connection-details', orders: [], carts: [cart] }, expected: '/web/pending-orders' },
  { name: 'signup + connection details, no carts → the redirect', input: { flow: 'signup', redirect: '/web/connection-details', orders: [], carts: [] }, expected: '/web/connection-details' },
  { name: 'signup + connection details, cart lookup failed → the redirect', input: { flow: 'signup', redirect: '/web/connection-details', orders: [], carts: 'failed' }, expected: '/web/connection-details' },
  { name: 'login + connection details + carts → the redirect', input: { flow: 'login', redirect: '/web/connection-details', orders: [], carts: [cart] }, expected: '/web/connection-details' },
  { name: 'login + pending order → pre-checkout', input: { flow: 'login', redirect: '/web/pending-orders', orders: [], carts: [cart] }, expected: '/web/pre-checkout' },
  { name: 'login + pending order details → pre-checkout', input: { flow: 'login', redirect: '/web/pending-order-details?id=1', orders: [], carts: [] }, expected: '/web/pre-checkout' },
  { name: 'signup + pending order → the redirect', input: { flow: 'signup', redirect: '/web/pending-orders', orders: [], carts: [] }, expected: '/web/pending-orders' },
  { name: 'any other redirect is kept', input: { flow: 'login', redirect: '/web/order-summary', orders: [], carts: [cart] }, expected: '/web/order-summary' },
  { name: 'no redirect, signup with carts → pending order', input: { flow: 'signup', orders: [], carts: [cart] }, expected: '/web/pending-orders' },
  { name: 'no redirect, signup without carts → pre-checkout', input: { flow: 'signup', orders: [], carts: [] }, expected: '/web/pre-checkout' },
  { name: 'no redirect, signup, cart lookup failed → pre-checkout', input: { flow: 'signup', orders: [], carts: 'failed' }, expected: '/web/pre-checkout' },
  { name: 'no redirect, login with carts → pre-checkout', input: { flow: 'login', orders: [], carts: [cart] }, expected: '/web/pre-checkout' },
  // Issue 45: signing in again after the session ended goes back to the page, whatever the landing rules say.
  { name: 'after a session ended: back to the page, over an unfinished sim-only order', input: { flow: 'login', redirect: '/profile', orders: [other, simOnly('CREATED')], carts: [], resume: true }, expected: '/profile' },
  { name: 'after a session ended: back to a pending order page too', input: { flow: 'login', redirect: '/web/pending-orders', orders: [], carts: [cart], resume: true }, expected: '/web/pending-orders' },
  { name: 'after a session ended with no page to go back to: the usual rules', input: { flow: 'login', orders: [other], carts: [], resume: true }, expected: '/orderlist' },
];

describe('postLoginRoute (SPEC §4 After login/signup)', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(postLoginRoute(input)).toBe(expected);
  });
});
