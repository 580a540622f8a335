import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStack, type Stack } from './support/harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  const errors = stack?.pageErrors ?? [];
  await stack?.stop();
  expect(errors).toEqual([]);
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();

describe('onboarding journey in Chromium', () => {
  it('walks the steps with Next and Back, and the URL follows both ways', async () => {
    const page = await stack.page();
    await page.goto(`${stack.app.url}/`);
    await page.waitForURL('**/web/pre-checkout');
    expect(await heading(page)).toBe('Choose your plan');
    await expect(page.getByTestId('missing-screen').innerText()).resolves.toContain('preCheckout');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    await next(page);
    await page.waitForURL('**/web/addon-selection');
    await next(page);
    await page.waitForURL('**/web/connection-details');
    // A new number (no data says port-in) skips the port-in step.
    await next(page);
    await page.waitForURL('**/web/personal-details');
    expect(await heading(page)).toBe('Personal details');
    await back(page);
    await page.waitForURL('**/web/connection-details');
    expect(await heading(page)).toBe('Connection details');

    await page.goBack();
    await page.waitForURL('**/web/personal-details');
    expect(await heading(page)).toBe('Personal details');
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/web/addon-selection');
    expect(await heading(page)).toBe('Add-ons');
    await page.goForward();
    await page.waitForURL('**/web/connection-details');
    expect(await heading(page)).toBe('Connection details');
  });

  it('a reload lands on the same step, and progress survives it', async () => {
    const page = await stack.page();
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    for (const path of ['addon-selection', 'connection-details', 'personal-details']) {
      await next(page);
      await page.waitForURL(`**/web/${path}`);
    }
    await page.reload();
    expect(pathOf(page)).toBe('/web/personal-details');
    expect(await heading(page)).toBe('Personal details');
    await back(page);
    await page.waitForURL('**/web/connection-details');
    // Reached before the reload, so a deep link back to it is allowed.
    await page.goto(`${stack.app.url}/web/personal-details`);
    expect(await heading(page)).toBe('Personal details');
  });

  it('a deep link to a step not yet reached goes to the furthest step reached', async () => {
    const page = await stack.page();
    await page.goto(`${stack.app.url}/web/payment`);
    await page.waitForURL('**/web/pre-checkout');
    await next(page);
    await page.waitForURL('**/web/addon-selection');
    await page.goto(`${stack.app.url}/web/order-summary`);
    await page.waitForURL('**/web/addon-selection');
    expect(await heading(page)).toBe('Add-ons');
  });

  it('Urdu switches the page to right-to-left and keeps the step', async () => {
    const page = await stack.page();
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    await next(page);
    await page.waitForURL('**/web/addon-selection');
    await page.getByRole('button', { name: 'Switch language to Urdu' }).click();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await heading(page)).toBe('اضافی پیکجز');
    expect(pathOf(page)).toBe('/web/addon-selection');
  });
});
