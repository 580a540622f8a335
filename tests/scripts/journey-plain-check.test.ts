import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behaviourCatalogue } from '../../engine';
import { checkJourneyText } from '../../engine/check';
import type { MachineJourney } from '../../schemas/generated/journey';
import { checkJourneySet, type JourneyText } from '../../scripts/journey-checks';
import { plainRunnerProblems } from '../../scripts/journey-plain-check';
import { plainJourneyRuns } from '../../src/features/plain-journeys';
import { compileSessionJourney } from '../../src/auth/session-journey';
import { JOURNEY_DIR, journeyFiles } from '../support/journeys';

const texts: JourneyText[] = journeyFiles().map(({ file }) => ({ file: `journeys/${file}`, text: readFileSync(join(JOURNEY_DIR, file), 'utf8') }));
const catalogue = behaviourCatalogue();

describe('journeys:check and the journeys the app runs without the engine (src/features/plain-journeys.ts)', () => {
  it('lists the gate’s journey, and the repository’s journeys pass', () => {
    expect(plainJourneyRuns.map((r) => r.id)).toContain(compileSessionJourney().journey.id);
    expect(plainRunnerProblems(journeyFiles().map(({ file, definition }) => ({ file: `journeys/${file}`, definition })))).toEqual([]);
  });

  describe.each(plainJourneyRuns.map((run) => ({ id: run.id, run })))('$id: an edit its runner cannot run fails the check with the file, the pointer and what', ({ id, run }) => {
    const file = `journeys/${id}.json`;
    const original = JSON.parse(texts.find((t) => t.file === file)!.text) as MachineJourney;
    const states = Object.entries(original.states);
    // Everything is read from the JSON and the registries: the states edited, an ending, a guard it names.
    const [open] = states.find(([, s]) => s!.type !== 'final' && s!.on)!;
    const [working] = states.find(([, s]) => s!.invoke)!;
    const [ending] = states.find(([, s]) => s!.type === 'final')!;
    const guard = JSON.stringify(original).match(/"guard":\s*"(\w+)"/)![1]!;
    const given = run.behaviours();
    const notGiven = (names: ReadonlySet<string>, has: (n: string) => boolean) => [...names].find((n) => !has(n))!;
    const edits: Array<{ feature: string; pointer: string; edit: (j: MachineJourney) => void; message: RegExp }> = [
      { feature: 'delays', pointer: `/states/${open}/after`, edit: (j) => void (j.states[open]!.after = { [[...catalogue.delays][0]!]: ending }), message: /^delays \(after\): .*without the engine/ },
      { feature: 'always', pointer: `/states/${open}/always`, edit: (j) => void (j.states[open]!.always = { target: ending, guard }), message: /^always .*without the engine/ },
      { feature: 'an output mapper', pointer: '/output', edit: (j) => void (j.output = [...catalogue.inputs][0]), message: /^an output mapper .*without the engine/ },
      {
        feature: 'a guard it is not given',
        pointer: `/states/${open}/on/ELSEWHERE/guard`,
        edit: (j) => void (j.states[open]!.on = { ...j.states[open]!.on, ELSEWHERE: { target: ending, guard: notGiven(catalogue.guards, (g) => Boolean(given.guards[g])) } }),
        message: /^the guard '\w+': .*is not given it/,
      },
      { feature: 'an action it is not given', pointer: `/states/${open}/entry/0`, edit: (j) => void (j.states[open]!.entry = [notGiven(catalogue.actions, (a) => Boolean(given.actions[a]))]), message: /^the action '\w+': .*is not given it/ },
      { feature: 'work it is not given', pointer: `/states/${working}/invoke/src`, edit: (j) => void (j.states[working]!.invoke!.src = notGiven(catalogue.actors, (w) => run.work.includes(w))), message: /^the work '\w+': .*is not given it/ },
    ];

    it.each(edits)('$feature at $pointer', ({ pointer, edit, message }) => {
      const edited = structuredClone(original);
      edit(edited);
      const text = JSON.stringify(edited, null, 2);
      // The engine would run it (a valid journey): only the runner the app uses for it cannot.
      expect(checkJourneyText(file, text)).toEqual([]);
      const problems = checkJourneySet(texts.map((t) => (t.file === file ? { file, text } : t)), new Set([file]));
      const here = problems.filter((p) => p.pointer === pointer && message.test(p.message));
      expect(here, JSON.stringify(problems, null, 2)).toHaveLength(1);
      expect(here[0]!.file).toBe(file);
      expect(here[0]!.message).toContain(run.by);
    });

    it('the same edits to a journey the app runs on the engine are not its problems', () => {
      // Every journey no plain run names (another run's journey is that run's problem).
      const others = journeyFiles().filter(({ definition }) => !plainJourneyRuns.some((r) => r.id === definition.id) && definition.kind === 'machine');
      const edited = others.map(({ file, definition }) => {
        const j = structuredClone(definition) as MachineJourney;
        j.output = [...catalogue.inputs][0];
        return { file: `journeys/${file}`, definition: j };
      });
      expect(plainRunnerProblems(edited)).toEqual([]);
    });
  });
});
