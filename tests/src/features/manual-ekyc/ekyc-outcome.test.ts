import { describe, expect, it } from 'vitest';
import {
  isServiceOrderState,
  orderRefFrom,
  outcomeAfterSubmit,
  pageAfterKyc,
  type EkycOutcome,
  type OutcomeInput,
} from '../../../../src/features/manual-ekyc/ekyc-outcome';
import { kycOrderOf } from '../../../../engine/behaviours/purchase-work';

const submitted = { nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2030' };

describe('outcomeAfterSubmit (SPEC §2 manual eKYC navigation)', () => {
  const cases: { name: string; input: Omit<OutcomeInput, 'submitted'>; expected: EkycOutcome }[] = [
    {
      name: 'order reference → manage-order',
      input: { variant: 'standalone', urlOrderRef: 'ORD-1', serviceOrder: false },
      expected: { kind: 'order', orderRef: 'ORD-1' },
    },
    {
      name: 'order reference and service-order state → SR status, request=new',
      input: { variant: 'standalone', urlOrderRef: 'ORD-1', serviceOrder: true },
      expected: { kind: 'serviceRequest' },
    },
    {
      name: 'order reference inside onboarding still goes to manage-order',
      input: { variant: 'onboarding', urlOrderRef: 'ORD-1', serviceOrder: false },
      expected: { kind: 'order', orderRef: 'ORD-1' },
    },
    {
      name: 'no order reference in onboarding → KYC-required flag and NEXT',
      input: { variant: 'onboarding', urlOrderRef: null, serviceOrder: false },
      expected: { kind: 'next', data: { kycRequired: true } },
    },
    {
      name: 'service-order state without an order reference is ignored',
      input: { variant: 'onboarding', urlOrderRef: null, serviceOrder: true },
      expected: { kind: 'next', data: { kycRequired: true } },
    },
    {
      name: 'SIM replacement → NEXT with the document data it keeps (the journey decides delivery or summary)',
      input: { variant: 'sim-replacement', urlOrderRef: null, serviceOrder: false },
      expected: { kind: 'next', data: { kycRequired: true, nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', documentExpiry: '01-01-2030' } },
    },
    {
      name: 'SIM replacement with an order reference still continues its journey',
      input: { variant: 'sim-replacement', urlOrderRef: 'SR-1', serviceOrder: true },
      expected: { kind: 'next', data: { kycRequired: true, nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', documentExpiry: '01-01-2030' } },
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(outcomeAfterSubmit({ ...input, submitted })).toEqual(expected);
  });
});

describe('orderRefFrom', () => {
  it.each([
    { search: '?order_ref=ORD-1', expected: 'ORD-1' },
    { search: '?orderRef=ORD-2', expected: 'ORD-2' },
    { search: '?order_ref=ORD-1&orderRef=ORD-2', expected: 'ORD-1' },
    { search: '?order_ref=&orderRef=ORD-2', expected: 'ORD-2' },
    { search: '?order_ref=%3Cscript%3E', expected: null },
    { search: '?order_ref=../../x', expected: null },
    { search: '', expected: null },
  ])('$search → $expected', ({ search, expected }) => {
    expect(orderRefFrom(search)).toBe(expected);
  });
});

describe('isServiceOrderState', () => {
  it.each([
    { state: 'Service Order', expected: true },
    { state: { source: 'Service Order' }, expected: true },
    { state: { orderSource: 'service order' }, expected: true },
    { state: { source: 'Sim Only' }, expected: false },
    { state: null, expected: false },
    { state: undefined, expected: false },
    { state: 42, expected: false },
  ])('$state → $expected', ({ state, expected }) => {
    expect(isServiceOrderState(state)).toBe(expected);
  });
});

describe('kycOrderOf (the order a journey step hosting the eKYC form starts its submit journey with)', () => {
  it.each([
    { name: 'journey orderRef', data: { orderRef: 'ORD-DATA' }, expected: 'ORD-DATA' },
    { name: 'journey orderId', data: { orderId: 'ORD-ID' }, expected: 'ORD-ID' },
    { name: 'nothing', data: {}, expected: null },
    { name: 'a non-string ref', data: { orderRef: 12 }, expected: null },
    { name: 'a ref that is not a plain reference', data: { orderRef: '../x' }, expected: null },
    { name: 'SIM replacement request id', data: { requestId: 'SR-AB12CD34' }, expected: 'SR-AB12CD34' },
    { name: 'an order before the request id', data: { orderRef: 'ORD-DATA', requestId: 'SR-AB12CD34' }, expected: 'ORD-DATA' },
    { name: 'a request id that is not a service request', data: { requestId: 'otp-123' }, expected: null },
  ])('$name', ({ data, expected }) => {
    expect(kycOrderOf(data)).toBe(expected);
  });
});

describe('pageAfterKyc (the page a finished submit journey opens)', () => {
  it.each([
    { state: 'leftForOrder', result: { kind: 'order', orderRef: 'ORD 1' }, expected: '/manage/order?order_ref=ORD%201' },
    { state: 'leftForServiceRequest', result: { kind: 'serviceRequest' }, expected: '/manage/service-request-status?request=new' },
    { state: 'submitted', result: { kind: 'next', data: {} }, expected: null },
    { state: 'kept', result: { kind: 'next', data: {} }, expected: null },
    { state: 'leftForOrder', result: null, expected: null },
  ])('$state → $expected', ({ state, result, expected }) => {
    expect(pageAfterKyc(state, { result })).toBe(expected);
  });
});
