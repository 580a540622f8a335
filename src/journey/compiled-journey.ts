import { useContext } from 'react';
import { allInvokedActors, type CompiledJourney, type LateJourney } from '../../engine';
import { JourneyActorsContext, type JourneyActorsOf } from './journey-actors';
import { loadJourney, loadJourneyWithLateChildren } from './journey-catalog';
import { loadJourneyData } from './journey-data-parse';

interface Preparing {
  /** Settles (never rejects) when the journey is ready or has failed: what a suspended page waits for. */
  settled: Promise<void>;
  compiled?: CompiledJourney;
  failed?: { error: unknown };
}

const NO_REGISTRY = {};
const preparing = new WeakMap<object, Map<string, Preparing>>();

/**
 * How a page takes the child journeys its journey's steps host: with it (default), or when a step starts one, run
 * by the logic given (engine/late-child.ts: a wizard page's, so that the pages that load no wizard do not carry it).
 */
export type ChildLoading = 'with-journey' | LateJourney['run'];

/**
 * Loads what a journey needs before it runs: its definition and its children's (one chunk each; or none, each
 * loading when a step starts it, loadJourneyWithLateChildren), the actor modules of the names they invoke (from
 * the registry given, if it loads lazily) and, for a wizard, its data validator.
 */
export async function prepareJourney(id: string, actors: JourneyActorsOf | null, children: ChildLoading = 'with-journey'): Promise<CompiledJourney> {
  const compiled = await (children === 'with-journey' ? loadJourney(id) : loadJourneyWithLateChildren(id, children));
  if (!compiled) throw new Error(`journey '${id}' is missing`);
  await Promise.all([actors?.load?.(allInvokedActors(compiled)), loadJourneyData(id)]);
  return compiled;
}

function preparingOf(id: string, actors: JourneyActorsOf | null, children: ChildLoading = 'with-journey'): Preparing {
  const key = actors ?? NO_REGISTRY;
  let byId = preparing.get(key);
  if (!byId) preparing.set(key, (byId = new Map()));
  let found = byId.get(keyOf(id, children));
  if (!found) {
    const entry: Preparing = { settled: Promise.resolve() };
    entry.settled = prepareJourney(id, actors, children).then(
      (compiled) => void (entry.compiled = compiled),
      (error: unknown) => void (entry.failed = { error }),
    );
    byId.set(keyOf(id, children), (found = entry));
  }
  return found;
}

const keyOf = (id: string, children: ChildLoading) => (children === 'with-journey' ? id : `${id} (children at their step)`);

/**
 * Starts preparing a journey for pages that run it with this registry (what useCompiledJourney waits for), so that a page
 * opened later does not wait; settles (never rejects) when it is ready or has failed.
 */
export function preloadJourney(id: string, actors: JourneyActorsOf | null): Promise<void> {
  return preparingOf(id, actors).settled;
}

/**
 * The compiled journey with this id, ready to run (prepareJourney): the page suspends until it is (under its route's
 * fallback), and a load that failed is thrown to the error boundary (and tried again when the page mounts again).
 * `actors`: the registry whose modules to load (default: the page's, JourneyActorsContext); `children`: when the
 * child journeys load (a wizard page's: at their step).
 */
export function useCompiledJourney(id: string, actors?: JourneyActorsOf | null, children: ChildLoading = 'with-journey'): CompiledJourney {
  const given = useContext(JourneyActorsContext);
  const registry = actors === undefined ? given : actors;
  const state = preparingOf(id, registry, children);
  if (state.failed) {
    preparing.get(registry ?? NO_REGISTRY)?.delete(keyOf(id, children));
    throw state.failed.error;
  }
  if (!state.compiled) throw state.settled;
  return state.compiled;
}
