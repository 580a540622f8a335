import type { Page } from 'playwright-core';
import { compiled } from '../../support/journeys';

/**
 * The purchase's steps as journeys/onboarding.json orders them (the JSON the app under test was built from), so a
 * browser walk follows an add, a removal or a reorder of steps made in the JSON alone.
 */
export const purchase = compiled('onboarding').journey;

/** Where Next leads from the landing step: the first later step no skip guard can pass over. */
export const stepAfterLanding = (() => {
  const step = purchase.steps.slice(1).find((s) => !s.skip);
  if (!step) throw new Error('the purchase has a step after its landing step');
  return step;
})();

/** The purchase's step at a URL path, if any. */
export const purchaseStepAt = (path: string) => purchase.steps.find((s) => s.path === path);

/** Whether the purchase has a step of this name (e.g. the add-ons, which a product owner may take out). */
export const purchaseHas = (name: string) => purchase.steps.some((s) => s.name === name);

/** How a walk gets through a screen of the purchase: the act that moves the journey on from it (its Next, Submit…). */
export type ScreenAct = (page: Page) => Promise<void>;

/** The act of a content step: read, then continued (its last button, whatever words its JSON gives it). */
export const continueOn: ScreenAct = async (page) => {
  const step = page.getByTestId('content-step');
  await step.getByRole('heading', { level: 1 }).waitFor();
  await step.locator('.journey-actions button').last().click();
};

/**
 * Walks the purchase from the step the page is on to the step named `until`, in the order journeys/onboarding.json
 * gives: on each step the act of its screen (`acts`, by screen name; a content step is simply continued), then on to
 * wherever the journey goes. Returns the steps seen, in order. A step added, removed or moved in the JSON is walked
 * as the JSON says; a screen the walk cannot get through is named.
 */
export async function walkPurchaseTo(page: Page, until: string, acts: Record<string, ScreenAct>, seen: string[] = []): Promise<string[]> {
  const target = purchase.steps.find((s) => s.name === until)?.path;
  if (!target) throw new Error(`the purchase has no step '${until}'`);
  for (let moves = 0; moves <= purchase.steps.length; moves++) {
    const at = new URL(page.url()).pathname;
    const step = purchaseStepAt(at);
    if (step && seen.at(-1) !== step.name) seen.push(step.name);
    if (at === target) return seen;
    if (!step) throw new Error(`walking to ${until}, the page is at ${at}: no step of the purchase`);
    const act = acts[step.screen] ?? (step.content ? continueOn : undefined);
    if (!act) throw new Error(`the walk has no way through the screen '${step.screen}' (step ${step.name})`);
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
