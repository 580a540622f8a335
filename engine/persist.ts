import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { NormalizedJourney } from './normalize';
import type { WizardContext } from './wizard';

/** What is written to session storage for a journey in progress. */
export interface PersistedJourney {
  journeyId: string;
  /** Changes whenever the journey's states or steps change, so a stale snapshot is never restored as is. */
  fingerprint: string;
  kind: 'wizard' | 'machine';
  /** Wizards: XState's persisted snapshot (they have no timers to lose). */
  snapshot?: unknown;
  /** Machines: the context only; the machine's initial state resolves where to resume from absolute deadlines. */
  context?: Record<string, unknown>;
  /** Wizards: the step the customer was on and the furthest step reached, by name, for a journey that changed. */
  currentStep?: string;
  furthestStep?: string;
  /**
   * Wizards: the steps in order (name and path) as the journey had them when saved, so that after an edit a saved
   * step that is gone resumes at its nearest step still there, and its old path leads there (nearestStep).
   */
  steps?: SavedStep[];
}

/** A wizard step as it stood when its progress was saved. */
export interface SavedStep {
  name: string;
  path: string;
}

/**
 * The journey's version: FNV-1a over its shape (state names, steps, transitions), computed, never kept by hand. Saved
 * progress records it; progress saved under another version resumes by step name (restoreOptions, nearestStep).
 */
export function fingerprintOf(journey: NormalizedJourney): string {
  // Hashed once per journey: every step saves the journey, and the hash of its JSON was 4.7 ms of a plan choice
  // at 4x CPU (issue 47 part 3). A journey object is not changed after it is normalised.
  let fingerprint = fingerprints.get(journey);
  if (fingerprint === undefined) fingerprints.set(journey, (fingerprint = hashOf(journey)));
  return fingerprint;
}
const fingerprints = new WeakMap<NormalizedJourney, string>();
function hashOf(journey: NormalizedJourney): string {
  const text = JSON.stringify({ id: journey.id, states: journey.states, steps: journey.steps });
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Captures what is needed to resume the actor later. */
export function persistJourney(journey: NormalizedJourney, actor: AnyActorRef): PersistedJourney {
  const snapshot = actor.getSnapshot() as { context: Record<string, unknown> };
  const base = { journeyId: journey.id, fingerprint: fingerprintOf(journey), kind: journey.kind };
  if (journey.kind === 'machine') return { ...base, context: snapshot.context };
  const ctx = snapshot.context as WizardContext;
  // A step's work in flight is never resumed by a reload (it could send a request twice): the data and the step are
  // kept, and the restored journey shows the step again, for the customer to continue.
  // A child journey the step hosts starts again with the step (its own requests in flight are never resumed either),
  // and a step waiting at its gate (e.g. the guest verification open) is shown again closed.
  const hasTag = (tag: string) => (snapshot as { hasTag?: (tag: string) => boolean }).hasTag?.(tag) === true;
  const working = hasTag('working') || hasTag('child') || hasTag('gated');
  return {
    ...base,
    snapshot: working ? { context: ctx } : actor.getPersistedSnapshot(),
    currentStep: ctx.current,
    furthestStep: journey.steps[ctx.furthest]?.name,
    steps: journey.steps.map((s) => ({ name: s.name, path: s.path })),
  };
}

/**
 * Options for createActor that resume a persisted journey, or undefined when nothing usable was saved.
 * A wizard whose JSON changed since it was saved keeps its data and the furthest step reached, by name.
 * XState drops delayed events on snapshot restore (statelyai/xstate#5331), so machines restart from
 * their context and their initial state picks the state from the deadlines kept there.
 */
export function restoreOptions(
  journey: NormalizedJourney,
  machine: AnyStateMachine,
  saved: PersistedJourney | undefined,
): { snapshot: unknown } | { input: Record<string, unknown> } | undefined {
  if (!saved || saved.journeyId !== journey.id || saved.kind !== journey.kind) return undefined;
  if (journey.kind === 'machine') return saved.context ? { input: saved.context } : undefined;
  if (saved.fingerprint === fingerprintOf(journey) && saved.snapshot && (saved.snapshot as { status?: unknown }).status !== undefined) {
    try {
      machine.resolveState(saved.snapshot as never);
      return { snapshot: saved.snapshot };
    } catch {
      // fall through to the data-only restore below
    }
  }
  const data = (saved.snapshot as { context?: WizardContext } | undefined)?.context?.data ?? {};
  return { input: { data, furthestStep: nearestStep(journey, saved, saved.furthestStep) } };
}

/**
 * The step of the journey as it is now nearest to a step of saved progress (default: the step the customer was on):
 * that step if it is still there; else the first step after it in the order it was saved in that is still there;
 * else the last one before it. Undefined when nothing saved names a step (the journey then starts at its first).
 */
export function nearestStep(journey: NormalizedJourney, saved: PersistedJourney | undefined, from = saved?.currentStep): string | undefined {
  if (from === undefined) return undefined;
  const now = new Set(journey.steps.map((s) => s.name));
  if (now.has(from)) return from;
  const before = (saved?.steps ?? []).map((s) => s.name);
  const at = before.indexOf(from);
  if (at < 0) return undefined;
  return before.slice(at + 1).find((n) => now.has(n)) ?? before.slice(0, at).reverse().find((n) => now.has(n));
}

/**
 * Where an address of the journey's saved progress leads now: the nearest step (nearestStep) to the step that had
 * this path when the progress was saved. A removed step's old path (kept in the journey's `formerPaths`, so that it
 * is still a route) thus leads to the step that took its place; undefined when the saved progress never had it.
 */
export function stepForSavedPath(journey: NormalizedJourney, saved: PersistedJourney | undefined, path: string): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const was = saved?.steps?.find((s) => s.path === clean)?.name;
  return was === undefined ? undefined : nearestStep(journey, saved, was);
}
