import type { ChildOutcome, JourneyDefinition, LayoutName, MachineJourney, StepChild, StepContent, StepInvoke, StepOutcome, WizardJourney } from '../schemas/generated/journey';
import { DEFAULT_MACHINE_INPUT, DEFAULT_STEP_INPUT } from './behaviours/inputs';
import type { ValidJourney } from './validate';
import { transitionsOf, type TransitionSite } from './transitions';
import { stepRouteFacts } from './step-route';
import { CONTENT_SCREEN } from './content-screen';

/** A behaviour reference as XState takes it: a registry name with optional params. */
export interface BehaviourRef {
  type: string;
  params?: Record<string, unknown>;
}
export interface NormalizedGuard extends BehaviourRef {
  negate?: boolean;
  /** A second guard that must hold as well (a child journey's ending and the skip of the step it leads to). */
  also?: NormalizedGuard;
}
export interface NormalizedTransition {
  target?: string;
  guard?: NormalizedGuard;
  actions: BehaviourRef[];
  /** Leave and enter the target again even when it is the current state (its entry and invokes run again). */
  reenter?: boolean;
}
/** What the renderer reads from a state: its screen, and for wizard steps their path and index. */
export interface StateMeta {
  screen?: string;
  screenless: boolean;
  step?: string;
  path?: string;
  index?: number;
  localeModules: string[];
  /** A content step's parts (keys of its journey's words), drawn by the one content screen (CONTENT_SCREEN). */
  content?: StepContent;
  /** A wizard step's `provides` (the data it gives), by which the app finds it (engine/step-role.ts). */
  provides?: string[];
}
export interface NormalizedState {
  type?: 'final';
  tags: string[];
  meta: StateMeta;
  entry: BehaviourRef[];
  exit: BehaviourRef[];
  on: Record<string, NormalizedTransition[]>;
  after: Record<string, NormalizedTransition[]>;
  always: NormalizedTransition[];
  invoke?: NormalizedInvoke;
}
/** An invoked actor: its registry name, the input mapper that feeds it, and where its outcomes lead. */
export interface NormalizedInvoke {
  src: string;
  input: string;
  onDone: NormalizedTransition[];
  onError: NormalizedTransition[];
}
export interface NormalizedStep {
  name: string;
  path: string;
  screen: string;
  index: number;
  skip?: string;
  /** The journey's data the step gives when left (its JSON `provides`), by which the app finds it (engine/step-role.ts). */
  provides: string[];
  localeModules: string[];
  /** The page frame of the step's route and whether it needs a signed-in customer (the route table reads both). */
  layout: LayoutName;
  auth: boolean;
  /** The step's work, run when the customer continues (NEXT); absent for a step that only collects data. */
  invoke?: StepInvoke;
  /** The child journey the step hosts while it is shown (started on entry); absent for most steps. */
  child?: StepChild;
  /** An informational step's parts, drawn by the content screen; absent for a step with a screen of its own. */
  content?: StepContent;
}
/** Stage 3 output: one canonical shape for wizards and general machines alike. */
export interface NormalizedJourney {
  id: string;
  kind: 'wizard' | 'machine';
  initial: string;
  context: Record<string, unknown>;
  states: Record<string, NormalizedState>;
  /** Wizard steps in order; empty for general machines. */
  steps: NormalizedStep[];
  completePath?: string;
  localeModules: string[];
  /** Machines: the mapper of what the journey hands to a wizard step hosting it as a child (see childOutput). */
  output?: string;
}

/** The final state every wizard ends in; its name cannot clash with a step name (names start with a letter). */
export const WIZARD_COMPLETE = '_complete';

// Moving to a step needs no transition action: the step's entry (wizardEnter) merges the event's data and
// derives the neighbours in one assign. UPDATE, which stays on the step, merges with wizardMerge.
const merge: BehaviourRef = { type: 'wizardMerge' };

function stepTransition(step: NormalizedStep): NormalizedTransition {
  return { target: step.name, guard: step.skip ? { type: step.skip, negate: true } : undefined, actions: [] };
}

/** Candidate transitions in order: XState takes the first whose guard passes, i.e. the first step not skipped. */
function candidates(steps: NormalizedStep[], fallback?: string): NormalizedTransition[] {
  const out: NormalizedTransition[] = [];
  for (const step of steps) {
    out.push(stepTransition(step));
    if (!step.skip) return out;
  }
  if (fallback) out.push({ target: fallback, actions: [merge] });
  return out;
}

/** The actor name under which a wizard step invokes a child journey; its done event is `xstate.done.actor.journey:<id>`. */
export function childActorOf(journeyId: string): string {
  return `${CHILD_PREFIX}${journeyId}`;
}
export const CHILD_PREFIX = 'journey:';

/**
 * The outcomes of a step's child journey: ending in a named final state moves on as Next would (skips applied) or
 * to the named step; the output is merged into the data by the entered step (wizardEnter) or the completion.
 */
function childOutcomes(child: StepChild, later: NormalizedStep[]): NormalizedTransition[] {
  return child.onDone.flatMap((o: ChildOutcome) => {
    const ended: NormalizedGuard = { type: 'childEndedIn', params: { state: o.endedIn } };
    if (o.target) return [{ target: o.target, guard: ended, actions: [] }];
    return candidates(later, WIZARD_COMPLETE).map((t) => ({ ...t, guard: t.guard ? { ...ended, also: t.guard } : ended }));
  });
}

/** The state a wizard step with a gate waits in until its guard holds: same screen and path, tagged 'gated'. */
export function gatedStateOf(step: string): string {
  return `${step}${GATED_SUFFIX}`;
}
export const GATED_SUFFIX = ':gated';

/**
 * NEXT on a step with work: the work runs, or, with a gate, runs when the gate's guard holds and otherwise the step
 * waits in `<step>:gated` (both merge the customer's data).
 */
function nextToWork(step: NormalizedStep, invoke: StepInvoke): NormalizedTransition[] {
  const work: NormalizedTransition = { target: workingStateOf(step.name), actions: [merge] };
  if (!invoke.gate) return [work];
  return [{ ...work, guard: { type: invoke.gate.guard } }, { target: gatedStateOf(step.name), actions: [merge] }];
}

/** The state a wizard step waits in while its work runs: same screen and path, tagged 'working'. */
export function workingStateOf(step: string): string {
  return `${step}${WORKING_SUFFIX}`;
}
/** ':' cannot appear in a step name (identifiers are camelCase), so a working state never clashes with a step. */
export const WORKING_SUFFIX = ':working';

function outcomes(list: StepOutcome | StepOutcome[] | undefined): StepOutcome[] {
  if (list === undefined) return [];
  return Array.isArray(list) ? list : [list];
}

function outcomeTransition(o: StepOutcome, fallback: string): NormalizedTransition {
  const guard = o.guard === undefined ? undefined : typeof o.guard === 'string' ? { type: o.guard } : { type: o.guard.not, negate: true };
  return { target: o.target ?? fallback, guard, actions: [] };
}

/**
 * A step with work: NEXT merges the customer's data and enters `<step>:working`, which invokes the actor. Its outcomes
 * are tried in order; an unguarded success moves on as NEXT would (skips applied, the output merged into the data),
 * an unguarded failure comes back to the step, which shows the error (WizardContext.stepError).
 */
function workingState(step: NormalizedStep, invoke: StepInvoke, meta: StateMeta, later: NormalizedStep[]): NormalizedState {
  const outcomeList = (list: StepOutcome[], otherwise: NormalizedTransition[]): NormalizedTransition[] => {
    const guarded = list.filter((o) => o.guard !== undefined).map((o) => outcomeTransition(o, step.name));
    const last = list.find((o) => o.guard === undefined);
    return [...guarded, ...(last?.target ? [outcomeTransition(last, step.name)] : otherwise)];
  };
  return {
    tags: ['step', 'working'],
    meta,
    entry: [],
    exit: [],
    on: {},
    after: {},
    always: [],
    invoke: {
      src: invoke.src,
      input: invoke.input ?? DEFAULT_STEP_INPUT,
      onDone: outcomeList(outcomes(invoke.onDone), candidates(later, WIZARD_COMPLETE)),
      onError: outcomeList(outcomes(invoke.onError), [{ target: step.name, actions: [] }]),
    },
  };
}

function normalizeWizard(journey: WizardJourney): NormalizedJourney {
  const shared = journey.localeModules ?? [];
  const steps: NormalizedStep[] = journey.steps.map((s, index) => ({
    name: s.name,
    path: s.path,
    screen: s.screen ?? (s.content ? CONTENT_SCREEN : s.name),
    index,
    skip: s.skip,
    provides: [...(s.provides ?? [])],
    ...stepRouteFacts(journey, s),
    ...(s.invoke ? { invoke: s.invoke } : {}),
    ...(s.child ? { child: s.child } : {}),
    ...(s.content ? { content: s.content } : {}),
  }));
  const states: Record<string, NormalizedState> = {};
  for (const step of steps) {
    const later = steps.slice(step.index + 1);
    const earlier = steps.slice(0, step.index).reverse();
    const meta: StateMeta = {
      screen: step.screen,
      screenless: false,
      step: step.name,
      path: step.path,
      index: step.index,
      localeModules: step.localeModules,
      provides: step.provides,
      ...(step.content ? { content: step.content } : {}),
    };
    states[step.name] = {
      tags: step.child ? ['step', 'child'] : ['step'],
      meta,
      entry: [{ type: 'wizardEnter', params: { index: step.index } }],
      exit: [],
      on: {
        NEXT: step.invoke ? nextToWork(step, step.invoke) : candidates(later, WIZARD_COMPLETE),
        ...(earlier.length ? { BACK: candidates(earlier) } : {}),
        GOTO: steps.map((target) => ({
          target: target.name,
          guard: { type: 'wizardGotoTarget', params: { index: target.index } },
          actions: [],
        })),
        UPDATE: [{ actions: [merge] }],
      },
      after: {},
      always: [],
      ...(step.child
        ? {
            invoke: {
              src: childActorOf(step.child.journey),
              input: step.child.input ?? DEFAULT_STEP_INPUT,
              onDone: childOutcomes(step.child, later),
              // A child that fails (it never should: its own states handle its actors' failures) starts again, and
              // the step shows why (stepError), rather than waiting on a child that is gone.
              onError: [{ target: step.name, actions: [], reenter: true }],
            },
          }
        : {}),
    };
    if (step.invoke) states[workingStateOf(step.name)] = workingState(step, step.invoke, meta, later);
    if (step.invoke?.gate) {
      // Waiting for what the gate asks (the screen shows it): Next runs the work once the guard holds, CANCEL (or
      // BACK, GOTO) leaves it; the data typed so far is kept as on the step.
      const own = states[step.name] as NormalizedState;
      states[gatedStateOf(step.name)] = {
        tags: ['step', 'gated'],
        meta,
        entry: [],
        exit: [],
        on: { ...own.on, NEXT: [{ target: workingStateOf(step.name), guard: { type: step.invoke.gate.guard }, actions: [merge] }], CANCEL: [{ target: step.name, actions: [] }] },
        after: {},
        always: [],
      };
    }
  }
  states[WIZARD_COMPLETE] = {
    type: 'final',
    tags: ['complete'],
    meta: { screenless: true, path: journey.completePath, localeModules: shared },
    entry: [],
    exit: [],
    on: {},
    after: {},
    always: [],
  };
  const first = steps[0] as NormalizedStep;
  return { id: journey.id, kind: 'wizard', initial: first.name, context: {}, states, steps, completePath: journey.completePath, localeModules: shared };
}

function fromSite(site: TransitionSite): NormalizedTransition {
  return {
    target: site.target,
    guard: site.guard ? { type: site.guard.name, negate: site.guard.negate || undefined } : undefined,
    actions: site.actions.map((type) => ({ type })),
  };
}

/**
 * Stage 3 of a machine journey alone: a page that runs one known machine (the authentication gate's, with
 * engine/plain-machine.ts) takes this without the wizards' normalization.
 */
export function normalizeMachine(journey: MachineJourney): NormalizedJourney {
  const shared = journey.localeModules ?? [];
  const states: Record<string, NormalizedState> = {};
  for (const [name, state] of Object.entries(journey.states)) {
    if (!state) continue;
    const sites = transitionsOf(name, state);
    const group = (via: TransitionSite['via']) => {
      const out: Record<string, NormalizedTransition[]> = {};
      for (const s of sites.filter((x) => x.via === via)) (out[s.key ?? ''] ??= []).push(fromSite(s));
      return out;
    };
    const only = (via: TransitionSite['via']) => sites.filter((x) => x.via === via).map(fromSite);
    states[name] = {
      type: state.type,
      tags: state.tags ?? [],
      meta: { screen: state.screen, screenless: state.screenless === true, localeModules: shared },
      entry: (state.entry ?? []).map((type) => ({ type })),
      exit: (state.exit ?? []).map((type) => ({ type })),
      on: group('on'),
      after: group('after'),
      always: only('always'),
      invoke: state.invoke
        ? { src: state.invoke.src, input: state.invoke.input ?? DEFAULT_MACHINE_INPUT, onDone: only('onDone'), onError: only('onError') }
        : undefined,
    };
  }
  return {
    id: journey.id,
    kind: 'machine',
    initial: journey.initial,
    context: journey.context ?? {},
    states,
    steps: [],
    localeModules: shared,
    ...(journey.output ? { output: journey.output } : {}),
  };
}

/** Stage 3: turns a valid journey into the canonical shape toMachine consumes. */
export function normalizeJourney(valid: ValidJourney | { definition: JourneyDefinition }): NormalizedJourney {
  const d = valid.definition;
  return d.kind === 'wizard' ? normalizeWizard(d) : normalizeMachine(d);
}
