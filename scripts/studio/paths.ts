/**
 * Customer paths of a wizard journey: for each customer group (scripts/studio/walkers.ts: the data worlds its guards
 * tell apart, as visitors and as signed-in customers), the steps a customer walks from the first step to the end
 * going forward: Next with the data the step collects, a step's work succeeding, a hosted journey ending the first
 * way its JSON names, a visitor signing in at a gate (scripts/studio/qa-paths.ts forwardWalk).
 */
import { join } from 'node:path';
import type { JourneyDefinition } from '../../engine';
import { readJourneys } from '../journey-routes';
import { forwardWalk, sessionJourney } from './qa-paths';
import { collapsed, journeyWalkers, type Walker } from './walkers';

/** One path customers walk, and who walks it (group names, visitors and signed-in customers of a group named once). */
export interface CustomerPath {
  steps: string[];
  worlds: string[];
}

/** A journey of the repository's journeys folder, by id (the child journeys a wizard's steps host). */
const fromFolder = (id: string) => readJourneys(join(import.meta.dirname, '..', '..', 'journeys')).find((j) => j.definition.id === id)?.definition;

/**
 * Every group's path through a valid wizard journey, in group order (scripts/studio/walkers.ts): its visitors and
 * its signed-in customers; `walkers` (default: the journey's own) lets a diff walk both versions with the same groups.
 */
export function worldPaths(definition: JourneyDefinition, walkers: Walker[] = journeyWalkers(definition)): Array<{ world: string; steps: string[] }> {
  const target = sessionJourney(definition, fromFolder);
  return walkers.map((w) => ({ world: w.name, steps: forwardWalk(target, w) }));
}

/** The distinct customer paths, each with the groups that walk it (first-seen order; a group walked by both sessions named once). */
export function customerPaths(perWorld: Array<{ world: string; steps: string[] }>, walkers: Walker[]): CustomerPath[] {
  const byKey = new Map<string, CustomerPath>();
  for (const { world, steps } of perWorld) {
    const key = steps.join('>');
    const found = byKey.get(key);
    if (found) found.worlds.push(world);
    else byKey.set(key, { steps, worlds: [world] });
  }
  return [...byKey.values()].map((p) => ({ ...p, worlds: collapsed(p.worlds, walkers) }));
}
