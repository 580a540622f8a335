/**
 * Replays one of QA's paths (scripts/studio/qa-paths.ts) in Chromium against the sandbox gateway and the built app:
 * the customer of the path (a visitor or signed in, in its data world) answers each step's screen with that screen's
 * script (tests/e2e/support/screen-answers.ts), and the page must show the path's steps in the path's order, at each
 * step's address from the journey's JSON, and end at the journey's end. Used by `npm run journeys:paths -- <journey>
 * --replay <id> --browser` and by tests/e2e/path-replay.e2e.ts.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readJourneys } from '../../../scripts/journey-routes';
import { journeyPaths, type QaPath } from '../../../scripts/studio/qa-paths';
import { WIZARD_COMPLETE } from '../../../engine';
import { ROOT, startStack, type Stack } from './harness';
import { continueOn } from './purchase-steps';
import { freshCustomer, SCREEN_ANSWERS, type Walk } from './screen-answers';

export interface BrowserReplay {
  ok: boolean;
  /** Why it stopped, naming the step (and the address the page was at instead). */
  problem?: string;
  /** The steps the page showed, in order. */
  shown: string[];
}

/** The wizard steps a path shows, in order (a step's work or gate is the same screen). */
export function shownSteps(path: QaPath): string[] {
  return path.steps.map((s) => s.state.split(':')[0]!).filter((v, i, all) => v !== all[i - 1] && v !== WIZARD_COMPLETE);
}

const wizardOf = (journey: string) => {
  const definition = readJourneys(join(ROOT, 'journeys')).find((j) => j.definition.id === journey)?.definition;
  return definition?.kind === 'wizard' ? definition : undefined;
};

/**
 * The script that answers a step: its own, or for a content step (words from the JSON, which a product owner adds
 * without code) the one that reads it and continues.
 */
function scriptFor(journey: string, name: string): ((walk: Walk) => Promise<void>) | undefined {
  const own = SCREEN_ANSWERS[journey]?.screens[name];
  if (own) return own;
  const step = wizardOf(journey)?.steps.find((s) => s.name === name);
  return step?.content ? (walk) => continueOn(walk.page) : undefined;
}

/** Why a path cannot be replayed in the browser (no scripts for its journey, or a data world the sandbox does not make). */
export function notReplayable(path: QaPath): string | undefined {
  if (path.kind !== 'wizard') return 'a machine journey has no screens of its own to walk';
  const answers = SCREEN_ANSWERS[path.journey];
  if (!answers) return `no answer scripts for the screens of ${path.journey} yet (tests/e2e/support/screen-answers.ts)`;
  const missing = shownSteps(path).filter((s) => !scriptFor(path.journey, s));
  if (missing.length) return `no answer script for ${missing.join(', ')}`;
  return answers.unreachable(path.world ?? {});
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Replays a path on a running stack, in a page of its own. */
export async function replayOnStack(
  stack: Stack,
  path: QaPath,
  options: {
    log?: (line: string) => void;
    arrivalMs?: number;
    /**
     * An address where the walk goes instead of the next step (a path told of a step the app skips): once the page is
     * there, the replay stops at once rather than waiting `arrivalMs` for a step that cannot come.
     */
    wentInstead?: string;
    /** Called on each step's screen before it is answered (the route sweeps look at it, shoot it). */
    atStep?: (page: Page, step: { name: string; path: string }) => Promise<void>;
  } = {},
): Promise<BrowserReplay> {
  const { log = () => {}, arrivalMs = 30_000, atStep, wentInstead } = options;
  const shown: string[] = [];
  const why = notReplayable(path);
  if (why) return { ok: false, problem: `path ${path.id} cannot be replayed in a browser: ${why}`, shown };
  const definition = wizardOf(path.journey);
  if (!definition) return { ok: false, problem: `no wizard journey '${path.journey}'`, shown };
  const answers = SCREEN_ANSWERS[path.journey]!;
  const page = await stack.page();
  const walk = { page, stack, world: path.world ?? {}, signedIn: path.signedIn, who: freshCustomer(path.id.slice(0, 6)) };
  const steps = shownSteps(path);
  try {
    await answers.begin(walk, definition.steps.find((s) => s.name === steps[0])!.path);
    for (const name of steps) {
      const address = definition.steps.find((s) => s.name === name)!.path;
      // The address the wait ended on, as it matched (the page may move on from it before the next read).
      let reached = '';
      const there = (u: URL) => {
        if (u.pathname !== address && u.pathname !== wentInstead) return false;
        reached = u.pathname;
        return true;
      };
      const arrived = (await page.waitForURL(there, { timeout: arrivalMs }).then(() => true, () => false)) && reached === address;
      if (!arrived) return { ok: false, problem: `expected step ${name} at ${address}; the page is at ${pathOf(page)}`, shown };
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      shown.push(name);
      await atStep?.(page, { name, path: address });
      log(`  ${name} (${address}): answering as ${path.walkers[0]}`);
      await scriptFor(path.journey, name)!(walk);
    }
    const end = answers.endsAt?.(walk.world) ?? definition.completePath?.split('?')[0];
    if (end) {
      const ended = await page.waitForURL((u) => u.pathname === end, { timeout: 30_000 }).then(() => true, () => false);
      if (!ended) return { ok: false, problem: `expected the end at ${end}; the page is at ${pathOf(page)}`, shown };
      log(`  end (${end})`);
    }
    return { ok: true, shown };
  } catch (error) {
    return { ok: false, problem: `at step ${shown.at(-1) ?? steps[0]} (${pathOf(page)}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, shown };
  } finally {
    await page.context().close();
  }
}

/** Starts a stack (sandbox gateway, the built app, Chromium), replays the path, stops the stack. */
export async function replayInBrowser(path: QaPath, options: { log?: (line: string) => void } = {}): Promise<BrowserReplay> {
  const stack = await startStack();
  try {
    return await replayOnStack(stack, path, options);
  } finally {
    await stack.stop();
  }
}

/**
 * QA's replayable paths (one per set of steps a browser can tell apart) chosen so that together they show every step
 * of every wizard that any replayable path shows: the path showing the most steps not yet shown first. The route
 * sweeps (the step looks of tests/e2e/path-replay.e2e.ts, `npm run screenshots -- --routes`) walk these to reach each step at its
 * address, since a step's address opens only once the journey has reached it. Returns the paths and the steps no
 * replayable path shows (as `journey step`).
 */
export function pathsCoveringEveryStep(): { paths: QaPath[]; unshown: string[] } {
  const all = readJourneys(join(ROOT, 'journeys')).map((j) => j.definition);
  const definitionOf = (id: string) => all.find((d) => d.id === id);
  const wizards = all.filter((d) => d.kind === 'wizard');
  const paths: QaPath[] = [];
  const unshown: string[] = [];
  for (const wizard of wizards) {
    const candidates = journeyPaths(wizard, definitionOf).filter((p) => !notReplayable(p));
    const left = new Set(wizard.steps.map((s) => s.name));
    for (;;) {
      const best = candidates.map((p) => ({ p, gain: shownSteps(p).filter((s) => left.has(s)).length })).sort((a, b) => b.gain - a.gain || shownSteps(a.p).length - shownSteps(b.p).length)[0];
      if (!best || best.gain === 0) break;
      paths.push(best.p);
      for (const s of shownSteps(best.p)) left.delete(s);
    }
    unshown.push(...[...left].map((s) => `${wizard.id} ${s}`));
  }
  return { paths, unshown };
}
