import journeyOwners from 'virtual:journey-owners';
import { compileWith, createBehaviours, type CompiledJourney, type JourneyDefinition } from '../../engine';
import { accessToken } from '../auth/session-store';

// Journeys are validated at build time (`npm run build` runs journeys:check first), so the browser only
// normalizes and compiles them: no schema validator ships to customers. Each journey is its own chunk, loaded by id
// (journeys:check holds every file to `journeys/<id>.json`), so a page loads its journey and the children its steps
// host, not every journey of the folder (issue 31).
const files = import.meta.glob<JourneyDefinition>('@journeys/*.json', { import: 'default' });
const loaders = new Map(Object.entries(files).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.json$/, ''), load]));
const compiled = new Map<string, CompiledJourney>();
const loading = new Map<string, Promise<CompiledJourney | undefined>>();
// A gate's guard on the session (isSignedIn) reads the session store when Next is pressed.
const behaviours = createBehaviours({ now: () => Date.now(), signedIn: () => Boolean(accessToken()) });

/** The child journeys a wizard's steps host (engine/normalize.ts: only wizard steps host one). */
const childIds = (definition: JourneyDefinition): string[] =>
  definition.kind === 'wizard' ? [...new Set(definition.steps.flatMap((s) => (s.child ? [s.child.journey] : [])))] : [];

/**
 * Loads the journey with this id and the child journeys its steps host, and compiles it (once: later calls answer
 * from the catalogue). Undefined when no journey has that id; a chunk that does not load rejects (and is tried
 * again on the next call).
 */
export function loadJourney(id: string): Promise<CompiledJourney | undefined> {
  const done = compiled.get(id);
  if (done) return Promise.resolve(done);
  const load = loaders.get(id);
  if (!load) return Promise.resolve(undefined);
  let pending = loading.get(id);
  if (!pending) {
    pending = load().then(async (definition) => {
      const children = await Promise.all(childIds(definition).map(loadJourney));
      const found = new Map(children.flatMap((c) => (c ? [[c.journey.id, c] as const] : [])));
      const fresh = compileWith(definition, behaviours, (child) => found.get(child));
      compiled.set(id, fresh);
      return fresh;
    });
    loading.set(id, pending);
    pending.catch(() => loading.delete(id));
  }
  return pending;
}

/** The id of the wizard that owns a URL path, by its steps' paths (from the build: virtual:journey-owners). */
export function wizardIdForPath(path: string): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.hasOwn(journeyOwners, clean) ? journeyOwners[clean] : undefined;
}
