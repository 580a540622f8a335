import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { compileJourney, invokedActors, WIZARD_COMPLETE, type JourneyDefinition, type WizardContext } from '../../engine';
import { compiled } from '../support/journeys';

type Ev = { type: string; [k: string]: unknown };
interface Case {
  name: string;
  journey: string;
  events: Ev[];
  expected: { state: string; previous?: string | null; next?: string | null; nextButOne?: string | null; furthest?: number };
}

const NEXT: Ev = { type: 'NEXT' };
const BACK: Ev = { type: 'BACK' };
const next = (data: Record<string, unknown>): Ev => ({ type: 'NEXT', data });
const goto = (step: string): Ev => ({ type: 'GOTO', step });
/** The first SIM replacement step's work (journeys/sim-replacement.json) answering: the request is made. */
const made: Ev = { type: 'xstate.done.actor.createSimReplacementRequest', output: { requestId: 'SR-1' } };
/** Step work that never answers by itself: the cases answer it with their own done events. */
const waiting = (journey: string) =>
  compiled(journey).machine.provide({ actors: Object.fromEntries(invokedActors(compiled(journey).journey).map((n) => [n, fromPromise(() => new Promise(() => {}))])) });

const cases: Case[] = [
  { name: 'starts at index 0', journey: 'onboarding', events: [], expected: { state: 'preCheckout', previous: null, next: 'addonSelection', nextButOne: 'connectionDetails' } },
  { name: 'NEXT moves one step', journey: 'onboarding', events: [NEXT], expected: { state: 'addonSelection', previous: 'preCheckout' } },
  { name: 'BACK undoes NEXT', journey: 'onboarding', events: [NEXT, NEXT, BACK], expected: { state: 'addonSelection', furthest: 2 } },
  { name: 'BACK on the first step stays', journey: 'onboarding', events: [BACK], expected: { state: 'preCheckout' } },
  { name: 'a new number skips port-in details', journey: 'onboarding', events: [NEXT, NEXT, next({ numberType: 'NEW' })], expected: { state: 'personalDetails', previous: 'connectionDetails' } },
  { name: 'port-in shows port-in details', journey: 'onboarding', events: [NEXT, NEXT, next({ numberType: 'PORT_IN' })], expected: { state: 'portInDetails', next: 'personalDetails' } },
  {
    name: 'eSIM without delivery skips the address step',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ simType: 'esim', numberType: 'NEW' }), NEXT],
    expected: { state: 'manualEkyc', previous: 'personalDetails' },
  },
  {
    name: 'eSIM that needs delivery keeps the address step',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ simType: 'esim', esimDeliveryNeeded: true, numberType: 'NEW' }), NEXT],
    expected: { state: 'addressDetails' },
  },
  {
    name: 'BACK skips the same steps NEXT skipped',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ simType: 'esim', numberType: 'NEW' }), NEXT, BACK, BACK],
    expected: { state: 'connectionDetails' },
  },
  {
    name: 'KYC not required skips eKYC',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ numberType: 'NEW' }), NEXT, next({ kycRequired: false })],
    expected: { state: 'orderSummary', previous: 'addressDetails' },
  },
  { name: 'GOTO a reached step', journey: 'onboarding', events: [NEXT, NEXT, NEXT, goto('addonSelection')], expected: { state: 'addonSelection', furthest: 4 } },
  { name: 'GOTO a step not reached lands on the furthest reached', journey: 'onboarding', events: [NEXT, NEXT, BACK, goto('payment')], expected: { state: 'connectionDetails' } },
  { name: 'GOTO an unknown step is ignored', journey: 'onboarding', events: [NEXT, goto('nowhere')], expected: { state: 'addonSelection' } },
  { name: 'GOTO a skipped step lands on the step before it', journey: 'onboarding', events: [NEXT, NEXT, next({ numberType: 'NEW' }), goto('portInDetails')], expected: { state: 'connectionDetails' } },
  {
    name: 'NEXT from the last step completes the journey',
    journey: 'termination',
    events: [NEXT, NEXT, NEXT],
    expected: { state: WIZARD_COMPLETE },
  },
  {
    name: 'SIM replacement: eSIM without delivery goes from eKYC to the summary',
    journey: 'sim-replacement',
    events: [next({ simType: 'esim' }), made, NEXT],
    expected: { state: 'simReplacementOrderSummary', previous: 'simReplacementKyc' },
  },
  {
    name: 'SIM replacement: a physical SIM goes from eKYC to delivery details',
    journey: 'sim-replacement',
    events: [next({ simType: 'physical_sim' }), made, NEXT],
    expected: { state: 'simReplacementDeliveryDetails' },
  },
];

describe('wizard journeys', () => {
  it.each(cases)('$journey: $name', ({ journey, events, expected }) => {
    const actor = createActor(waiting(journey)).start();
    events.forEach((e) => actor.send(e));
    const snap = actor.getSnapshot();
    const ctx = snap.context as WizardContext;
    expect(snap.value).toBe(expected.state);
    for (const key of ['previous', 'next', 'nextButOne', 'furthest'] as const) {
      if (expected[key] !== undefined) expect(ctx[key]).toBe(expected[key]);
    }
    if (expected.state !== WIZARD_COMPLETE) expect(ctx.current).toBe(expected.state);
  });

  it('UPDATE keeps the step and merges data', () => {
    const actor = createActor(compiled('onboarding').machine).start();
    actor.send({ type: 'UPDATE', data: { planId: 'p1' } });
    actor.send({ type: 'UPDATE', data: { addons: ['a'] } });
    expect(actor.getSnapshot().value).toBe('preCheckout');
    expect((actor.getSnapshot().context as WizardContext).data).toEqual({ planId: 'p1', addons: ['a'] });
  });

  it('swapping two steps in the JSON swaps the order walked, with no code change', () => {
    const definition = compiled('onboarding').journey;
    const original = JSON.parse(JSON.stringify(definition.steps.map((s) => ({ name: s.name, path: s.path }))));
    [original[1], original[2]] = [original[2], original[1]];
    const swapped: JourneyDefinition = { id: 'onboarding', kind: 'wizard', steps: original };
    const actor = createActor(compileJourney(swapped).machine).start();
    actor.send(NEXT);
    expect(actor.getSnapshot().value).toBe('connectionDetails');
    actor.send(NEXT);
    expect(actor.getSnapshot().value).toBe('addonSelection');
  });

  it('carries each step path and screen in state meta', () => {
    const { machine } = compiled('onboarding');
    const snap = createActor(machine).start().getSnapshot();
    const meta = Object.values(snap.getMeta())[0] as { path: string; screen: string };
    expect(meta).toMatchObject({ path: '/web/pre-checkout', screen: 'preCheckout' });
  });
});
