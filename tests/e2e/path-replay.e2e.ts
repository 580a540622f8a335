import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { JourneyDefinition } from '../../engine';
import { journeyPaths, pathReport, type QaPath } from '../../scripts/studio/qa-paths';
import { ROOT, stackForFile, type Stack } from './support/harness';
import { notReplayable, pathsCoveringEveryStep, replayOnStack, shownSteps, type BrowserReplay } from './support/path-replay';
import { compiled, journeyFiles, stepInvoking, stepSkippedBy } from '../support/journeys';
import { purchaseStepProviding } from './support/purchase-steps';
import { reloadIn, switchInPlace } from './support/route-visits';
import { chooseEveryGroup, LANGUAGES, layoutProblems, lookAtWidths, OWN_WORDS, WIDTHS } from './support/layout-checks';
import { routeTable } from '../../src/routes/route-table';

// QA's paths (`npm run journeys:paths`) of every wizard, replayed in Chromium against the sandbox gateway: each path's
// customer answers every screen with its script (tests/e2e/support/screen-answers.ts) and the page must show the path's
// steps, in order, to the journey's end. Paths the browser cannot tell apart (same steps, same session, same choices on
// screen) are replayed once; a path whose data the sandbox decides otherwise (every purchase asks for eKYC, an eSIM
// replacement is free) says why in the list below.

const stack = stackForFile();
const definitionOf = (id: string) => journeyFiles().find((f) => f.definition.id === id)?.definition;
const wizards = journeyFiles().filter((f) => f.definition.kind === 'wizard').map((f) => f.definition as JourneyDefinition);
const all = wizards.flatMap((d) => journeyPaths(d, definitionOf));

/** What the browser sees of a path: its steps, its session, and the choices a customer makes on screen. */
const seen = (p: QaPath) => JSON.stringify([p.journey, shownSteps(p), p.signedIn, p.world?.simType ?? null, p.world?.numberType ?? null, p.world?.paymentRequired ?? null]);
const replayable = all.filter((p) => !notReplayable(p)).filter((p, i, list) => list.findIndex((q) => seen(q) === seen(p)) === i);

/**
 * Issue 46 "Done when" for the wizards' steps (formerly tests/e2e/wizard-steps-layout.e2e.ts; the other routes are
 * tests/e2e/all-routes-layout.e2e.ts): a step's address opens only once its journey has reached it, so the steps are
 * looked at on the replays of QA's paths that together show every step of every wizard (support/path-replay.ts
 * `pathsCoveringEveryStep`). Each such path is replayed once, with the looks (below), and that one replay is both the
 * path's replay test and its part of the layout test (docs/decisions/2026-11-29-replays-carry-the-step-looks.md):
 * the walk still answers every step of the path with its script and must reach the journey's end.
 * Each step is looked at before it is answered, in English as it arrives and in Urdu (a reload: the tab keeps the
 * journey), at 390 and 1280 px, then switched back to English in place by the header's button for the answer scripts:
 * choices show their selected state (every group is given a choice first), no text runs out of its control, no two
 * controls overlap, no English is left in Urdu, and the stepper names the journey's steps in the JSON's order with the
 * step at the address as current (support/layout-checks.ts).
 */
interface LookedReplay {
  replay: BrowserReplay;
  /** The layout problems found on its steps, each naming step, language and width. */
  problems: string[];
  /** The step addresses looked at. */
  looked: string[];
  /** Steps without the language button, reloaded back to English. */
  reloadsBack: number;
}
const { paths: covering, unshown } = pathsCoveringEveryStep();
/** The covering paths as the replay tests have them (one path per set of steps the browser can tell apart). */
const looked = new Set(covering.map(seen));
/** Each journey's first step (the choice that starts it) has no stepper; every later one has. */
const firstSteps = new Set(journeyFiles().flatMap(({ definition }) => (definition.kind === 'wizard' && definition.steps[0] ? [definition.steps[0].path] : [])));

async function replayLookingAtSteps(on: Stack, path: QaPath): Promise<LookedReplay> {
  const problems: string[] = [];
  const lookedAt: string[] = [];
  let reloadsBack = 0;
  const replay = await replayOnStack(on, path, {
    atStep: async (page, step) => {
      lookedAt.push(step.path);
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
  return { replay, problems, looked: lookedAt, reloadsBack };
}

/** Each covering path is replayed once per stack, by whichever test asks first (its replay test or the layout test). */
const lookedReplays = new Map<string, Promise<LookedReplay>>();
function lookedReplay(path: QaPath): Promise<LookedReplay> {
  const key = seen(path);
  const twin = replayable.find((p) => seen(p) === key) ?? path;
  let known = lookedReplays.get(key);
  if (!known) lookedReplays.set(key, (known = replayLookingAtSteps(stack, twin)));
  return known;
}

describe("QA's paths in Chromium", { timeout: 120_000 }, () => {
  it('every wizard path to the end is replayed, or is one the sandbox cannot make (with why)', () => {
    const skipped = all.filter((p) => notReplayable(p)).map((p) => `${p.journey} ${p.id}: ${notReplayable(p)}`);
    console.log(`replayed in the browser: ${replayable.length} of ${all.length} wizard paths\n${skipped.join('\n')}`);
    // The purchase is walked by visitors and by signed-in customers, physical SIM and eSIM, a new number and one brought along.
    const purchase = replayable.filter((p) => p.journey === 'onboarding');
    expect(new Set(purchase.map((p) => p.signedIn))).toEqual(new Set([true, false]));
    expect(new Set(purchase.map((p) => p.world?.simType))).toEqual(new Set(['physical_sim', 'esim']));
    expect(new Set(purchase.map((p) => p.world?.numberType))).toEqual(new Set(['NEW', 'PORT_IN']));
    for (const line of skipped) expect(line).toMatch(/: (the sandbox|every plan of the sandbox)/);
    // Every wizard has paths replayed in the browser.
    expect(new Set(replayable.map((p) => p.journey))).toEqual(new Set(wizards.map((d) => d.id)));
  });

  it.each(replayable.map((p) => ({ id: p.id, journey: p.journey, description: p.description, path: p })))('$journey path $id: $description', async ({ path }) => {
    // A path the step looks walk is replayed once, with the looks; its problems are the layout test's to assert.
    const result = looked.has(seen(path)) ? (await lookedReplay(path)).replay : await replayOnStack(stack, path);
    expect(result.ok, `${result.problem}\n${pathReport(path)}`).toBe(true);
    expect(result.shown).toEqual(shownSteps(path));
  });

  it('the command replays a purchase path in Chromium: npm run journeys:paths -- onboarding --replay <id> --browser', () => {
    // The purchase path with the fewest steps (each is replayed in the browser above; this is about the command).
    const path = replayable.filter((p) => p.journey === 'onboarding').sort((a, b) => shownSteps(a).length - shownSteps(b).length)[0]!;
    const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'journeys-paths.ts'), 'onboarding', '--replay', path.id, '--browser'], { cwd: ROOT, encoding: 'utf8', timeout: 110_000 });
    expect(run.status, `${run.stderr}`.slice(-2000)).toBe(0);
    expect(run.stdout).toContain(`path ${path.id}: replayed in Chromium to the end`);
  });

  it('a path the app does not follow stops at the step it expected, and prints its id, its steps and its events', async () => {
    // The eSIM path, told that the address step (skipped for an eSIM without delivery) comes after personal details:
    // the app goes on to the step the path really has next instead. Steps and addresses from journeys/onboarding.json.
    const esim = replayable.find((p) => p.journey === 'onboarding' && p.signedIn && p.world?.simType === 'esim')!;
    const { journey: purchase } = compiled('onboarding');
    const personal = purchaseStepProviding('personal');
    const address = stepSkippedBy(purchase, 'isEsimWithoutDelivery');
    const connection = stepInvoking(purchase, 'lockChosenNumber');
    const shown = shownSteps(esim);
    expect(shown).not.toContain(address.name);
    const instead = purchase.steps.find((s) => s.name === shown[shown.indexOf(personal.name) + 1])?.path ?? purchase.completePath;
    const at = esim.steps.findIndex((s) => s.state === personal.name);
    const wrong: QaPath = { ...esim, steps: [...esim.steps.slice(0, at + 1), { event: { type: 'NEXT' }, state: address.name }, ...esim.steps.slice(at + 1)] };
    // The replay stops once the page shows the step it went to instead: no waiting out a bound for the step that never
    // comes (it waited 5 s, which also bounded every earlier step's arrival, tight on a loaded machine).
    const result = await replayOnStack(stack, wrong, { wentInstead: instead });
    expect(result.ok).toBe(false);
    expect(result.problem).toBe(`expected step ${address.name} at ${address.path}; the page is at ${instead}`);
    const report = pathReport(wrong);
    expect(report).toContain(`path ${esim.id} of onboarding`);
    expect(report).toContain(`NEXT → ${address.name}`);
    expect(report).toContain(`xstate.done.actor.${connection.invoke!.src}`);
  });
});

describe("every wizard step, both languages, 390 and 1280 px (issue 46)", () => {
  it("the wizards' steps, looked at on the replays of QA's paths that show every step", async () => {
    // The wizards' steps as the JSON has them now: a removed step's former path (`formerPaths`) is still a route of the
    // journey page, which sends it on to the journey's start, but no step to look at.
    const steps = new Set(journeyFiles().flatMap((f) => (f.definition.kind === 'wizard' ? f.definition.steps.map((s) => s.path) : [])));
    const walkedSteps = routeTable.filter((r) => r.page === 'journey' && steps.has(r.path)).map((r) => r.path);
    expect(unshown).toEqual([]);
    // Every covering path is one of the replay tests' paths (so its replay there is this one).
    expect(covering.filter((p) => !replayable.some((q) => seen(q) === seen(p))).map((p) => p.id)).toEqual([]);
    const problems: string[] = [];
    const seenSteps = new Set<string>();
    let reloadsBack = 0;
    for (const path of covering) {
      const walk = await lookedReplay(path);
      for (const p of walk.looked) seenSteps.add(p);
      reloadsBack += walk.reloadsBack;
      problems.push(...walk.problems);
      if (!walk.replay.ok) problems.push(`${path.journey} ${path.id}: ${walk.replay.problem}`);
    }
    // Every step of the route table was looked at.
    const notSeen = walkedSteps.filter((p) => !seenSteps.has(p));
    console.log(`${covering.length} walks, ${seenSteps.size} steps (${reloadsBack} without the language button, reloaded back to English), ${problems.length} problems\n${problems.join('\n')}`);
    expect(notSeen).toEqual([]);
    expect(problems).toEqual([]);
  }, 600_000);
});
