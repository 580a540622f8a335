import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { createBehaviours, WIZARD_COMPLETE, type NormalizedJourney, type WizardContext } from '../../engine';
import { wizardRuntime } from '../../engine/wizard';
import { compiled, journeyFiles } from '../support/journeys';
import { byValueAndCounters, byValueAndPolls, wizardEvents, wizardKey, wizardWalkEvents, type ModelEvent } from '../support/wizard-model';

type Ev = ModelEvent;

/** Events offered in a general machine: its own events, its delays firing, and its actors finishing or failing. */
function machineEvents(journey: NormalizedJourney) {
  const errorCodes = ['4221402', '422005', '422004', '422025', '422026', '422028', '422035', '4224101', '4121101', 'ALREADY_CLAIMED', 'NUMBER_UNAVAILABLE', 'KYC_MISSING', 'ORDER_NOT_PAYABLE', 'UNSAFE_PROVIDER_PAGE', 'NOT_FOUND'];
  const outputs = [{}, { accessToken: 't' }, { accessToken: 't', redirect: '/manage/order' }, { requestId: 'r', expiresIn: 60 }, { signupToken: 'p' }, { enabled: true, offers: [{ id: 'winback-50' }] }, { redemptionId: 'RD-1', status: 'COMPLETED' }, { redemptionId: 'RD-1', status: 'FAILED' }, { orderRef: 'ORD-1' }, { status: 'SUCCESS' }, { status: 'FAILED' }, { expired: true }];
  return (snapshot: AnyMachineSnapshot): Ev[] => {
    const name = String(snapshot.value);
    const state = journey.states[name];
    if (!state) return [];
    const events: Ev[] = Object.keys(state.on).flatMap((type) => [
      { type, code: '123456', email: 'a@b.pk', typed: MODEL_INPUT.number },
      // A signed-in identity (the flag context machine switches to it; every other machine ignores the field).
      { type, identity: { kind: 'user', key: 'user-1', email: 'a@b.pk' } },
      // A choice that replaces one made before (the plan switch's confirmation calls the earlier request off first).
      { type, number: MODEL_INPUT.number, planId: 'plan-2', staleRequestId: 'SR-1' },
      { type, method: 'EASYPAISA', walletNumber: '03001234567' },
    ]);
    for (const delay of Object.keys(state.after)) events.push({ type: `xstate.after.${delay}.${journey.id}.${name}` });
    if (state.invoke) {
      const id = state.invoke.src;
      outputs.forEach((output) => events.push({ type: `xstate.done.actor.${id}`, output }));
      errorCodes.forEach((code) => events.push({ type: `xstate.error.actor.${id}`, error: { status: 422, code } }));
    }
    return events;
  };
}

/** Input a general machine starts with in the model (the termination decision needs its number to confirm). */
const MODEL_INPUT = { number: '923000000000', reasonId: 'PRICE' };

const journeys = journeyFiles().map((f) => ({ id: f.definition.id, kind: f.definition.kind }));

describe.each(journeys)('model-based: $id', ({ id, kind }) => {
  const { journey, machine } = compiled(id);
  const events = kind === 'wizard' ? wizardEvents(journey) : machineEvents(journey);
  const shortest = getShortestPaths(machine, { events, serializeState: kind === 'wizard' ? wizardKey : id === 'loyalty-redeem' ? byValueAndPolls : byValueAndCounters, ...(kind === 'wizard' || id === 'payment' ? {} : { input: MODEL_INPUT }) } as never);

  it('every state is reached by some shortest path, and the end is reachable from the start', () => {
    const reached = new Set(shortest.map((p) => String(p.state.value)));
    // A state with an unguarded 'always' transition is transient: the machine never rests there.
    const transient = (name: string) => journey.states[name]!.always.some((t) => !t.guard);
    expect([...reached].sort()).toEqual(Object.keys(journey.states).filter((n) => !transient(n)).sort());
    expect(shortest.some((p) => p.state.status === 'done')).toBe(true);
  });

  it('every reachable state has a screen or is explicitly screenless', () => {
    for (const path of shortest) {
      for (const step of [{ state: path.steps[0]?.state ?? path.state }, ...path.steps]) {
        const meta = journey.states[String(step.state.value)]?.meta;
        expect(meta && (meta.screen !== undefined || meta.screenless), `${id}: ${String(step.state.value)}`).toBeTruthy();
      }
    }
  });

  if (kind !== 'wizard') return;
  const runtime = wizardRuntime(journey.id, journey.steps, createBehaviours().guards);
  const simple = getSimplePaths(machine, { events: wizardWalkEvents(journey), serializeState: wizardKey } as never);

  it('replays simple paths: BACK undoes NEXT, and skipped steps are exactly those whose guard holds', () => {
    expect(simple.length).toBeGreaterThan(journey.steps.length);
    for (const path of [...shortest, ...simple]) {
      let before = machine.resolveState({ value: journey.initial, context: runtime.initialContext() } as never) as AnyMachineSnapshot;
      for (const { event, state: after } of path.steps) {
        const from = journey.steps.findIndex((s) => s.name === before.value);
        const to = journey.steps.findIndex((s) => s.name === after.value);
        const data = (after.context as WizardContext).data;
        if (event.type === 'NEXT' && from >= 0) {
          const between = journey.steps.slice(from + 1, to < 0 ? undefined : to);
          between.forEach((s) => expect(runtime.skipped(s, data), `${s.name} should be skipped`).toBe(true));
          if (to >= 0) {
            expect(runtime.skipped(journey.steps[to]!, data)).toBe(false);
            const back = getNextSnapshot(machine, after, { type: 'BACK' });
            const expectedBack = runtime.skipped(journey.steps[from]!, data) ? (after.context as WizardContext).previous : journey.steps[from]!.name;
            expect(back.value, `BACK after NEXT from ${String(before.value)}`).toBe(expectedBack);
          } else {
            expect(after.value).toBe(WIZARD_COMPLETE);
          }
        }
        before = after;
      }
    }
  });
});
