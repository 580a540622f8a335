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
}

/** FNV-1a over the journey's shape: state names, steps, transitions. */
export function fingerprintOf(journey: NormalizedJourney): string {
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
  return { input: { data, furthestStep: saved.furthestStep } };
}
