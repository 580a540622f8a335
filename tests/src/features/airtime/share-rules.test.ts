import { describe, expect, it } from 'vitest';
import { receiverNumber, shareProblems, type ShareLimits } from '../../../../src/features/airtime/share-rules';

const limits: ShareLimits = { number: '923001234567', balance: 120, minAmount: 15, maxAmount: 500, fee: 5, leftToday: { count: 3, amount: 400 } };

describe('the receiver however it is typed', () => {
  it.each([
    { input: '0300 7654321', expected: '923007654321' },
    { input: '300-7654321', expected: '923007654321' },
    { input: '+92 300 7654321', expected: '923007654321' },
    { input: '00923007654321', expected: '923007654321' },
    { input: '923007654321', expected: '923007654321' },
    { input: '0421234567', expected: null },
    { input: '0300 765432', expected: null },
    { input: 'abc', expected: null },
    { input: '', expected: null },
  ])('$input → $expected', ({ input, expected }) => expect(receiverNumber(input)).toBe(expected));
});

describe('what the form says before it asks the gateway', () => {
  it.each([
    { name: 'a good share', ask: { to: '03007654321', amount: '100' }, over: {}, expected: [] },
    { name: 'nothing typed', ask: { to: '', amount: '' }, over: {}, expected: [['to', 'share_to_required'], ['amount', 'share_amount_required']] },
    { name: 'not a mobile number', ask: { to: '042 1234567', amount: '20' }, over: {}, expected: [['to', 'share_to_invalid']] },
    { name: 'its own number', ask: { to: '0300 1234567', amount: '20' }, over: {}, expected: [['to', 'share_to_own']] },
    { name: 'below the range', ask: { to: '03007654321', amount: '14' }, over: {}, expected: [['amount', 'share_amount_range']] },
    { name: 'above the range', ask: { to: '03007654321', amount: '501' }, over: { balance: 1000, leftToday: { count: 3, amount: 1000 } }, expected: [['amount', 'share_amount_range']] },
    { name: 'not whole rupees', ask: { to: '03007654321', amount: '20.5' }, over: {}, expected: [['amount', 'share_amount_range']] },
    { name: 'no share left today', ask: { to: '03007654321', amount: '20' }, over: { leftToday: { count: 0, amount: 400 } }, expected: [['amount', 'share_error_SHARE_DAILY_COUNT']] },
    { name: 'more than is left of the day', ask: { to: '03007654321', amount: '100' }, over: { leftToday: { count: 2, amount: 60 } }, expected: [['amount', 'share_error_SHARE_DAILY_AMOUNT']] },
    { name: 'the fee tips it over the balance', ask: { to: '03007654321', amount: '116' }, over: {}, expected: [['amount', 'share_missing']] },
    { name: 'the balance covers amount and fee exactly', ask: { to: '03007654321', amount: '115' }, over: {}, expected: [] },
  ])('$name', ({ ask, over, expected }) => {
    expect(shareProblems(ask, { ...limits, ...over }).map((p) => [p.field, p.id])).toEqual(expected);
  });

  it('says how much is missing, the fee included', () => {
    expect(shareProblems({ to: '03007654321', amount: '200' }, limits)[0]?.values).toEqual({ missing: 85 });
  });
});
