import type { JourneyDefinition, MachineJourney, WizardJourney } from '../schemas/generated/journey';
import type { ValidJourney } from './validate';
import { transitionsOf, type TransitionSite } from './transitions';

/** A behaviour reference as XState takes it: a registry name with optional params. */
export interface BehaviourRef {
  type: string;
  params?: Record<string, unknown>;
}
export interface NormalizedGuard extends BehaviourRef {
  negate?: boolean;
}
export interface NormalizedTransition {
  target?: string;
  guard?: NormalizedGuard;
  actions: BehaviourRef[];
}
/** What the renderer reads from a state: its screen, and for wizard steps their path and index. */
export interface StateMeta {
  screen?: string;
  screenless: boolean;
  step?: string;
  path?: string;
  index?: number;
  localeModules: string[];
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
  invoke?: { src: string; onDone: NormalizedTransition[]; onError: NormalizedTransition[] };
}
export interface NormalizedStep {
  name: string;
  path: string;
  screen: string;
  index: number;
  skip?: string;
  localeModules: string[];
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

function normalizeWizard(journey: WizardJourney): NormalizedJourney {
  const shared = journey.localeModules ?? [];
  const steps: NormalizedStep[] = journey.steps.map((s, index) => ({
    name: s.name,
    path: s.path,
    screen: s.screen ?? s.name,
    index,
    skip: s.skip,
    localeModules: [...new Set([...shared, ...(s.localeModules ?? [])])],
  }));
  const states: Record<string, NormalizedState> = {};
  for (const step of steps) {
    const later = steps.slice(step.index + 1);
    const earlier = steps.slice(0, step.index).reverse();
    states[step.name] = {
      tags: ['step'],
      meta: { screen: step.screen, screenless: false, step: step.name, path: step.path, index: step.index, localeModules: step.localeModules },
      entry: [{ type: 'wizardEnter', params: { index: step.index } }],
      exit: [],
      on: {
        NEXT: candidates(later, WIZARD_COMPLETE),
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
    };
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

function normalizeMachine(journey: MachineJourney): NormalizedJourney {
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
      invoke: state.invoke ? { src: state.invoke.src, onDone: only('onDone'), onError: only('onError') } : undefined,
    };
  }
  return { id: journey.id, kind: 'machine', initial: journey.initial, context: journey.context ?? {}, states, steps: [], localeModules: shared };
}

/** Stage 3: turns a valid journey into the canonical shape toMachine consumes. */
export function normalizeJourney(valid: ValidJourney | { definition: JourneyDefinition }): NormalizedJourney {
  const d = valid.definition;
  return d.kind === 'wizard' ? normalizeWizard(d) : normalizeMachine(d);
}
