import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { compileJourney, createBehaviours, createJourneyActor, persistJourney, WIZARD_COMPLETE, type JourneyDefinition, type WizardContext } from '../../engine';
import { checkJourneyText } from '../../engine/check';
import { restoreOptions } from '../../engine/persist';

/** A small wizard whose second step does work when the customer continues (issue 28: steps invoke named actors). */
const definition = (invoke: Record<string, unknown>): JourneyDefinition =>
  ({
    id: 'work',
    kind: 'wizard',
    steps: [
      { name: 'choose', path: '/w/choose' },
      { name: 'confirm', path: '/w/confirm', invoke },
      { name: 'identity', path: '/w/identity', skip: 'isKycNotRequired' },
      { name: 'pay', path: '/w/pay' },
    ],
  }) as unknown as JourneyDefinition;

type Seen = Array<Record<string, unknown>>;
function run(invoke: Record<string, unknown>, outcome: (input: Record<string, unknown>) => Promise<unknown>) {
  const seen: Seen = [];
  const actor = createJourneyActor(compileJourney(definition(invoke)), {
    actors: {
      createPlanSwitchRequest: fromPromise(async ({ input }: { input: Record<string, unknown> }) => {
        seen.push(input);
        return outcome(input);
      }),
    },
  }).start();
  return { actor, seen, ctx: () => actor.getSnapshot().context as WizardContext };
}

describe('a wizard step that invokes work', () => {
  it('NEXT runs the actor with the data and the step data, merges its output and moves on with skips applied', async () => {
    const { actor, seen, ctx } = run({ src: 'createPlanSwitchRequest' }, async () => ({ requestId: 'SR-1', kycRequired: false }));
    actor.send({ type: 'NEXT', data: { planId: 'p-1' } });
    actor.send({ type: 'NEXT', data: { confirmed: true } });
    expect(actor.getSnapshot().value).toBe('confirm:working');
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    // While the work runs, a second NEXT is not heard (no double submit) and the URL stays the step's.
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.value !== 'confirm:working');
    expect(seen).toEqual([{ planId: 'p-1', confirmed: true }]);
    // kycRequired: false came from the actor's output and skips the identity step.
    expect(actor.getSnapshot().value).toBe('pay');
    expect(ctx().data).toMatchObject({ planId: 'p-1', confirmed: true, requestId: 'SR-1', kycRequired: false });
    expect(ctx().previous).toBe('confirm');
  });

  it('a failure comes back to the step with the error, keeps what was typed, and NEXT tries again', async () => {
    let fail = true;
    const { actor, seen, ctx } = run({ src: 'createPlanSwitchRequest' }, async () => {
      if (fail) throw { status: 409, code: 'REQUEST_ALREADY_OPEN', description: 'open' };
      return { requestId: 'SR-2' };
    });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT', data: { note: 'typed' } });
    await waitFor(actor, (s) => s.value === 'confirm');
    expect(ctx().stepError).toEqual({ status: 409, code: 'REQUEST_ALREADY_OPEN', description: 'open' });
    expect(ctx().data.note).toBe('typed');
    fail = false;
    actor.send({ type: 'NEXT' });
    expect(ctx().stepError).toBeNull();
    await waitFor(actor, (s) => s.value === 'identity');
    expect(seen).toHaveLength(2);
  });

  it('outcomes branch to named steps by guard, in order', async () => {
    const invoke = {
      src: 'createPlanSwitchRequest',
      onDone: [{ guard: 'isPaymentNotRequired', target: 'choose' }, {}],
      onError: [{ guard: 'isKycMissingError', target: 'identity' }],
    };
    const free = run(invoke, async () => ({ paymentRequired: false }));
    free.actor.send({ type: 'NEXT' });
    free.actor.send({ type: 'NEXT' });
    await waitFor(free.actor, (s) => !s.hasTag('working'));
    expect(free.actor.getSnapshot().value).toBe('choose');

    const kyc = run(invoke, async () => {
      throw { status: 422, code: 'KYC_MISSING' };
    });
    kyc.actor.send({ type: 'NEXT' });
    kyc.actor.send({ type: 'NEXT' });
    await waitFor(kyc.actor, (s) => !s.hasTag('working'));
    expect(kyc.actor.getSnapshot().value).toBe('identity');
    expect(kyc.ctx().stepError?.code).toBe('KYC_MISSING');
  });

  it('a named input mapper decides what the actor receives', async () => {
    const { actor, seen } = run({ src: 'createPlanSwitchRequest', input: 'stepData' }, async () => ({}));
    actor.send({ type: 'NEXT', data: { planId: 'p-9' } });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => !s.hasTag('working'));
    expect(seen).toEqual([{ planId: 'p-9' }]);
  });

  it('the last step with work completes the journey on success', async () => {
    const def = { id: 'last', kind: 'wizard', steps: [{ name: 'only', path: '/l', invoke: { src: 'terminateNumber' } }] } as unknown as JourneyDefinition;
    const actor = createJourneyActor(compileJourney(def), { actors: { terminateNumber: fromPromise(async () => ({ done: true })) } }).start();
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe(WIZARD_COMPLETE);
    expect((actor.getSnapshot().context as WizardContext).data.done).toBe(true);
  });

  it('a reload while the work runs restores the step with its data, never the request in flight', () => {
    const compiled = compileJourney(definition({ src: 'createPlanSwitchRequest' }));
    const actor = createJourneyActor(compiled, { actors: { createPlanSwitchRequest: fromPromise(() => new Promise(() => {})) } }).start();
    actor.send({ type: 'NEXT', data: { planId: 'p-1' } });
    actor.send({ type: 'NEXT' });
    const saved = persistJourney(compiled.journey, actor);
    const restored = restoreOptions(compiled.journey, compiled.machine, saved);
    expect(restored).toEqual({ input: { data: { planId: 'p-1' }, furthestStep: 'confirm' } });
  });
});

describe("a gate before a step's work (invoke.gate)", () => {
  function gated(session: { signedIn: boolean }) {
    const seen: unknown[] = [];
    const compiled = compileJourney(definition({ src: 'createPlanSwitchRequest', gate: { guard: 'isSignedIn' } }), createBehaviours({ now: () => 0, signedIn: () => session.signedIn }));
    const actor = createJourneyActor(compiled, { actors: { createPlanSwitchRequest: fromPromise(async ({ input }) => (seen.push(input), {})) } }).start();
    actor.send({ type: 'NEXT', data: { planId: 'p-1' } });
    return { compiled, actor, seen, value: () => String(actor.getSnapshot().value) };
  }

  it('the guard holds: NEXT runs the work at once', async () => {
    const g = gated({ signedIn: true });
    g.actor.send({ type: 'NEXT', data: { confirmed: true } });
    expect(g.value()).toBe('confirm:working');
    await waitFor(g.actor, (s) => s.value === 'identity');
  });

  it('it does not: the step waits at the gate (data kept), NEXT there runs the work once it holds, CANCEL comes back', async () => {
    const session = { signedIn: false };
    const g = gated(session);
    g.actor.send({ type: 'NEXT', data: { confirmed: true } });
    expect(g.value()).toBe('confirm:gated');
    expect(g.actor.getSnapshot().hasTag('gated')).toBe(true);
    expect((g.actor.getSnapshot().context as WizardContext).data).toMatchObject({ planId: 'p-1', confirmed: true });
    g.actor.send({ type: 'NEXT' });
    expect(g.value()).toBe('confirm:gated');
    g.actor.send({ type: 'CANCEL' });
    expect(g.value()).toBe('confirm');
    g.actor.send({ type: 'NEXT' });
    session.signedIn = true;
    g.actor.send({ type: 'NEXT' });
    await waitFor(g.actor, (s) => s.value === 'identity');
    expect(g.seen).toEqual([{ planId: 'p-1', confirmed: true }]);
  });

  it('a reload at the gate restores the step with its data, the gate closed', () => {
    const g = gated({ signedIn: false });
    g.actor.send({ type: 'NEXT' });
    expect(g.value()).toBe('confirm:gated');
    const restored = restoreOptions(g.compiled.journey, g.compiled.machine, persistJourney(g.compiled.journey, g.actor));
    expect(restored).toEqual({ input: { data: { planId: 'p-1' }, furthestStep: 'confirm' } });
  });

  it('journeys:check refuses an unknown gate guard', () => {
    const problems = checkJourneyText('journeys/work.json', JSON.stringify(definition({ src: 'createPlanSwitchRequest', gate: { guard: 'isFullMoon' } })));
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual(["/steps/1/invoke/gate/guard: unknown guard 'isFullMoon'"]);
  });
});

describe('journeys:check on step work', () => {
  const text = (invoke: Record<string, unknown>) => JSON.stringify(definition(invoke));
  const messages = (invoke: Record<string, unknown>) => checkJourneyText('journeys/work.json', text(invoke)).map((p) => `${p.pointer}: ${p.message}`);

  it('accepts a known actor, mapper, guards and step targets', () => {
    expect(messages({ src: 'createPlanSwitchRequest', input: 'stepData', onError: [{ guard: 'isKycMissingError', target: 'identity' }, {}] })).toEqual([]);
  });

  it('refuses unknown actors, mappers, guards and targets, with file and pointer', () => {
    expect(messages({ src: 'launchRocket', input: 'everything', onDone: { guard: 'isFullMoon', target: 'moon' }, onError: [{}, { target: 'pay' }] })).toEqual([
      "/steps/1/invoke/src: unknown actor 'launchRocket'",
      "/steps/1/invoke/input: unknown input mapper 'everything'",
      "/steps/1/invoke/onDone/guard: unknown guard 'isFullMoon'",
      "/steps/1/invoke/onDone/target: unknown step 'moon'",
      '/steps/1/invoke/onError/0: an outcome without a guard must come last: the outcomes after it are never taken',
    ]);
  });

  it('refuses a guarded success without a target', () => {
    expect(messages({ src: 'createPlanSwitchRequest', onDone: [{ guard: 'isPaymentNotRequired' }] })).toEqual([
      '/steps/1/invoke/onDone/0: a guarded success needs a target step (only the unguarded success may simply move on)',
    ]);
  });

  it('refuses an unknown input mapper on a machine invoke', () => {
    const machine = { id: 'm', kind: 'machine', initial: 'a', states: { a: { screenless: true, invoke: { src: 'verifyCode', input: 'nope', onDone: 'b' } }, b: { type: 'final', screenless: true } } };
    expect(checkJourneyText('journeys/m.json', JSON.stringify(machine)).map((p) => `${p.pointer}: ${p.message}`)).toEqual(["/states/a/invoke/input: unknown input mapper 'nope'"]);
  });
});
