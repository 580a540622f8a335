/**
 * `npm run journeys:check`'s part for the journeys the app runs without the engine (src/features/plain-journeys.ts): each
 * problem names the file, the JSON pointer and what the plain runner (engine/plain-machine.ts) does not run there, so a
 * product owner's edit of journeys/auth-handoff.json that the gate could not run fails here, not in the browser.
 */
import type { Problem } from '../engine/problem.ts';
import { normalizeJourney } from '../engine/normalize.ts';
import { plainMachineGaps } from '../engine/plain-machine.ts';
import { allTransitions } from '../engine/transitions.ts';
import type { JourneyDefinition } from '../schemas/generated/journey.ts';
import { plainJourneyRuns, type PlainJourneyRun } from '../src/features/plain-journeys.ts';

const RUNS_HERE = 'events, invoked work, guards, actions, entry and exit, tags and final states';
/** The runner's short names of what it does not run (engine/plain-machine.ts), in a product owner's words. */
const WORDS: Record<string, string> = {
  'a wizard': 'a wizard (steps, child journeys)',
  'an output mapper': "an output mapper (a child journey's hand-over)",
  always: 'always (transitions without an event)',
  'a missing state': 'a transition to a state that is not there',
};

/** The behaviours and work `definition` names that `run` does not give, each at its pointer. */
function missingNames(definition: JourneyDefinition, run: PlainJourneyRun): Array<{ pointer: string; what: string }> {
  if (definition.kind !== 'machine') return [];
  const { guards, actions } = run.behaviours();
  const out: Array<{ pointer: string; what: string }> = [];
  const action = (name: string, pointer: string) => {
    if (!actions[name]) out.push({ pointer, what: `the action '${name}'` });
  };
  for (const [name, state] of Object.entries(definition.states)) {
    for (const key of ['entry', 'exit'] as const) state?.[key]?.forEach((a, i) => action(a, `/states/${name}/${key}/${i}`));
    if (state?.invoke && !run.work.includes(state.invoke.src)) out.push({ pointer: `/states/${name}/invoke/src`, what: `the work '${state.invoke.src}'` });
  }
  for (const site of allTransitions(definition)) {
    if (site.guard && !guards[site.guard.name]) out.push({ pointer: `${site.pointer}/guard`, what: `the guard '${site.guard.name}'` });
    site.actions.forEach((a, i) => action(a, `${site.pointer}/actions/${i}`));
  }
  return out;
}

/** Every problem of the journeys in `files` that the app runs on the plain runner. */
export function plainRunnerProblems(files: ReadonlyArray<{ file: string; definition: JourneyDefinition }>, runs: readonly PlainJourneyRun[] = plainJourneyRuns): Problem[] {
  const problems: Problem[] = [];
  for (const run of runs) {
    const found = files.find((f) => f.definition?.id === run.id);
    if (!found) continue;
    const { file, definition } = found;
    const without = `${run.by} runs this journey without the engine (engine/plain-machine.ts)`;
    let gaps: Array<{ pointer: string; feature: string }>;
    try {
      gaps = plainMachineGaps(normalizeJourney({ definition }));
    } catch {
      continue; // a journey that does not normalize has its problems reported by the checks before
    }
    for (const g of gaps) problems.push({ file, pointer: g.pointer, message: `${WORDS[g.feature] ?? g.feature}: ${without}, which does not run them; it runs ${RUNS_HERE} (or run the journey on the engine)` });
    for (const m of missingNames(definition, run)) problems.push({ file, pointer: m.pointer, message: `${m.what}: ${without}, which is not given it (give it there, or name one it has)` });
  }
  return problems;
}
