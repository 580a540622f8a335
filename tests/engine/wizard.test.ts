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
/** The connection step's work (journeys/onboarding.json lockChosenNumber) answering Next: no number to lock, move on. */
const conn: Ev = { type: 'xstate.done.actor.lockChosenNumber', output: {} };
/** The port-in step's work (journeys/onboarding.json checkPortIn): a result to show, nothing left to check, a refusal. */
const portInChecked: Ev = { type: 'xstate.done.actor.checkPortIn', output: { portIn: { donorTelco: 'jazz', currentNumber: '923219876543', eligible: true, requestId: 'MNP-1' } } };
const portInDone: Ev = { type: 'xstate.done.actor.checkPortIn', output: {} };
const portInRefused: Ev = { type: 'xstate.error.actor.checkPortIn', error: { code: 'MNP_NOT_ELIGIBLE', description: 'NOT_PORTABLE' } };
const toPortIn: Ev[] = [NEXT, NEXT, next({ numberType: 'PORT_IN' }), conn, next({ portIn: { donorTelco: 'jazz', currentNumber: '923219876543' } })];
/** Step work that never answers by itself: the cases answer it with their own done events. */
const waiting = (journey: string) =>
  compiled(journey).machine.provide({ actors: Object.fromEntries(invokedActors(compiled(journey).journey).map((n) => [n, fromPromise(() => new Promise(() => {}))])) });

const cases: Case[] = [
  { name: 'starts at index 0', journey: 'onboarding', events: [], expected: { state: 'preCheckout', previous: null, next: 'addonSelection', nextButOne: 'connectionDetails' } },
  { name: 'NEXT moves one step', journey: 'onboarding', events: [NEXT], expected: { state: 'addonSelection', previous: 'preCheckout' } },
  { name: 'BACK undoes NEXT', journey: 'onboarding', events: [NEXT, NEXT, BACK], expected: { state: 'addonSelection', furthest: 2 } },
  { name: 'BACK on the first step stays', journey: 'onboarding', events: [BACK], expected: { state: 'preCheckout' } },
  { name: 'a new number skips port-in details', journey: 'onboarding', events: [NEXT, NEXT, next({ numberType: 'NEW' }), conn], expected: { state: 'personalDetails', previous: 'connectionDetails' } },
  { name: 'port-in: a check with a result comes back to the step', journey: 'onboarding', events: [...toPortIn, portInChecked], expected: { state: 'portInDetails', next: 'personalDetails' } },
  { name: 'port-in: a refused check comes back to the step', journey: 'onboarding', events: [...toPortIn, portInRefused], expected: { state: 'portInDetails' } },
  { name: 'port-in: nothing left to check moves on', journey: 'onboarding', events: [...toPortIn, portInChecked, NEXT, portInDone], expected: { state: 'personalDetails', previous: 'portInDetails' } },
  { name: 'port-in shows port-in details', journey: 'onboarding', events: [NEXT, NEXT, next({ numberType: 'PORT_IN' }), conn], expected: { state: 'portInDetails', next: 'personalDetails' } },
  {
    name: 'eSIM without delivery skips the address step',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ simType: 'esim', numberType: 'NEW' }), conn, NEXT],
    expected: { state: 'manualEkyc', previous: 'personalDetails' },
  },
  {
    name: 'eSIM that needs delivery keeps the address step',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ simType: 'esim', esimDeliveryNeeded: true, numberType: 'NEW' }), conn, NEXT],
    expected: { state: 'addressDetails' },
  },
  {
    name: 'BACK skips the same steps NEXT skipped',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ simType: 'esim', numberType: 'NEW' }), conn, NEXT, BACK, BACK],
    expected: { state: 'connectionDetails' },
  },
  {
    name: 'KYC not required skips eKYC',
    journey: 'onboarding',
    events: [NEXT, NEXT, next({ numberType: 'NEW' }), conn, NEXT, next({ kycRequired: false })],
    expected: { state: 'orderSummary', previous: 'addressDetails' },
  },
  { name: 'GOTO a reached step', journey: 'onboarding', events: [NEXT, NEXT, NEXT, conn, goto('addonSelection')], expected: { state: 'addonSelection', furthest: 4 } },
  { name: 'GOTO a step not reached lands on the furthest reached', journey: 'onboarding', events: [NEXT, NEXT, BACK, goto('payment')], expected: { state: 'connectionDetails' } },
  { name: 'GOTO an unknown step is ignored', journey: 'onboarding', events: [NEXT, goto('nowhere')], expected: { state: 'addonSelection' } },
  { name: 'GOTO a skipped step lands on the step before it', journey: 'onboarding', events: [NEXT, NEXT, next({ numberType: 'NEW' }), conn, goto('portInDetails')], expected: { state: 'connectionDetails' } },
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
  {
    name: 'SIM replacement continued (issue 29): a request left at identity resumes at identity',
    journey: 'sim-replacement',
    events: [next({ resumeRequestId: 'SR-1' }), { type: 'xstate.done.actor.createSimReplacementRequest', output: { requestId: 'SR-1', simType: 'physical_sim', resumeAt: 'simReplacementKyc' } }],
    expected: { state: 'simReplacementKyc' },
  },
  {
    name: 'SIM replacement continued: a request left before its delivery resumes at the delivery step',
    journey: 'sim-replacement',
    events: [next({ resumeRequestId: 'SR-1' }), { type: 'xstate.done.actor.createSimReplacementRequest', output: { requestId: 'SR-1', simType: 'physical_sim', resumeAt: 'simReplacementDeliveryDetails' } }],
    expected: { state: 'simReplacementDeliveryDetails', previous: 'simReplacementKyc', furthest: 2 },
  },
  {
    name: 'SIM replacement continued: a request left unpaid resumes at the payment, and back reaches the summary',
    journey: 'sim-replacement',
    events: [next({ resumeRequestId: 'SR-1' }), { type: 'xstate.done.actor.createSimReplacementRequest', output: { requestId: 'SR-1', simType: 'physical_sim', paymentRequired: true, resumeAt: 'simReplacementOrderPayment' } }, BACK],
    expected: { state: 'simReplacementOrderSummary', furthest: 4 },
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

  it("port-in: the check's result is merged into the data; a refusal is the step's error, cleared by the next edit", () => {
    const actor = createActor(waiting('onboarding')).start();
    [...toPortIn, portInChecked].forEach((e) => actor.send(e));
    let ctx = actor.getSnapshot().context as WizardContext;
    expect(ctx.data.portIn).toEqual({ donorTelco: 'jazz', currentNumber: '923219876543', eligible: true, requestId: 'MNP-1' });
    expect(ctx.stepError).toBeNull();
    actor.send(next({ portIn: { donorTelco: 'jazz', currentNumber: '923211230000' } }));
    actor.send(portInRefused);
    ctx = actor.getSnapshot().context as WizardContext;
    expect(ctx.stepError).toEqual({ code: 'MNP_NOT_ELIGIBLE', description: 'NOT_PORTABLE' });
    actor.send({ type: 'UPDATE', data: { portIn: { donorTelco: 'jazz', currentNumber: '92321' } } });
    expect((actor.getSnapshot().context as WizardContext).stepError).toBeNull();
  });

  it('port-in: too many codes for the number is the step\'s error with the time to try again', () => {
    const actor = createActor(waiting('onboarding')).start();
    toPortIn.forEach((e) => actor.send(e));
    actor.send(next({ portIn: { donorTelco: 'jazz', currentNumber: '923211234567' } }));
    actor.send({ type: 'xstate.error.actor.checkPortIn', error: { code: 'TOO_MANY_CODES', status: 429, description: 'Too many codes', retryAt: 1_800_000_000_000 } });
    expect((actor.getSnapshot().context as WizardContext).stepError).toEqual({ code: 'TOO_MANY_CODES', status: 429, description: 'Too many codes', retryAt: 1_800_000_000_000 });
  });

  it('the connection step: a number chosen is locked and shown held on the step; Next without one moves on', () => {
    const actor = createActor(waiting('onboarding')).start();
    [NEXT, NEXT, next({ numberLock: { number: '923410000001' } })].forEach((e) => actor.send(e));
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    actor.send({ type: 'xstate.done.actor.lockChosenNumber', output: { selectedNumber: '923410000001', lockedUntil: 1, numberLock: null } });
    expect(actor.getSnapshot().value).toBe('connectionDetails');
    expect((actor.getSnapshot().context as WizardContext).data).toMatchObject({ selectedNumber: '923410000001', numberLock: null });
    actor.send(next({ numberType: 'NEW', numberLock: null }));
    actor.send(conn);
    expect(actor.getSnapshot().value).toBe('personalDetails');
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
