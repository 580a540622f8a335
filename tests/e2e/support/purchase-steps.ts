import type { Page } from 'playwright-core';
import type { StepScreenName } from '../../../src/features/step-screens';
import { compiled, journeyFiles } from '../../support/journeys';
import type { Stack } from './harness';
import { freshCustomer, SCREEN_ANSWERS, type Walk } from './screen-answers';

/**
 * The purchase's steps as journeys/onboarding.json orders them (the JSON the app under test was built from), so a
 * browser walk follows an add, a removal or a reorder of steps made in the JSON alone.
 */
export const purchase = compiled('onboarding').journey;
type PurchaseStep = (typeof purchase.steps)[number];

/** The purchase's JSON as written (each step's `needs` and `provides`, which the compiled journey leaves out). */
const written = journeyFiles().find((f) => f.definition.id === 'onboarding')!.definition as { steps: Array<{ name: string; provides?: string[] }> };

/** The landing step: the purchase's first. */
export const landing = purchase.steps[0]!;

/** Where Next leads from the landing step: the first later step no skip guard can pass over. */
export const stepAfterLanding = (() => {
  const step = purchase.steps.slice(1).find((s) => !s.skip);
  if (!step) throw new Error('the purchase has a step after its landing step');
  return step;
})();

/** The purchase's step at a URL path, if any. */
export const purchaseStepAt = (path: string) => purchase.steps.find((s) => s.path === path);

/**
 * The purchase's step drawn by a screen the app registers (src/features/step-screens.ts), found in the JSON by that
 * screen, not by the step's name or place: "the add-ons step" is the one whose screen is addonSelection. Undefined
 * when the JSON has no such step (a product owner may take the add-ons out).
 */
export const purchaseStepShowing = (screen: StepScreenName): PurchaseStep | undefined => purchase.steps.find((s) => s.screen === screen);

/** Like purchaseStepShowing, for a step every purchase has (the test cannot go on without it). */
export function purchaseStepOf(screen: StepScreenName): PurchaseStep {
  const step = purchaseStepShowing(screen);
  if (!step) throw new Error(`the purchase has no step drawn by the screen '${screen}'`);
  return step;
}

/**
 * The purchase's first step that gives a piece of the journey's data (its `provides` in the JSON), after the landing
 * step unless `fromLanding`: "the step that collects the personal details" is the one providing `personal`.
 */
export function purchaseStepProviding(key: string, { fromLanding = false } = {}): PurchaseStep {
  const found = written.steps.find((s, i) => (fromLanding || i > 0) && s.provides?.includes(key));
  const step = purchase.steps.find((s) => s.name === found?.name);
  if (!step) throw new Error(`no step of the purchase provides '${key}'`);
  return step;
}

/** Whether the purchase has a step drawn by this screen (e.g. the add-ons, which a product owner may take out). */
export const purchaseHas = (screen: StepScreenName) => purchaseStepShowing(screen) !== undefined;

/** How a walk gets through a screen of the purchase: the act that moves the journey on from it (its Next, Submit…). */
export type ScreenAct = (page: Page) => Promise<void>;

/** The act of a content step: read, then continued (its last button, whatever words its JSON gives it). */
export const continueOn: ScreenAct = async (page) => {
  const step = page.getByTestId('content-step');
  await step.getByRole('heading', { level: 1 }).waitFor();
  await step.locator('.journey-actions button').last().click();
};

/**
 * Who walks the purchase and how they answer the screens a test does not act on itself: a fresh visitor on a
 * physical SIM with a new number unless told otherwise (`world` as QA's paths give it: simType, numberType).
 */
export interface PurchaseWalker {
  stack: Stack;
  /** The test's own acts, by screen name; every other screen is answered by its script in screen-answers.ts. */
  acts?: Partial<Record<StepScreenName, ScreenAct>>;
  world?: Record<string, unknown>;
  signedIn?: boolean;
  who?: Walk['who'];
  /** The steps seen so far, in order (the walk adds to it). */
  seen?: string[];
}

/**
 * The act that gets a walk through a step: the test's own for its screen, else the screen's answer script (one for
 * every screen of the purchase, tests/e2e/support/screen-answers.ts), else, for a content step, Continue. So a walk
 * gets through whatever step the JSON puts before the one it walks to.
 */
function actFor(step: PurchaseStep, walker: PurchaseWalker & { who: Walk['who'] }): ScreenAct | undefined {
  const own = walker.acts?.[step.screen as StepScreenName];
  if (own) return own;
  const script = SCREEN_ANSWERS.onboarding!.screens[step.screen];
  if (script) return (page) => script({ page, stack: walker.stack, world: walker.world ?? {}, signedIn: walker.signedIn ?? false, who: walker.who! });
  return step.content ? continueOn : undefined;
}

/**
 * Walks the purchase from the step the page is on to the step named `until`, in the order journeys/onboarding.json
 * gives: on each step the act of its screen (actFor), then on to wherever the journey goes. Returns the steps seen,
 * in order. A step added, removed or moved in the JSON is walked as the JSON says; a screen the walk cannot get
 * through is named.
 */
export async function walkPurchaseTo(page: Page, until: string, walker: PurchaseWalker): Promise<string[]> {
  const seen = walker.seen ?? [];
  const who = walker.who ?? freshCustomer('walk');
  const target = purchase.steps.find((s) => s.name === until)?.path;
  if (!target) throw new Error(`the purchase has no step '${until}'`);
  for (let moves = 0; moves <= purchase.steps.length; moves++) {
    const at = new URL(page.url()).pathname;
    const step = purchaseStepAt(at);
    if (step && seen.at(-1) !== step.name) seen.push(step.name);
    if (at === target) return seen;
    if (!step) throw new Error(`walking to ${until}, the page is at ${at}: no step of the purchase`);
    const act = actFor(step, { ...walker, who });
    if (!act) throw new Error(`the walk has no way through the screen '${step.screen}' (step ${step.name}): give it an answer script in tests/e2e/support/screen-answers.ts`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await act(page);
    await page.waitForURL((u) => u.pathname !== at);
  }
  throw new Error(`the walk did not reach ${until}; it saw ${seen.join(', ')}`);
}

/**
 * The path of the step the purchase goes on to from `name` for a customer whose answers make the `skippedBy` guards
 * hold (a new number: ['isNotPortIn']), as the JSON orders the steps.
 */
export function pathAfter(name: string, skippedBy: readonly string[]): string {
  const at = purchase.steps.findIndex((s) => s.name === name);
  const step = purchase.steps.slice(at + 1).find((s) => !s.skip || !skippedBy.includes(s.skip));
  return step?.path ?? purchase.completePath ?? '';
}
