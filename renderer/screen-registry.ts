import type { ComponentType } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StateMeta } from '../engine';

/** What every screen receives: the snapshot, its meta, and a send that also keeps the URL in step. */
export interface ScreenProps {
  snapshot: AnyMachineSnapshot;
  meta: StateMeta;
  send: (event: EventObject & Record<string, unknown>) => void;
}

/** A tester ranks how well a screen fits a snapshot; below 0 means "not for this state" (JSON Forms style). */
export type Tester = (snapshot: AnyMachineSnapshot, meta: StateMeta) => number;

export interface ScreenEntry {
  name: string;
  tester: Tester;
  screen: ComponentType<ScreenProps>;
}

export const NOT_APPLICABLE = -1;

/** rankWith(3, hasTag('otp')): rank 3 where the predicate holds. */
export function rankWith(rank: number, predicate: (snapshot: AnyMachineSnapshot, meta: StateMeta) => boolean): Tester {
  return (snapshot, meta) => (predicate(snapshot, meta) ? rank : NOT_APPLICABLE);
}

/** Predicate: the snapshot carries the tag. */
export const hasTag = (tag: string) => (snapshot: AnyMachineSnapshot) => snapshot.hasTag(tag);
/** Predicate: the state's meta names this screen. */
export const isScreen = (screen: string) => (_: AnyMachineSnapshot, meta: StateMeta) => meta.screen === screen;

/** The merged meta of a snapshot's active state (flat machines have exactly one). */
export function metaOf(snapshot: AnyMachineSnapshot): StateMeta {
  const metas = Object.values(snapshot.getMeta()) as StateMeta[];
  return metas[0] ?? { screenless: true, localeModules: [] };
}

export type Resolution =
  | { kind: 'screen'; entry: ScreenEntry; meta: StateMeta }
  | { kind: 'missing'; meta: StateMeta; state: string };

/** Thrown in development when two screens claim a state with the same rank. */
export class ScreenTieError extends Error {}

/** Builds a registry; `strict` (development and tests) throws on ties instead of picking the first. */
export function createScreenRegistry(entries: ScreenEntry[], options: { strict: boolean }) {
  return {
    entries,
    resolve(snapshot: AnyMachineSnapshot): Resolution {
      const meta = metaOf(snapshot);
      let best: ScreenEntry | undefined;
      let bestRank = NOT_APPLICABLE;
      let tied: string[] = [];
      for (const entry of entries) {
        const rank = entry.tester(snapshot, meta);
        if (rank <= NOT_APPLICABLE) continue;
        if (rank > bestRank) {
          best = entry;
          bestRank = rank;
          tied = [entry.name];
        } else if (rank === bestRank) tied.push(entry.name);
      }
      if (tied.length > 1 && options.strict) {
        throw new ScreenTieError(`screens ${tied.join(', ')} tie at rank ${bestRank} for state '${JSON.stringify(snapshot.value)}'`);
      }
      return best ? { kind: 'screen', entry: best, meta } : { kind: 'missing', meta, state: String(snapshot.value) };
    },
  };
}

export type ScreenRegistry = ReturnType<typeof createScreenRegistry>;
