import type { ComponentType } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StateMeta } from '../engine';

/** What every screen receives: the snapshot, its meta, and a send that also keeps the URL in step. */
/** What a screen sends its journey: an event type and the fields the journey's JSON reads of it (`data`, a step name…). */
export type ScreenEvent = EventObject & Record<string, unknown>;

export interface ScreenProps {
  snapshot: AnyMachineSnapshot;
  meta: StateMeta;
  send: (event: ScreenEvent) => void;
}

/**
 * One screen of the registry: `shows` is the `meta.screen` (the journey JSON's `screen`) of the states it draws.
 * A state names its screen, so a name finds its one entry: nothing is ranked.
 */
export interface ScreenEntry {
  name: string;
  shows: string;
  screen: ComponentType<ScreenProps>;
  /** The screen's module, where it loads lazily: a test awaits it so no import outlives the test that drew it. */
  load?: () => Promise<unknown>;
}

/** The merged meta of a snapshot's active state (flat machines have exactly one). */
export function metaOf(snapshot: AnyMachineSnapshot): StateMeta {
  const metas = Object.values(snapshot.getMeta()) as StateMeta[];
  return metas[0] ?? { screenless: true, localeModules: [] };
}

export type Resolution =
  | { kind: 'screen'; entry: ScreenEntry; meta: StateMeta }
  | { kind: 'missing'; meta: StateMeta; state: string };

/** Thrown when a registry is built with two entries of one name, or two that show the same screen. */
export class ScreenTwiceError extends Error {}

/** Builds a registry: each entry's `shows` once (a second entry for it throws, at once, wherever it is built). */
export function createScreenRegistry(entries: ScreenEntry[]) {
  const byScreen = new Map<string, ScreenEntry>();
  const names = new Set<string>();
  for (const entry of entries) {
    const first = byScreen.get(entry.shows);
    if (first) throw new ScreenTwiceError(`screens '${first.name}' and '${entry.name}' both show '${entry.shows}': register a screen once`);
    if (names.has(entry.name)) throw new ScreenTwiceError(`two screen entries are named '${entry.name}'`);
    byScreen.set(entry.shows, entry);
    names.add(entry.name);
  }
  return {
    entries,
    resolve(snapshot: AnyMachineSnapshot): Resolution {
      const meta = metaOf(snapshot);
      const entry = meta.screen === undefined ? undefined : byScreen.get(meta.screen);
      return entry ? { kind: 'screen', entry, meta } : { kind: 'missing', meta, state: String(snapshot.value) };
    },
  };
}

export type ScreenRegistry = ReturnType<typeof createScreenRegistry>;
