import { describe, expect, it } from 'vitest';
import { needsOf, QUICK_ACTIONS, type HomeFacts } from '../../../../src/features/profile/home-entries';
import type { Line } from '../../../../src/domain/line-view';

const line = (over: Partial<Line>): Line => ({ number: '923410000000', planId: 'plan-prepaid-monthly', planName: 'Monthly', status: 'Active', simType: 'physical_sim', numberType: 'NEW', orderRef: 'ORD-1', autoRenew: true, activatedAt: 1, createdAt: 1, ...over }) as Line;
const facts = (over: Partial<HomeFacts>): HomeFacts => ({ lines: [], requests: [], orders: [], requestPath: (r) => `/status?${r.requestId}`, ...over });

// The home's registries (issue 46): quick actions by the line's status, and what needs the customer.
describe('home entries', () => {
  it('an active line gets every quick action; a suspended one no bundle or plan switch; a SIM waiting none', () => {
    expect(QUICK_ACTIONS.filter((a) => a.shows(line({}))).map((a) => a.key)).toEqual(QUICK_ACTIONS.map((a) => a.key));
    expect(QUICK_ACTIONS.filter((a) => a.shows(line({ status: 'Suspend' }))).map((a) => a.key)).toEqual(['recharge', 'sim']);
    expect(QUICK_ACTIONS.filter((a) => a.shows(line({ status: 'PendingActivation' })))).toEqual([]);
  });
  it('a SIM to activate (and its delivery), an unpaid order and an open request need the customer; nothing else does', () => {
    const items = needsOf(
      facts({
        lines: [line({ status: 'PendingActivation', orderRef: 'ORD-2' }), line({ number: '923410000001' })],
        orders: [{ order_ref: 'ORD-3', state: 'INP', status: 'CREATED' }, { order_ref: 'ORD-4', state: 'TSU', status: 'COMPLETED' }],
        requests: [
          { requestId: 'SR-1', type: 'SIM_REPLACEMENT', status: 'IN_PROGRESS' },
          { requestId: 'SR-2', type: 'PLAN_SWITCH', status: 'COMPLETED' },
        ] as unknown as HomeFacts['requests'],
      }),
    );
    expect(items.map((i) => [i.key, i.href])).toEqual([
      ['activate-923410000000', '/manage/sim-activation?number=923410000000'],
      ['pay-ORD-3', '/manage/order?order_ref=ORD-3'],
      ['track-ORD-2', '/manage/order?order_ref=ORD-2'],
      ['request-SR-1', '/status?SR-1'],
    ]);
    expect(needsOf(facts({ lines: [line({})] }))).toEqual([]);
  });
});
