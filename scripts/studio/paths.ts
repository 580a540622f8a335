/**
 * Customer paths of a wizard journey: for each data world, the steps a customer walks from the first step to
 * the end by pressing Next, found with xstate/graph on the compiled machine exactly as the model-based tests
 * walk it (tests/engine/model-based.test.ts): the world's data rides on the first NEXT, then plain NEXTs.
 */
import { getSimplePaths } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { join } from 'node:path';
import { compileJourney, createBehaviours, WIZARD_COMPLETE, WORKING_SUFFIX, type CompiledJourney, type JourneyDefinition, type WizardContext } from '../../engine';
import { readJourneys } from '../journey-routes';
import { DATA_WORLDS, type DataWorld } from './data-worlds';

/** One path customers walk, and who walks it (world names, in DATA_WORLDS order). */
export interface CustomerPath {
  steps: string[];
  worlds: string[];
}

const wizardKey = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as WizardContext).data]);

/** A customer's path passes a step's gate (a visitor once verified, e.g. the order summary's guest verification). */
const behaviours = () => createBehaviours({ now: () => Date.now(), signedIn: () => true });

/** The child journeys a wizard's steps host, compiled from the repository's journeys folder. */
function childFromFolder(id: string): CompiledJourney | undefined {
  const found = readJourneys(join(import.meta.dirname, '..', '..', 'journeys')).find((j) => j.definition.id === id);
  return found ? compileJourney(found.definition, behaviours(), childFromFolder) : undefined;
}

/** The step names one data world walks through a valid wizard journey, start to end. */
export function walk(definition: JourneyDefinition, world: DataWorld): string[] {
  const { journey, machine } = compileJourney(definition, behaviours(), childFromFolder);
  const events = (s: AnyMachineSnapshot) => {
    const state = journey.states[String(s.value)];
    // A step's work in progress succeeds with nothing new: the path is the customer's, the work's outcomes are arrows.
    if (state?.invoke && state.tags.includes('working')) return [{ type: `xstate.done.actor.${state.invoke.src}`, output: {} }];
    // A step hosting a child journey: the customer ends it the first way its JSON names.
    const child = journey.steps.find((x) => x.name === String(s.value))?.child;
    if (child && state?.invoke) return [{ type: `xstate.done.actor.${state.invoke.src}`, output: { endedIn: child.onDone[0]?.endedIn, data: {} } }];
    const fresh = s.value === journey.initial && Object.keys((s.context as WizardContext).data).length === 0;
    return [fresh ? { type: 'NEXT', data: world.data } : { type: 'NEXT' }];
  };
  const paths = getSimplePaths(machine, { events, serializeState: wizardKey } as never);
  const done = paths.find((p) => p.state.status === 'done');
  if (!done) return [];
  // The first step of a path is the initial state itself (xstate.init), then one per NEXT.
  return done.steps.map((s) => String(s.state.value)).filter((v) => v !== WIZARD_COMPLETE && !v.endsWith(WORKING_SUFFIX));
}

/** Every world's path through a valid wizard journey, in world order. */
export function worldPaths(definition: JourneyDefinition, worlds: readonly DataWorld[] = DATA_WORLDS): Array<{ world: string; steps: string[] }> {
  return worlds.map((w) => ({ world: w.name, steps: walk(definition, w) }));
}

/** The distinct customer paths, each with the worlds that walk it (first-seen order). */
export function customerPaths(perWorld: Array<{ world: string; steps: string[] }>): CustomerPath[] {
  const byKey = new Map<string, CustomerPath>();
  for (const { world, steps } of perWorld) {
    const key = steps.join('>');
    const found = byKey.get(key);
    if (found) found.worlds.push(world);
    else byKey.set(key, { steps, worlds: [world] });
  }
  return [...byKey.values()];
}
