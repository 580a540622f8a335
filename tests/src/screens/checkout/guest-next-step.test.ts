import { describe, expect, it } from 'vitest';
import { guestNextStep } from '../../../../src/screens/checkout/guest-next-step';
import { payOrder } from '../../../../src/screens/checkout/payment-attempt';
import { orderRefOf } from '../../../../src/screens/checkout/payment-result';

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

describe('payOrder: work before the payment (pending KYC)', () => {
  const started = { paymentId: 'P1', orderRef: 'ORD-1', status: 'PENDING', redirectUrl: 'http://x/pay' };
  const choice = { method: 'CARD' as const, successUrl: 's', failureUrl: 'f' };
  it.each([
    { name: 'runs with the new order before the payment', fails: false, expected: ['create', 'before:ORD-1', 'pay'] },
    { name: 'a failure stops before any payment', fails: true, expected: ['create', 'before:ORD-1'] },
  ])('$name', async ({ fails, expected }) => {
    const calls: string[] = [];
    const run = payOrder(
      {
        createOrder: async () => (calls.push('create'), { orderRef: 'ORD-1' }),
        requestPayment: async () => (calls.push('pay'), started),
        saveAttempt: () => undefined,
        beforePayment: async (ref) => {
          calls.push(`before:${ref}`);
          if (fails) throw new Error('kyc');
        },
      },
      { saved: undefined, orderBody: { planId: 'p' }, choice, makeKey: () => 'web-key-1234' },
    );
    if (fails) await expect(run).rejects.toThrow('kyc');
    else await run;
    expect(calls).toEqual(expected);
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
