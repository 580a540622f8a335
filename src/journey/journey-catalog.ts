import { compileJourney, createBehaviours, type CompiledJourney, type JourneyDefinition } from '../../engine';
import { accessToken } from '../auth/session-store';

// Journeys are validated at build time (`npm run build` runs journeys:check first), so the browser only
// normalizes and compiles them: no schema validator ships to customers.
const files = import.meta.glob<JourneyDefinition>('@journeys/*.json', { eager: true, import: 'default' });
const definitions = Object.values(files);
const compiled = new Map<string, CompiledJourney>();
// A gate's guard on the session (isSignedIn) reads the session store when Next is pressed.
const behaviours = createBehaviours({ now: () => Date.now(), signedIn: () => Boolean(accessToken()) });

/** The compiled journey with this id (compiled once, on first use). */
export function journeyById(id: string): CompiledJourney | undefined {
  const cached = compiled.get(id);
  if (cached) return cached;
  const definition = definitions.find((d) => d.id === id);
  if (!definition) return undefined;
  // Child journeys a step hosts are compiled with it, from the same folder.
  const fresh = compileJourney(definition, behaviours, journeyById);
  compiled.set(id, fresh);
  return fresh;
}

/** The wizard journey that owns a URL path, by its steps' paths. */
export function wizardForPath(path: string): CompiledJourney | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const definition = definitions.find((d) => d.kind === 'wizard' && d.steps.some((s) => s.path === clean));
  return definition ? journeyById(definition.id) : undefined;
}
