/**
 * Issue 46 "Done when", for the wizards' steps (the other routes are tests/e2e/all-routes-layout.e2e.ts): a step's
 * address opens only once its journey has reached it, so the steps are walked along QA's paths that together show
 * every step of every wizard (support/path-replay.ts `pathsCoveringEveryStep`), answered by the path replays' scripts.
 * Each step is looked at before it is answered, in English as it arrives and in Urdu (a reload: the tab keeps the
 * journey), at 390 and 1280 px, then switched back to English in place by the header's button for the answer scripts:
 * choices show their selected state (every group is given a choice first), no text runs out of its control, no two
 * controls overlap, no English is left in Urdu, and the stepper names the journey's steps in the JSON's order
 * with the step at the address as current (support/layout-checks.ts). One browser, one stack.
 */
import { describe, expect, it } from 'vitest';
import { stackForFile } from './support/harness';
import { reloadIn, switchInPlace } from './support/route-visits';
import { chooseEveryGroup, LANGUAGES, layoutProblems, lookAtWidths, OWN_WORDS, WIDTHS } from './support/layout-checks';
import { journeyFiles } from '../support/journeys';
import { pathsCoveringEveryStep, replayOnStack } from './support/path-replay';
import { routeTable } from '../../src/routes/route-table';

const stack = stackForFile();

describe("every wizard step, both languages, 390 and 1280 px (issue 46)", () => {
  it("the wizards' steps, walked along QA's paths that show every step", async () => {
    const { paths, unshown } = pathsCoveringEveryStep();
    // The wizards' steps as the JSON has them now: a removed step's former path (`formerPaths`) is still a route of the
    // journey page, which sends it on to the journey's start, but no step to look at.
    const steps = new Set(journeyFiles().flatMap((f) => (f.definition.kind === 'wizard' ? f.definition.steps.map((s) => s.path) : [])));
    const walkedSteps = routeTable.filter((r) => r.page === 'journey' && steps.has(r.path)).map((r) => r.path);
    // Each journey's first step (the choice that starts it) has no stepper; every later one has.
    const firstSteps = new Set(journeyFiles().flatMap(({ definition }) => (definition.kind === 'wizard' && definition.steps[0] ? [definition.steps[0].path] : [])));
    expect(unshown).toEqual([]);
    const problems: string[] = [];
    const seen = new Set<string>();
    let reloadsBack = 0;
    for (const path of paths) {
      const replay = await replayOnStack(stack, path, {
        atStep: async (page, step) => {
          seen.add(step.path);
          // English as the step arrived, 390 then 1280 px; then Urdu from 1280 back to 390 px: the reload into Urdu
          // happens at the wide width, and each language costs one resize, not three.
          for (const [i, language] of LANGUAGES.entries()) {
            if (language !== 'en') await reloadIn(page, language);
            const widths = i % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
            problems.push(...(await lookAtWidths(page, { path: step.path, language, own: OWN_WORDS, stepper: !firstSteps.has(step.path) }, { widths, leaveAtLast: true })));
          }
          // The answer scripts read the English screen: back to English by the header's button, in place, as a customer
          // switches (the reload into Urdu above has already shown that the tab keeps the step). Before they answer,
          // every group is given a choice and looked at again: on most steps nothing is chosen yet, and a choice that
          // does not show is found only once one is made.
          if ((await switchInPlace(page, 'en')) === 'load') reloadsBack++;
          if (await chooseEveryGroup(page)) {
            // The choices are drawn once the page has painted twice after the clicks (their re-render, then paint).
            await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
            problems.push(...(await layoutProblems(page, { path: step.path, language: 'en', width: WIDTHS[0], own: OWN_WORDS })).filter((p) => p.includes('choice not shown')));
          }
        },
      });
      if (!replay.ok) problems.push(`${path.journey} ${path.id}: ${replay.problem}`);
    }
    // Every step of the route table was looked at.
    const notSeen = walkedSteps.filter((p) => !seen.has(p));
    console.log(`${paths.length} walks, ${seen.size} steps (${reloadsBack} without the language button, reloaded back to English), ${problems.length} problems\n${problems.join('\n')}`);
    expect(notSeen).toEqual([]);
    expect(problems).toEqual([]);
  }, 600_000);
});
