import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { childActorOf, compileJourney, createBehaviours, createJourneyActor, isPendingChild, persistJourney, startJourneyActor, type CompiledJourney, type JourneyDefinition, type WizardContext } from '../../engine';
import { restoreOptions } from '../../engine/persist';
import { lateChildLogic } from '../../engine/late-child';
import { checkJourneyText } from '../../engine/check';
import { childJourneyProblems } from '../../scripts/journey-route-check';

/** A child journey: it loads something (a named actor), then the customer agrees or refuses. */
const decide = {
  id: 'decide',
  kind: 'machine',
  output: 'testDecision',
  context: { offer: null, answer: null },
  initial: 'loading',
  states: {
    loading: { screen: 'decide', invoke: { src: 'loadWinbackOffer', onDone: { target: 'asking', actions: ['storeOffer'] }, onError: 'asking' } },
    asking: { screen: 'decide', on: { YES: 'agreed', NO: 'refused', LATER: 'later' } },
    agreed: { type: 'final', screenless: true },
    refused: { type: 'final', screenless: true },
    later: { type: 'final', screenless: true },
  },
} as unknown as JourneyDefinition;

/** A wizard whose second step hosts the child; agreeing moves on (skips applied), 'later' goes back to the start. */
const wizard = (child: Record<string, unknown>) =>
  ({
    id: 'hosting',
    kind: 'wizard',
    steps: [
      { name: 'start', path: '/h/start' },
      { name: 'decision', path: '/h/decision', child },
      { name: 'identity', path: '/h/identity', skip: 'isKycNotRequired' },
      { name: 'done', path: '/h/done' },
    ],
  }) as unknown as JourneyDefinition;

const base = createBehaviours();
const behaviours = {
  ...base,
  inputs: {
    ...base.inputs,
    testDecisionInput: ({ context }: { context: Record<string, unknown> }) => ({ number: (context.data as Record<string, unknown>).number }),
    testDecision: ({ context }: { context: Record<string, unknown> }) => ({ offerId: (context.offer as { id?: string } | null)?.id ?? null, kycRequired: false }),
  },
};

const child = { journey: 'decide', input: 'testDecisionInput', onDone: [{ endedIn: 'agreed' }, { endedIn: 'later', target: 'start' }] };

function compiled(stepChild: Record<string, unknown> = child): CompiledJourney {
  const decideCompiled = compileJourney(decide, behaviours);
  return compileJourney(wizard(stepChild), behaviours, (id) => (id === 'decide' ? decideCompiled : undefined));
}

function run(loadOffer: (input: unknown) => Promise<unknown> = async () => ({ enabled: true, offers: [{ id: 'OFF-1' }] }), journey: CompiledJourney = compiled()) {
  const seen: unknown[] = [];
  const actor = createJourneyActor(journey, {
    actors: {
      loadWinbackOffer: fromPromise(async ({ input }) => {
        seen.push(input);
        return loadOffer(input);
      }),
    },
  }).start();
  const kid = () => actor.getSnapshot().children[childActorOf('decide')] as AnyActorRef | undefined;
  return { actor, seen, kid, ctx: () => actor.getSnapshot().context as WizardContext };
}

describe('a wizard step that hosts a child journey', () => {
  it('starts the child on entry with its input mapper; ending in a named state merges its output and moves on, skips applied', async () => {
    const { actor, kid, ctx } = run();
    actor.send({ type: 'NEXT', data: { number: '923001234567' } });
    expect(actor.getSnapshot().value).toBe('decision');
    expect(actor.getSnapshot().hasTag('child')).toBe(true);
    await waitFor(kid()!, (s) => s.value === 'asking');
    expect(kid()!.getSnapshot().context).toMatchObject({ number: '923001234567', offer: { id: 'OFF-1' } });
    kid()!.send({ type: 'YES' });
    // kycRequired: false came from the child's output and skips the identity step.
    expect(actor.getSnapshot().value).toBe('done');
    expect(ctx().data).toEqual({ number: '923001234567', offerId: 'OFF-1', kycRequired: false });
    expect(ctx().data).not.toHaveProperty('endedIn');
  });

  it('ending in a state not named in onDone keeps the step, and the child shows how it ended', async () => {
    const { actor, kid } = run();
    actor.send({ type: 'NEXT' });
    await waitFor(kid()!, (s) => s.value === 'asking');
    kid()!.send({ type: 'NO' });
    expect(actor.getSnapshot().value).toBe('decision');
    expect(kid()!.getSnapshot()).toMatchObject({ status: 'done', value: 'refused' });
  });

  it('an outcome with a target goes to that step, and entering the step again starts the child again', async () => {
    const { actor, kid, seen } = run();
    actor.send({ type: 'NEXT' });
    await waitFor(kid()!, (s) => s.value === 'asking');
    kid()!.send({ type: 'LATER' });
    expect(actor.getSnapshot().value).toBe('start');
    expect(kid()).toBeUndefined();
    actor.send({ type: 'NEXT' });
    await waitFor(kid()!, (s) => s.value === 'asking');
    expect(seen).toHaveLength(2);
  });

  it('the child uses the actors the app provides, and one it lacks is named when the journey starts', () => {
    expect(() => createJourneyActor(compiled(), { actors: {} })).toThrow(/loadWinbackOffer/);
  });

  it('a child that fails to load still reaches the step (its own onError), never the wizard', async () => {
    const { actor, kid } = run(async () => {
      throw { code: 'X' };
    });
    actor.send({ type: 'NEXT' });
    await waitFor(kid()!, (s) => s.value === 'asking');
    expect(actor.getSnapshot().value).toBe('decision');
  });

  it('a reload restores the step with its data and starts the child again (nothing in flight is resumed)', async () => {
    const { actor, kid } = run();
    actor.send({ type: 'NEXT', data: { number: '923001234567' } });
    await waitFor(kid()!, (s) => s.value === 'asking');
    const saved = persistJourney(compiled().journey, actor);
    expect(saved.snapshot).toEqual({ context: expect.objectContaining({ current: 'decision' }) });
    expect(saved.currentStep).toBe('decision');
    const options = restoreOptions(compiled().journey, compiled().machine, saved);
    expect(options).toEqual({ input: { data: { number: '923001234567' }, furthestStep: 'decision' } });
  });

  it('compiling a wizard whose child journey is missing says which', () => {
    expect(() => compileJourney(wizard(child), behaviours, () => undefined)).toThrow(/child journey 'decide'/);
  });
});

describe('journeys:check on child journeys', () => {
  const files = (stepChild: Record<string, unknown>, childDef: JourneyDefinition = decide) => [
    { file: 'journeys/hosting.json', definition: wizard(stepChild) },
    { file: 'journeys/decide.json', definition: childDef },
  ];

  it('refuses an unknown journey, a wizard as a child, and an ending that is not a final state', () => {
    expect(childJourneyProblems(files({ ...child, journey: 'nope' }))).toEqual([
      { file: 'journeys/hosting.json', pointer: '/steps/1/child/journey', message: "unknown journey 'nope'" },
    ]);
    expect(childJourneyProblems(files({ ...child, journey: 'hosting' }))[0]?.message).toMatch(/is a wizard/);
    const problems = childJourneyProblems(files({ ...child, onDone: [{ endedIn: 'asking' }] }));
    expect(problems).toEqual([
      {
        file: 'journeys/hosting.json',
        pointer: '/steps/1/child/onDone/0/endedIn',
        message: "'asking' is not a final state of journey 'decide' (its final states: agreed, refused, later)",
      },
    ]);
    expect(childJourneyProblems(files(child))).toEqual([]);
  });

  it('refuses an unknown input mapper, an unknown target step, work and a child on one step, and an unknown output mapper', () => {
    const text = JSON.stringify({
      ...wizard({ ...child, input: 'noSuchMapper', onDone: [{ endedIn: 'agreed', target: 'nowhere' }] }),
      steps: [
        { name: 'start', path: '/h/start' },
        { name: 'decision', path: '/h/decision', child: { ...child, input: 'noSuchMapper', onDone: [{ endedIn: 'agreed', target: 'nowhere' }] }, invoke: { src: 'lockChosenNumber' } },
      ],
    });
    const messages = checkJourneyText('journeys/hosting.json', text).map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "/steps/1/child/input: unknown input mapper 'noSuchMapper'",
        "/steps/1/child/onDone/0/target: unknown step 'nowhere'",
        '/steps/1/child: a step hosts a child journey or invokes work at Next, not both',
      ]),
    );
    const machine = checkJourneyText('journeys/decide.json', JSON.stringify({ ...decide, output: 'noSuchOutput' })).map((p) => `${p.pointer}: ${p.message}`);
    expect(machine).toContain("/output: unknown output mapper 'noSuchOutput'");
  });
});

describe('a child journey that fails', () => {
  it('starts again with the step, which says why', async () => {
    const { actor, kid, ctx } = run();
    actor.send({ type: 'NEXT' });
    await waitFor(kid()!, (s) => s.value === 'asking');
    const first = kid();
    // A child machine fails when one of its own actions throws: here, an event the child's registry cannot handle.
    actor.send({ type: `xstate.error.actor.${childActorOf('decide')}`, error: { code: 'CHILD_FAILED' } } as never);
    expect(actor.getSnapshot().value).toBe('decision');
    expect(ctx().stepError).toEqual({ code: 'CHILD_FAILED' });
    expect(kid()).not.toBe(first);
  });
});

describe('a child journey loaded when its step starts it (a LateJourney, the browser wizards: issue 47)', () => {
  function lateRun(load: () => Promise<CompiledJourney> = async () => compileJourney(decide, behaviours)) {
    let loads = 0;
    const late = { run: lateChildLogic, load: () => ((loads += 1), load()) };
    const hosting = compileJourney(wizard(child), behaviours, (id) => (id === 'decide' ? late : undefined));
    return { ...run(undefined, hosting), hosting, loads: () => loads };
  }

  it('is not loaded with the wizard; at its step it is pending, then runs as the compiled one: input, output, skips', async () => {
    const { hosting, actor, kid, ctx, loads } = lateRun();
    expect(hosting.children).toEqual({});
    expect(Object.keys(hosting.lateChildren ?? {})).toEqual(['decide']);
    expect(loads()).toBe(0);
    actor.send({ type: 'NEXT', data: { number: '923001234567' } });
    expect(actor.getSnapshot().value).toBe('decision');
    expect(isPendingChild(kid()!.getSnapshot())).toBe(true);
    await waitFor(kid()!, (s) => s.value === 'asking');
    expect(isPendingChild(kid()!.getSnapshot())).toBe(false);
    expect(kid()!.getSnapshot().context).toMatchObject({ number: '923001234567', offer: { id: 'OFF-1' } });
    kid()!.send({ type: 'YES' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(ctx().data).toEqual({ number: '923001234567', offerId: 'OFF-1', kycRequired: false });
    expect(loads()).toBe(1);
  });

  it('entered again after it loaded, it starts at once (loaded once); left before it loaded, it never ran', async () => {
    const { actor, kid, seen, loads } = lateRun();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('start');
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await Promise.resolve();
    expect(seen).toHaveLength(0);
    actor.send({ type: 'NEXT' });
    await waitFor(kid()!, (s) => s.value === 'asking');
    kid()!.send({ type: 'LATER' });
    expect(actor.getSnapshot().value).toBe('start');
    actor.send({ type: 'NEXT' });
    expect(isPendingChild(kid()!.getSnapshot())).toBe(false);
    await waitFor(kid()!, (s) => s.value === 'asking');
    expect(seen).toHaveLength(2);
    expect(loads()).toBe(1);
  });

  it('a journey that does not load fails the child: the step stays and says why, as a child that fails', async () => {
    let fail = true;
    const { actor, kid, ctx } = lateRun(async () => {
      if (fail) throw { code: 'CHUNK_FAILED' };
      return compileJourney(decide, behaviours);
    });
    actor.send({ type: 'NEXT' });
    const first = kid();
    fail = false;
    await waitFor(actor, () => ctx().stepError !== null);
    expect(actor.getSnapshot().value).toBe('decision');
    expect(ctx().stepError).toEqual({ code: 'CHUNK_FAILED' });
    // The step started the child again (its onError), whose load now answers.
    expect(kid()).not.toBe(first);
    await waitFor(kid()!, (s) => s.value === 'asking');
  });

  it('saved mid-child, the wizard keeps the step and its data; restored, the child starts again', async () => {
    const { hosting, actor, kid } = lateRun();
    actor.send({ type: 'NEXT', data: { number: '923001234567' } });
    await waitFor(kid()!, (s) => s.value === 'asking');
    const saved = persistJourney(hosting.journey, actor);
    expect(saved.snapshot).toEqual({ context: expect.objectContaining({ current: 'decision' }) });
    const again = startJourneyActor(hosting, { saved, actors: { loadWinbackOffer: fromPromise(async () => ({ enabled: true, offers: [] })) } });
    expect(again.getSnapshot().value).toBe('decision');
    const restoredKid = again.getSnapshot().children[childActorOf('decide')] as AnyActorRef;
    await waitFor(restoredKid, (s) => s.value === 'asking');
    expect(restoredKid.getSnapshot().context).toMatchObject({ number: '923001234567' });
  });
});
