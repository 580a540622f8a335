import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { childActorOf, compileJourney, createBehaviours, createJourneyActor, persistJourney, type CompiledJourney, type JourneyDefinition, type WizardContext } from '../../engine';
import { restoreOptions } from '../../engine/persist';
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

function run(loadOffer: (input: unknown) => Promise<unknown> = async () => ({ enabled: true, offers: [{ id: 'OFF-1' }] })) {
  const seen: unknown[] = [];
  const actor = createJourneyActor(compiled(), {
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
