import { describe, expect, it } from 'vitest';
import { numberFromUrl, switchPreview } from '../../../../src/features/plan-switch/ps-data';
import { nextStepId } from '../../../../src/features/service-requests/request-view';

const plan = (amount: number) => ({ price: { amount, currency: 'PKR' as const, taxIncluded: true as const } });

describe('plan switch preview (the gateway rule, shown before the request is made)', () => {
  it('a dearer plan charges the difference and starts once paid', () => {
    expect(switchPreview(plan(1499), plan(2499), 'Active', 123)).toEqual({ chargeNow: 1000, takesEffect: 'ON_PAYMENT' });
  });
  it('a cheaper or equal plan is free and starts at the next renewal, or at once for a line in Grace', () => {
    expect(switchPreview(plan(1499), plan(399), 'Active', 123)).toEqual({ chargeNow: 0, takesEffect: 'NEXT_RENEWAL', effectiveAt: 123 });
    expect(switchPreview(plan(1499), plan(1499), 'Active', undefined)).toEqual({ chargeNow: 0, takesEffect: 'NEXT_RENEWAL' });
    expect(switchPreview(plan(1499), plan(399), 'Grace', 123)).toEqual({ chargeNow: 0, takesEffect: 'NOW' });
  });
  it('reads only a plain number from the URL', () => {
    expect(numberFromUrl('?number=923001234567')).toBe('923001234567');
    expect(numberFromUrl('?number=92300<script>')).toBeUndefined();
  });
  it('the status page says what happens next for an unpaid, a dated and a done switch', () => {
    const has = () => true;
    expect(nextStepId({ type: 'PLAN_SWITCH', status: 'SUBMITTED', paymentRequired: true }, has)).toBe('next_PLAN_SWITCH_SUBMITTED_unpaid');
    expect(nextStepId({ type: 'PLAN_SWITCH', status: 'SUBMITTED', paymentRequired: false, payload: { effectiveAt: 5 } }, has)).toBe('next_PLAN_SWITCH_SUBMITTED_dated');
    expect(nextStepId({ type: 'PLAN_SWITCH', status: 'COMPLETED', paymentRequired: true }, has)).toBe('next_PLAN_SWITCH_COMPLETED');
  });
});
