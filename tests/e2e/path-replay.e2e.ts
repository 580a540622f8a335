import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { JourneyDefinition } from '../../engine';
import { journeyPaths, pathReport, type QaPath } from '../../scripts/studio/qa-paths';
import { ROOT, stackForFile } from './support/harness';
import { notReplayable, replayOnStack, shownSteps } from './support/path-replay';
import { compiled, journeyFiles, stepInvoking, stepSkippedBy } from '../support/journeys';
import { purchaseStepProviding } from './support/purchase-steps';

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
    const result = await replayOnStack(stack, path);
    expect(result.ok, `${result.problem}\n${pathReport(path)}`).toBe(true);
    expect(result.shown).toEqual(shownSteps(path));
  });

  it('the command replays a purchase path in Chromium: npm run journeys:paths -- onboarding --replay <id> --browser', () => {
    const path = replayable.find((p) => p.journey === 'onboarding')!;
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
    // (Waiting 5 s for the step that never comes: the app answers each Continue well within that.)
    const result = await replayOnStack(stack, wrong, { arrivalMs: 5_000 });
    expect(result.ok).toBe(false);
    expect(result.problem).toBe(`expected step ${address.name} at ${address.path}; the page is at ${instead}`);
    const report = pathReport(wrong);
    expect(report).toContain(`path ${esim.id} of onboarding`);
    expect(report).toContain(`NEXT → ${address.name}`);
    expect(report).toContain(`xstate.done.actor.${connection.invoke!.src}`);
  });
});
