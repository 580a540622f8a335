import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createJourneyActor, createBehaviours } from '../../engine';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

// The actors see only what their input mappers give them (engine/behaviours/manage-work.ts).
type CancelInput = { input: { requestId: string } };
type CreateInput = { input: { number: string; planId: string } };

/** The child's start as the summary step gives it (planSwitchConfirmStart), from the wizard's data. */
const start = (data: Record<string, unknown>) => createBehaviours().inputs.planSwitchConfirmStart!({ context: { data }, event: { type: 'xstate.init' } }) as Record<string, unknown>;
const output = (snapshot: { output?: unknown }) => snapshot.output as { endedIn: string; data: Record<string, unknown> };

function confirmation({ cancelFails = false, createFails = false, data = { number: '923410000000', planId: 'plan-prepaid-group' } as Record<string, unknown> } = {}) {
  const calls: string[] = [];
  const cancel = vi.fn(async ({ input }: CancelInput) => {
    calls.push(`cancel ${input.requestId}`);
    if (cancelFails) throw { status: 404, code: 'NOT_FOUND' };
    return { status: 'CANCELLED' };
  });
  const create = vi.fn(async ({ input }: CreateInput) => {
    calls.push(`create ${input.number} ${input.planId}`);
    if (createFails) throw { status: 422, code: 'REQUEST_ALREADY_OPEN' };
    return { requestId: 'SR-2', paymentRequired: true, totalCharges: 1000 };
  });
  const actor = createJourneyActor(compiled('plan-switch-confirm'), { actors: { cancelStaleSwitch: fromPromise(cancel), createPlanSwitchRequest: fromPromise(create) }, input: start(data) }).start();
  return { actor, calls, state: () => String(actor.getSnapshot().value), ctx: () => actor.getSnapshot().context as Record<string, unknown> };
}

describe('plan switch confirmation machine', () => {
  it('makes the request once however often Confirm is pressed', async () => {
    const c = confirmation();
    for (let i = 0; i < 3; i++) c.actor.send({ type: 'CONFIRM_SWITCH' });
    await tick();
    expect(c.calls).toEqual(['create 923410000000 plan-prepaid-group']);
    expect(c.actor.getSnapshot().status).toBe('done');
    expect(c.ctx().result).toMatchObject({ requestId: 'SR-2' });
    // What the summary step merges into the journey's data (planSwitchConfirmOutcome).
    expect(output(c.actor.getSnapshot())).toEqual({ endedIn: 'done', data: { requestId: 'SR-2', requestPlanId: 'plan-prepaid-group', paymentRequired: true, totalCharges: 1000 } });
  });

  it('calls off the switch requested earlier for another plan, then makes the new one', async () => {
    // Back from the payment of a switch to the group plan, the customer chose the weekly plan.
    const c = confirmation({ data: { number: '923410000000', planId: 'plan-prepaid-weekly', requestId: 'SR-1', requestPlanId: 'plan-prepaid-group', paymentRequired: true } });
    c.actor.send({ type: 'CONFIRM_SWITCH' });
    await tick();
    await tick();
    expect(c.calls).toEqual(['cancel SR-1', 'create 923410000000 plan-prepaid-weekly']);
    expect(c.actor.getSnapshot().status).toBe('done');
  });

  it('a failed call-off still makes the new request (the gateway refuses it if the old one is open)', async () => {
    const c = confirmation({ cancelFails: true, createFails: true, data: { number: '923410000000', planId: 'plan-prepaid-weekly', requestId: 'SR-1', requestPlanId: 'plan-prepaid-group' } });
    c.actor.send({ type: 'CONFIRM_SWITCH' });
    await tick();
    await tick();
    expect(c.calls).toEqual(['cancel SR-1', 'create 923410000000 plan-prepaid-weekly']);
    // The refusal returns to the summary with its code; Confirm may be pressed again.
    expect(c.state()).toBe('ready');
    expect(c.ctx().error).toMatchObject({ code: 'REQUEST_ALREADY_OPEN' });
  });

  it('back from the payment for the same plan, the request waiting for its payment is reused: nothing is sent', async () => {
    const c = confirmation({ data: { number: '923410000000', planId: 'plan-prepaid-group', requestId: 'SR-1', requestPlanId: 'plan-prepaid-group', paymentRequired: true } });
    c.actor.send({ type: 'CONFIRM_SWITCH' });
    await tick();
    expect(c.calls).toEqual([]);
    expect(output(c.actor.getSnapshot())).toEqual({ endedIn: 'reused', data: {} });
  });

  it('a request for the same plan that needed no payment is not reused (it is done): a new one is asked for', async () => {
    const c = confirmation({ data: { number: '923410000000', planId: 'plan-prepaid-group', requestId: 'SR-1', requestPlanId: 'plan-prepaid-group', paymentRequired: false } });
    c.actor.send({ type: 'CONFIRM_SWITCH' });
    await tick();
    expect(c.calls).toEqual(['create 923410000000 plan-prepaid-group']);
  });
});
