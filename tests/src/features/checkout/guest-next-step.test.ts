import { describe, expect, it } from 'vitest';
import { guestNextStep } from '../../../../src/features/checkout/guest-next-step';
import { orderRefOf } from '../../../../src/features/checkout/payment-result';

describe('guestNextStep: where a returning customer goes after the guest modal', () => {
  it.each([
    { name: 'no previous order: back on this summary, continue', input: '/web/order-summary', expected: { kind: 'continue' } },
    { name: 'the summary with a query still continues', input: '/web/order-summary?x=1', expected: { kind: 'continue' } },
    { name: 'an unfinished order: manage-order', input: '/manage/order?order_ref=ORD-1', expected: { kind: 'navigate', to: '/manage/order?order_ref=ORD-1' } },
    { name: 'pending orders', input: '/web/pending-orders', expected: { kind: 'navigate', to: '/web/pending-orders' } },
    { name: 'order list', input: '/orderlist', expected: { kind: 'navigate', to: '/orderlist' } },
  ])('$name', ({ input, expected }) => {
    expect(guestNextStep(input)).toEqual(expected);
  });
});

describe('orderRefOf: the pending order page reads its order from the query', () => {
  it.each([
    { name: 'order_ref', input: '?order_ref=ORD-1', expected: 'ORD-1' },
    { name: 'orderRef', input: '?orderRef=ORD-2', expected: 'ORD-2' },
    { name: 'order_ref wins', input: '?orderRef=B&order_ref=A', expected: 'A' },
    { name: 'not a plain reference', input: '?order_ref=../x', expected: null },
    { name: 'none', input: '', expected: null },
  ])('$name', ({ input, expected }) => expect(orderRefOf(input)).toBe(expected));
});
