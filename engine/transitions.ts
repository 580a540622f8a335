import type {
  GuardRef,
  MachineJourney,
  StateDefinition,
  TransitionDefinition,
  Transitions,
} from '../schemas/generated/journey.ts';
import { pointer } from './problem.ts';

/** One transition of a machine journey in canonical form, with where it stands in the file. */
export interface TransitionSite {
  state: string;
  /** 'on' events, 'after' delays, 'always', or the invoke's 'onDone' / 'onError'. */
  via: 'on' | 'after' | 'always' | 'onDone' | 'onError';
  /** The event type or delay name for 'on' and 'after'. */
  key?: string;
  pointer: string;
  target?: string;
  guard?: { name: string; negate: boolean };
  actions: string[];
}

function canonicalGuard(guard: GuardRef | undefined): TransitionSite['guard'] {
  if (guard === undefined) return undefined;
  return typeof guard === 'string' ? { name: guard, negate: false } : { name: guard.not, negate: true };
}

function list(transitions: Transitions | undefined): TransitionDefinition[] {
  if (transitions === undefined) return [];
  return Array.isArray(transitions) ? transitions : [transitions];
}

function sites(
  base: Omit<TransitionSite, 'pointer' | 'target' | 'guard' | 'actions'>,
  at: string[],
  transitions: Transitions | undefined,
): TransitionSite[] {
  const many = Array.isArray(transitions);
  return list(transitions).map((t, i) => {
    const p = pointer(...at, ...(many ? [i] : []));
    if (typeof t === 'string') return { ...base, pointer: p, target: t, actions: [] };
    return { ...base, pointer: p, target: t.target, guard: canonicalGuard(t.guard), actions: t.actions ?? [] };
  });
}

/** Every transition of one state, in the order XState would try them per event. */
export function transitionsOf(name: string, state: StateDefinition): TransitionSite[] {
  const at = ['states', name];
  const out: TransitionSite[] = [];
  for (const [key, t] of Object.entries(state.on ?? {})) out.push(...sites({ state: name, via: 'on', key }, [...at, 'on', key], t));
  for (const [key, t] of Object.entries(state.after ?? {}))
    out.push(...sites({ state: name, via: 'after', key }, [...at, 'after', key], t));
  out.push(...sites({ state: name, via: 'always' }, [...at, 'always'], state.always));
  if (state.invoke) {
    out.push(...sites({ state: name, via: 'onDone' }, [...at, 'invoke', 'onDone'], state.invoke.onDone));
    out.push(...sites({ state: name, via: 'onError' }, [...at, 'invoke', 'onError'], state.invoke.onError));
  }
  return out;
}

/** Every transition of a machine journey. */
export function allTransitions(journey: MachineJourney): TransitionSite[] {
  return Object.entries(journey.states).flatMap(([name, state]) => (state ? transitionsOf(name, state) : []));
}
