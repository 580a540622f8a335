import journeyOwners from 'virtual:journey-owners';
import normalizedJourneys from 'virtual:normalized-journeys';
import { childJourneys, commonBehaviourGroups, compileNormalized, composeBehaviours, type CompiledJourney, type LateJourney } from '../../engine';
import { accessToken } from '../auth/session-store';

// Journeys are validated at build time (`npm run build` runs journeys:check first) and normalized there
// (scripts/journey-routes.ts), so the browser only compiles them: no schema validator and no normalizer ship to
// customers. Each journey is its own chunk, loaded by id (journeys:check holds every file to `journeys/<id>.json`), so
// a page loads its journey and the children its steps host, not every journey of the folder (issue 31).
const loaders = new Map(Object.entries(normalizedJourneys));
const compiled = { eager: new Map<string, CompiledJourney>(), late: new Map<string, CompiledJourney>() };
const loading = { eager: new Map<string, Promise<CompiledJourney | undefined>>(), late: new Map<string, Promise<CompiledJourney | undefined>>() };
// A gate's guard on the session (isSignedIn) reads the session store when Next is pressed. A journey's own groups
// (payment, redemption...) come with its module, as the build found them named in its JSON (scripts/journey-routes.ts).
const common = commonBehaviourGroups({ now: () => Date.now(), signedIn: () => Boolean(accessToken()) });

/**
 * Loads the journey with this id and the child journeys its steps host, and compiles it (once: later calls answer
 * from the catalogue). Undefined when no journey has that id; a chunk that does not load rejects (and is tried
 * again on the next call).
 */
export function loadJourney(id: string): Promise<CompiledJourney | undefined> {
  return loadWith(id, 'eager');
}

/**
 * loadJourney for a wizard page: the child journeys its steps host load when a step starts one (the engine's
 * LateJourney), not with the wizard (issue 47: the payment journey, 2.9 KiB, at the payment step, not the first).
 */
export function loadJourneyWithLateChildren(id: string, run: LateJourney['run']): Promise<CompiledJourney | undefined> {
  return loadWith(id, 'late', run);
}

function loadWith(id: string, children: 'eager' | 'late', run?: LateJourney['run']): Promise<CompiledJourney | undefined> {
  const done = compiled[children].get(id);
  if (done) return Promise.resolve(done);
  const load = loaders.get(id);
  if (!load) return Promise.resolve(undefined);
  let pending = loading[children].get(id);
  if (!pending) {
    pending = load().then(async ({ default: journey, behaviours }) => {
      const ids = childJourneys(journey);
      const eager = children === 'eager' ? await Promise.all(ids.map(loadJourney)) : [];
      const found = new Map(eager.flatMap((c) => (c ? [[c.journey.id, c] as const] : [])));
      const late = (child: string, logic: LateJourney['run']): LateJourney => ({
        run: logic,
        load: async () => {
          const c = await loadJourney(child);
          if (!c) throw new Error(`journey '${id}' hosts the child journey '${child}', which was not found`);
          return c;
        },
      });
      const resolve = (child: string) => (run ? (loaders.has(child) ? late(child, run) : undefined) : found.get(child));
      const fresh = compileNormalized(journey, composeBehaviours([...common, ...behaviours.map((group) => group())]), resolve);
      compiled[children].set(id, fresh);
      return fresh;
    });
    loading[children].set(id, pending);
    pending.catch(() => loading[children].delete(id));
  }
  return pending;
}

/** The id of the wizard that owns a URL path, by its steps' paths (from the build: virtual:journey-owners). */
export function wizardIdForPath(path: string): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.hasOwn(journeyOwners, clean) ? journeyOwners[clean] : undefined;
}
