import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { compileJourney, invokedActors, WIZARD_COMPLETE, type JourneyDefinition, type WizardContext } from '../../engine';
import type { WizardStep } from '../../schemas/generated/journey';
import { answerWork, compiled, stepAfter, stepInvoking, stepSkippedBy, stepsWalked, walkForward } from '../support/journeys';

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
/** The first SIM replacement step's work (journeys/sim-replacement.json) answering: the request is made. */
const made: Ev = { type: 'xstate.done.actor.createSimReplacementRequest', output: { requestId: 'SR-1' } };
/** Step work that never answers by itself: the cases answer it with their own done events. A signed-in customer. */
const waiting = (journey: string) => {
  const { machine, journey: j } = compiled(journey, { now: () => Date.now(), signedIn: () => true });
  return machine.provide({ actors: Object.fromEntries(invokedActors(j).map((n) => [n, fromPromise(() => new Promise(() => {}))])) });
};

/**
 * The purchase (journeys/onboarding.json) as its JSON has it: every step, route and neighbour below is read from the
 * JSON, so adding, removing or reordering steps there needs no change here. Steps are found by what they do (the step
 * that locks the chosen number, the one a port-in needs) and worlds by the skip guards their data makes hold.
 */
const purchase = compiled('onboarding').journey;
const connection = stepInvoking(purchase, 'lockChosenNumber');
const portIn = stepSkippedBy(purchase, 'isNotPortIn');
const PORT_IN = { donorTelco: 'jazz', currentNumber: '923219876543' };
const portInChecked: Ev = { type: 'xstate.done.actor.checkPortIn', output: { portIn: { ...PORT_IN, eligible: true, requestId: 'MNP-1' } } };
const portInDone: Ev = { type: 'xstate.done.actor.checkPortIn', output: {} };
const portInRefused: Ev = { type: 'xstate.error.actor.checkPortIn', error: { code: 'MNP_NOT_ELIGIBLE', description: 'NOT_PORTABLE' } };

/** Customers by the answers the purchase's skip guards read, and the guards that then hold (engine/behaviours/). */
const WORLDS = [
  { name: 'a new number on a physical SIM', data: { numberType: 'NEW', simType: 'physical_sim', kycRequired: true }, skippedBy: ['isNotPortIn'] },
  { name: 'a port-in', data: { numberType: 'PORT_IN', simType: 'physical_sim', kycRequired: true, portIn: PORT_IN }, skippedBy: [] },
  { name: 'an eSIM without delivery', data: { numberType: 'NEW', simType: 'esim', kycRequired: true }, skippedBy: ['isNotPortIn', 'isEsimWithoutDelivery'] },
  { name: 'an eSIM that needs delivery', data: { numberType: 'NEW', simType: 'esim', esimDeliveryNeeded: true, kycRequired: true }, skippedBy: ['isNotPortIn'] },
  { name: 'KYC not required', data: { numberType: 'NEW', simType: 'physical_sim', kycRequired: false }, skippedBy: ['isNotPortIn', 'isKycNotRequired'] },
] as const;
const NEW_NUMBER = WORLDS[0];
/** The steps a new-number customer walks, in order. */
const walked = stepsWalked(purchase, NEW_NUMBER.skippedBy);
const indexOf = (name: string) => purchase.steps.findIndex((s) => s.name === name);
/** The purchase's actor, walked by a customer of a world to a step. */
function purchaseAt(step: string, data: Record<string, unknown> = NEW_NUMBER.data) {
  const actor = createActor(waiting('onboarding')).start();
  walkForward(actor, purchase, data, step);
  expect(actor.getSnapshot().value, `walked to ${step}`).toBe(step);
  return actor;
}
const ctxOf = (actor: { getSnapshot(): { context: unknown } }) => actor.getSnapshot().context as WizardContext;

describe('the purchase, as its JSON orders it', () => {
  it.each(WORLDS)('$name: Next walks every step not skipped, in order, with the neighbours each step shows; Back walks them back', ({ data, skippedBy }) => {
    const expected = stepsWalked(purchase, skippedBy);
    const actor = createActor(waiting('onboarding')).start();
    expect(ctxOf(actor)).toMatchObject({ current: expected[0], previous: null });
    const seen = [expected[0]];
    actor.send(next(data));
    for (let i = 1; actor.getSnapshot().status === 'active' && i < expected.length * 3; i++) {
      while (answerWork(actor, purchase));
      const at = ctxOf(actor).current;
      if (seen.at(-1) !== at) seen.push(at);
      const k = expected.indexOf(at);
      // `way`: every step this customer walks (what the progress indicator counts), as the data known decides.
      expect(ctxOf(actor), at).toMatchObject({ previous: expected[k - 1] ?? null, next: expected[k + 1] ?? null, nextButOne: expected[k + 2] ?? null, way: expected });
      if (at === expected.at(-1)) break;
      actor.send(NEXT);
    }
    expect(seen).toEqual(expected);
    const back = [ctxOf(actor).current];
    for (let i = 0; i < expected.length; i++) {
      actor.send(BACK);
      if (back.at(-1) !== ctxOf(actor).current) back.push(ctxOf(actor).current);
    }
    expect(back).toEqual([...expected].reverse());
    expect(ctxOf(actor), 'the first step, with the data given').toMatchObject({ previous: null, next: expected[1] ?? null, nextButOne: expected[2] ?? null });
    actor.send({ type: 'GOTO', step: expected.at(-1) });
    actor.send(NEXT);
    while (answerWork(actor, purchase));
    expect(actor.getSnapshot().value, 'Next from the last step').toBe(WIZARD_COMPLETE);
  });

  it('starts on the first step; Back there stays; Next moves one step and Back undoes it', () => {
    const actor = createActor(waiting('onboarding')).start();
    expect(actor.getSnapshot().value).toBe(purchase.steps[0]?.name);
    actor.send(BACK);
    expect(actor.getSnapshot().value).toBe(walked[0]);
    walkForward(actor, purchase, NEW_NUMBER.data, walked[2]);
    actor.send(BACK);
    expect(ctxOf(actor)).toMatchObject({ current: walked[1], furthest: indexOf(walked[2] as string) });
  });

  it('GOTO: a reached step is shown; one not reached lands on the furthest reached; an unknown one is ignored', () => {
    const actor = purchaseAt(walked[3] as string);
    actor.send({ type: 'GOTO', step: walked[1] });
    expect(ctxOf(actor)).toMatchObject({ current: walked[1], furthest: indexOf(walked[3] as string) });
    actor.send({ type: 'GOTO', step: purchase.steps.at(-1)?.name });
    expect(actor.getSnapshot().value).toBe(walked[3]);
    actor.send({ type: 'GOTO', step: 'nowhere' });
    expect(actor.getSnapshot().value).toBe(walked[3]);
  });

  it('GOTO a skipped step lands on the step before it', () => {
    const actor = purchaseAt(walked.find((n) => indexOf(n) > portIn.index) as string);
    actor.send({ type: 'GOTO', step: portIn.name });
    expect(actor.getSnapshot().value).toBe(walked.filter((n) => indexOf(n) < portIn.index).at(-1));
  });

  it("the port-in step's check: a result or a refusal comes back to the step, nothing left to check moves on", () => {
    const after = stepsWalked(purchase, []).find((n) => indexOf(n) > portIn.index);
    const actor = purchaseAt(portIn.name, WORLDS[1].data);
    actor.send(next({ portIn: PORT_IN }));
    actor.send(portInChecked);
    expect(ctxOf(actor)).toMatchObject({ current: portIn.name, next: after ?? null });
    expect(ctxOf(actor).data.portIn).toEqual({ ...PORT_IN, eligible: true, requestId: 'MNP-1' });
    expect(ctxOf(actor).stepError).toBeNull();
    actor.send(next({ portIn: { donorTelco: 'jazz', currentNumber: '923211230000' } }));
    actor.send(portInRefused);
    expect(actor.getSnapshot().value).toBe(portIn.name);
    expect(ctxOf(actor).stepError).toEqual({ code: 'MNP_NOT_ELIGIBLE', description: 'NOT_PORTABLE' });
    actor.send({ type: 'UPDATE', data: { portIn: { donorTelco: 'jazz', currentNumber: '92321' } } });
    expect(ctxOf(actor).stepError).toBeNull();
    actor.send(NEXT);
    actor.send(portInDone);
    expect(ctxOf(actor)).toMatchObject({ current: after, previous: portIn.name });
  });

  it('the step that locks the chosen number: a number chosen is locked and shown held there; Next without one moves on', () => {
    const actor = purchaseAt(connection.name);
    actor.send(next({ numberLock: { number: '923410000001' } }));
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    actor.send({ type: 'xstate.done.actor.lockChosenNumber', output: { selectedNumber: '923410000001', lockedUntil: 1, numberLock: null } });
    expect(actor.getSnapshot().value).toBe(connection.name);
    expect(ctxOf(actor).data).toMatchObject({ selectedNumber: '923410000001', numberLock: null });
    actor.send(next({ numberType: 'NEW', numberLock: null }));
    actor.send({ type: 'xstate.done.actor.lockChosenNumber', output: {} });
    expect(actor.getSnapshot().value).toBe(walked[walked.indexOf(connection.name) + 1]);
  });
});

/**
 * The SIM replacement (journeys/sim-replacement.json) as its JSON has it: the step that makes the request, the one after
 * it, what follows for each world, and where its work's answer resumes a request left half-way (its onDone targets).
 */
const replacement = compiled('sim-replacement').journey;
const request = stepInvoking(replacement, 'createSimReplacementRequest');
const afterRequest = stepAfter(replacement, request.name);
const everyStep = stepsWalked(replacement, []);
const before = (step: string) => everyStep[everyStep.indexOf(step) - 1];
const resumedBy = (guard: string) => {
  const target = (request.invoke?.onDone as Array<{ guard?: string; target?: string }> | undefined)?.find((t) => t.guard === guard)?.target;
  if (!target) throw new Error(`the request step's work has no ending guarded by '${guard}'`);
  return target;
};
const resumedAtDelivery = resumedBy('isSimReplacementResumedAtDelivery');
const resumedAtPayment = resumedBy('isSimReplacementResumedAtPayment');
const resumed = (resumeAt: string, extra: Record<string, unknown> = {}): Ev => ({ type: `xstate.done.actor.${request.invoke!.src}`, output: { requestId: 'SR-1', simType: 'physical_sim', ...extra, resumeAt } });

const cases: Case[] = [
  {
    name: 'NEXT from the last step completes the journey',
    journey: 'termination',
    events: [NEXT, NEXT, NEXT],
    expected: { state: WIZARD_COMPLETE },
  },
  {
    name: 'SIM replacement: eSIM without delivery goes from the step after the request past the delivery step',
    journey: 'sim-replacement',
    events: [next({ simType: 'esim' }), made, NEXT],
    expected: { state: stepAfter(replacement, afterRequest, ['isEsimWithoutDelivery']), previous: afterRequest },
  },
  {
    name: 'SIM replacement: a physical SIM goes from the step after the request to the next, skipping nothing',
    journey: 'sim-replacement',
    events: [next({ simType: 'physical_sim' }), made, NEXT],
    expected: { state: stepAfter(replacement, afterRequest) },
  },
  {
    name: 'SIM replacement continued (issue 29): a request left at identity resumes at identity',
    journey: 'sim-replacement',
    events: [next({ resumeRequestId: 'SR-1' }), resumed(afterRequest)],
    expected: { state: afterRequest },
  },
  {
    name: 'SIM replacement continued: a request left before its delivery resumes at the delivery step',
    journey: 'sim-replacement',
    events: [next({ resumeRequestId: 'SR-1' }), resumed(resumedAtDelivery)],
    expected: { state: resumedAtDelivery, previous: before(resumedAtDelivery), furthest: everyStep.indexOf(resumedAtDelivery) },
  },
  {
    name: 'SIM replacement continued: a request left unpaid resumes at the payment, and back reaches the summary',
    journey: 'sim-replacement',
    events: [next({ resumeRequestId: 'SR-1' }), resumed(resumedAtPayment, { paymentRequired: true }), BACK],
    expected: { state: before(resumedAtPayment)!, furthest: everyStep.indexOf(resumedAtPayment) },
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

  it("the port-in step: too many codes for the number is the step's error with the time to try again", () => {
    const actor = purchaseAt(portIn.name, WORLDS[1].data);
    actor.send(next({ portIn: PORT_IN }));
    const refusal = { code: 'TOO_MANY_CODES', status: 429, description: 'Too many codes', retryAt: 1_800_000_000_000 };
    actor.send({ type: 'xstate.error.actor.checkPortIn', error: refusal });
    expect(actor.getSnapshot().value).toBe(portIn.name);
    expect(ctxOf(actor).stepError).toEqual(refusal);
  });

  it('UPDATE keeps the step and merges data', () => {
    const actor = createActor(compiled('onboarding').machine).start();
    actor.send({ type: 'UPDATE', data: { planId: 'p1' } });
    actor.send({ type: 'UPDATE', data: { addons: ['a'] } });
    expect(actor.getSnapshot().value).toBe(purchase.steps[0]?.name);
    expect((actor.getSnapshot().context as WizardContext).data).toEqual({ planId: 'p1', addons: ['a'] });
  });

  it('swapping two steps in the JSON swaps the order walked, with no code change', () => {
    const definition = compiled('onboarding').journey;
    const original = JSON.parse(JSON.stringify(definition.steps.map((s) => ({ name: s.name, path: s.path }))));
    [original[1], original[2]] = [original[2], original[1]];
    const swapped: JourneyDefinition = { id: 'onboarding', kind: 'wizard', steps: original };
    const actor = createActor(compileJourney(swapped).machine).start();
    actor.send(NEXT);
    expect(actor.getSnapshot().value).toBe(original[1].name);
    actor.send(NEXT);
    expect(actor.getSnapshot().value).toBe(original[2].name);
  });

  it('a step added in the JSON is on the way the progress indicator counts, at its place, with no code change (issue 46)', () => {
    const definition = compiled('onboarding').journey;
    const added = { name: 'addedGuide', path: '/web/added-guide' };
    const [first, ...rest] = definition.steps.map((s) => ({ name: s.name, path: s.path }));
    const steps: [WizardStep, ...WizardStep[]] = [first!, ...rest.slice(0, 1), added, ...rest.slice(1)];
    const actor = createActor(compileJourney({ id: 'onboarding', kind: 'wizard', steps }).machine).start();
    expect(ctxOf(actor).way).toEqual(steps.map((s) => s.name));
    actor.send(NEXT);
    actor.send(NEXT);
    expect(actor.getSnapshot().value).toBe(added.name);
    expect(ctxOf(actor).way.indexOf(added.name)).toBe(2);
  });

  it('carries each step path and screen in state meta', () => {
    const { machine } = compiled('onboarding');
    const snap = createActor(machine).start().getSnapshot();
    const meta = Object.values(snap.getMeta())[0] as { path: string; screen: string };
    const first = purchase.steps[0];
    expect(meta).toMatchObject({ path: first?.path, screen: first?.screen });
  });
});
