import { describe, expect, it } from 'vitest';
import { trackerSteps } from '../../../../src/features/account/tracker-steps';

const H = 3_600_000;
const states = (steps: ReturnType<typeof trackerSteps>) => steps.map((s) => `${s.id}:${s.state}${s.at !== undefined ? `@${s.at}` : ''}`);

// The order tracker's steps (issue 46 part 4): what happened is done with its date, the first open step is current.
describe('trackerSteps', () => {
  it('a paid doorstep order on its way: done with dates up to the courier, then delivery current', () => {
    const steps = trackerSteps({
      order: { status: 'PLACED', createdAt: 1 },
      shipment: { method: 'DOORSTEP_DELIVERY', events: [{ status: 'PENDING', at: 10 }, { status: 'DISPATCHED', at: 10 + 2 * H }] },
      line: { status: 'PendingActivation', activatedAt: null },
    });
    expect(states(steps)).toEqual(['ordered:done@1', 'paid:done@10', `dispatched:done@${10 + 2 * H}`, 'out_for_delivery:current', 'delivered:upcoming', 'activated:upcoming']);
  });
  it('a self-pickup order has one step on the way: ready to collect', () => {
    const steps = trackerSteps({ order: { status: 'PLACED', createdAt: 1 }, shipment: { method: 'SELF_PICKUP', events: [{ status: 'PENDING', at: 5 }] } });
    expect(steps.map((s) => s.id)).toEqual(['ordered', 'paid', 'ready_for_pickup', 'activated']);
    expect(steps.find((s) => s.state === 'current')?.id).toBe('ready_for_pickup');
  });
  it('an activated line makes every step done, the activation with its date (an eSIM has no courier steps)', () => {
    const steps = trackerSteps({ order: { status: 'COMPLETED', createdAt: 1, simType: 'esim' }, line: { status: 'Active', activatedAt: 7 } });
    expect(states(steps)).toEqual(['ordered:done@1', 'paid:done', 'activated:done@7']);
  });
  it('an unpaid order waits at payment; a cancelled one ends after ordering', () => {
    expect(states(trackerSteps({ order: { status: 'CREATED', createdAt: 1 } })).slice(0, 2)).toEqual(['ordered:done@1', 'paid:current']);
    expect(states(trackerSteps({ order: { status: 'CANCELLED', createdAt: 1 } }))).toEqual(['ordered:done@1', 'cancelled:done']);
  });
});
