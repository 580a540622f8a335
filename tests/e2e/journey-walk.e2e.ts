import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStack, type Stack } from './support/harness';

// The reschedule-delivery journey: its steps have no real screens yet, so each shows the fallback screen
// with Next and Back, which is exactly the journey engine and URL sync under test here.
const STEP = {
  simOnly: '/reschedule_delivery/sim_only',
  personal: '/reschedule_delivery/personal-details',
  address: '/reschedule_delivery/address-details',
  review: '/reschedule_delivery/review_detail',
  payment: '/reschedule/payment',
};

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signUp();
});
afterAll(async () => {
  const errors = stack?.pageErrors ?? [];
  await stack?.stop();
  expect(errors).toEqual([]);
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const missing = (page: Page) => page.getByTestId('missing-screen').innerText();
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();

/** A signed-in page on the first step (the auth_token hand-off signs it in and leaves the URL). */
async function signedIn(path = STEP.simOnly): Promise<Page> {
  const page = await stack.page();
  await page.goto(`${stack.app.url}${path}?auth_token=${token}`);
  await page.waitForURL((u) => !u.search.includes('auth_token'));
  return page;
}

describe('a wizard journey in Chromium', () => {
  it('walks the steps with Next and Back, and the URL follows both ways', async () => {
    const page = await signedIn();
    await page.waitForURL(`**${STEP.simOnly}`);
    await expect.poll(() => missing(page)).toContain('rescheduleSimOnly');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    await next(page);
    await page.waitForURL(`**${STEP.personal}`);
    await next(page);
    await page.waitForURL(`**${STEP.address}`);
    await expect.poll(() => missing(page)).toContain('rescheduleAddressDetails');
    await back(page);
    await page.waitForURL(`**${STEP.personal}`);
    await expect.poll(() => missing(page)).toContain('reschedulePersonalDetails');

    await page.goBack();
    await page.waitForURL(`**${STEP.address}`);
    await expect.poll(() => missing(page)).toContain('rescheduleAddressDetails');
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`**${STEP.simOnly}`);
    await expect.poll(() => missing(page)).toContain('rescheduleSimOnly');
    await page.goForward();
    await page.waitForURL(`**${STEP.personal}`);
    await expect.poll(() => missing(page)).toContain('reschedulePersonalDetails');
  });

  it('a reload lands on the same step, and progress survives it', async () => {
    const page = await signedIn();
    for (const path of [STEP.personal, STEP.address, STEP.review]) {
      await next(page);
      await page.waitForURL(`**${path}`);
    }
    await page.reload();
    expect(pathOf(page)).toBe(STEP.review);
    await expect.poll(() => missing(page)).toContain('rescheduleReview');
    await back(page);
    await page.waitForURL(`**${STEP.address}`);
    // Reached before the reload, so a deep link forward to it is allowed.
    await page.goto(`${stack.app.url}${STEP.review}`);
    await expect.poll(() => missing(page)).toContain('rescheduleReview');
  });

  it('a deep link to a step not yet reached goes to the furthest step reached', async () => {
    const page = await signedIn(STEP.payment);
    await page.waitForURL(`**${STEP.simOnly}`);
    await next(page);
    await page.waitForURL(`**${STEP.personal}`);
    await page.goto(`${stack.app.url}${STEP.review}`);
    await page.waitForURL(`**${STEP.personal}`);
    await expect.poll(() => missing(page)).toContain('reschedulePersonalDetails');
  });

  it('Urdu switches the page to right-to-left and keeps the step', async () => {
    const page = await signedIn();
    await next(page);
    await page.waitForURL(`**${STEP.personal}`);
    await page.getByRole('button', { name: /Switch language to Urdu/ }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    await expect.poll(() => missing(page)).toContain('reschedulePersonalDetails');
    expect(pathOf(page)).toBe(STEP.personal);
  });
});
