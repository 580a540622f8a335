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
