import type { AnyMachineSnapshot } from 'xstate';
import type { NormalizedJourney } from '../engine';
import { metaOf } from './screen-registry';

/** The step of a wizard whose path is `path` (trailing slash ignored), if any. */
export function stepForPath(journey: NormalizedJourney, path: string): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return journey.steps.find((s) => s.path === clean)?.name;
}

/** The URL a snapshot belongs at: its step's path, or the journey's completePath once it is done. */
export function pathOfSnapshot(journey: NormalizedJourney, snapshot: AnyMachineSnapshot): string | undefined {
  return metaOf(snapshot).path ?? (snapshot.status === 'done' ? journey.completePath : undefined);
}
