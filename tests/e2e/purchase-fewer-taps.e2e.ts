import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { postalAnswer } from './support/address-form';
import { landing, purchase, purchaseStepOf, walkPurchaseTo } from './support/purchase-steps';
import { SCREEN_ANSWERS, freshCustomer } from './support/screen-answers';
import { detailsMessages } from '../../src/features/details/messages';
import { FIRST_SLOT_DAYS } from '../../src/features/details/delivery-rules';
import { shownWords } from './support/shown-words';
import { PLACE_WORDS_UR } from '../../gateway/seed/place-names-ur';

const stack = stackForFile();

/**
 * The purchase with fewer taps (issue 46), walked as a customer in English and in Urdu from the steps of
 * journeys/onboarding.json (found by the screens they show, never listed here): the CNIC typed once and read back,
 * the address asking only what the postal code does not fill, the next three days' slots first, and the guest's
 * code sent by its sixth digit (the summary's answer script presses nothing after the code).
 * PURCHASE_SHOTS=<folder> keeps screenshots of the changed steps at 390 and 1280 px.
 */
const ADDRESS = purchaseStepOf('addressDetails');
const SHOTS = process.env.PURCHASE_SHOTS;
const WIDTHS = [390, 1280] as const;

async function inLanguage(page: Page, lang: 'en' | 'ur') {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('the purchase asks less (issue 46)', () => {
  it.each(['en', 'ur'] as const)('%s: CNIC once with its read-back, the address by its postal code, three days of slots first, the code sent by its sixth digit', async (lang) => {
    const words = shownWords(detailsMessages[lang]);
    const who = freshCustomer(`taps-${lang}`);
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.app.url}${landing.path}`);
    const screens = SCREEN_ANSWERS.onboarding!.screens;
    await walkPurchaseTo(page, ADDRESS.name, {
      stack,
      who,
      acts: {
        personalDetails: async (p) => {
          await inLanguage(p, lang);
          const cnic = p.locator('#personal-CNICNumber');
          await cnic.pressSequentially(who.cnic);
          // One CNIC box; the whole number read back under it, grouped as on the card, in the page's language.
          expect(await p.locator('input[id^="personal-"][id*="CNIC" i]').count()).toBe(1);
          const back = p.getByTestId('personal-CNICNumber-read-back');
          expect(await back.innerText()).toBe(`${words.cnic_read_back} ${who.cnic.slice(0, 5)}-${who.cnic.slice(5, 12)}-${who.cnic.slice(12)}`);
          await shots(p, `personal-${lang}`);
          await cnic.fill('');
          await inLanguage(p, 'en');
          await screens.personalDetails!({ page: p, stack, world: {}, signedIn: false, who });
        },
      },
    });
    expect(new URL(page.url()).pathname).toBe(ADDRESS.path);
    await inLanguage(page, lang);

    // The postal code fills province, city and area: read back with Change, not asked.
    const code = '54000';
    const known = postalAnswer(code)!;
    await page.locator('#billing-postalCode').pressSequentially(code);
    const status = page.getByTestId('billing-postal-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('read-back');
    expect(await status.innerText()).toContain(words.details_postal_found);
    // The places in the page's language (issue 46): the gateway's Urdu words in Urdu, the fields keeping its English.
    const place = (name: 'area' | 'city' | 'province') => (lang === 'ur' ? PLACE_WORDS_UR[known[name]]! : known[name]);
    expect(await status.locator(`[lang="${lang}"]`).innerText()).toBe([place('area'), place('city'), place('province')].join(lang === 'ur' ? '، ' : ', '));
    for (const name of ['province', 'city', 'area']) expect(await page.locator(`#billing-${name}`).count()).toBe(0);
    await page.locator('#billing-addressLine1').fill('12 Mall Road');

    // The next three days' slots first, the rest a tap away; no window breaks at its dash.
    const days = page.locator('.details__slot-day');
    await days.first().waitFor();
    expect(await days.count()).toBe(FIRST_SLOT_DAYS);
    const more = page.getByRole('button', { name: /\(\d+\)/ }).filter({ hasText: (words.details_slots_more ?? '').replace(/ ?\(\{count\}\)/, '') });
    const rest = Number((await more.innerText()).replace(/\D/g, ''));
    expect(rest).toBeGreaterThan(0);
    for (const w of await page.locator('.details__slot-window').all()) expect(await w.evaluate((el) => el.getClientRects().length)).toBe(1);
    await shots(page, `address-${lang}`);
    await more.click();
    await expect.poll(() => days.count()).toBe(FIRST_SLOT_DAYS + rest);
    // The keyboard goes on at the first day that was behind More days.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('delivery-slot');
    expect(await days.nth(FIRST_SLOT_DAYS).locator('input:focus').count()).toBe(1);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const w of await page.locator('.details__slot-window').all()) expect(await w.evaluate((el) => el.getClientRects().length)).toBe(1);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    // The slots are the design system's cards (issue 46): a click on a card chooses it and shows its tick; the arrow
    // keys move the choice as native radios do.
    const slots = page.locator('input[name="delivery-slot"]');
    const tickOf = (i: number) => slots.nth(i).locator('xpath=..').locator('.choice-card-mark .icon').evaluate((el) => getComputedStyle(el).visibility);
    await slots.first().locator('xpath=..').click();
    expect(await slots.first().isChecked()).toBe(true);
    expect(await tickOf(0)).toBe('visible');
    expect(await tickOf(1)).toBe('hidden');
    await page.keyboard.press('ArrowDown');
    expect(await slots.nth(1).isChecked()).toBe(true);
    expect(await tickOf(1)).toBe('visible');
    // "Same as billing" is the design system's Checkbox: Space ticks it, its label names it, its mark shows the tick.
    const same = page.getByRole('checkbox', { name: words.details_same_as_billing, exact: true });
    const sameTicked = await same.isChecked();
    await same.focus();
    await page.keyboard.press('Space');
    expect(await same.isChecked()).toBe(!sameTicked);
    await same.locator('xpath=..').click();
    expect(await same.isChecked()).toBe(sameTicked);
    expect(await axe(page)).toEqual([]);

    // Change gives the boxes back, filled; a code the postal service does not know leaves them empty to type.
    await status.getByRole('button').click();
    expect(await page.locator('#billing-city').inputValue()).toBe(known.city);
    // Change puts the keyboard in the first box it gave back once the boxes are drawn; typing the code before that
    // could be lost to the redraw (no customer types that fast).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^billing-(?!postalCode)/);
    await page.locator('#billing-postalCode').fill('99999');
    expect(await page.locator('#billing-postalCode').inputValue()).toBe('99999');
    // The lookup of a new code answers at the gateway's pace (slow on a loaded machine).
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('unknown');
    expect(await status.innerText()).toBe(words.details_postal_unknown);
    // What the other code filled is gone (it was that code's); what was typed stays. The boxes are emptied once the
    // answer is drawn (the status says 'unknown' a frame before: seen once in Urdu under load).
    await expect.poll(() => page.locator('#billing-city').inputValue()).toBe('');
    expect(await page.locator('#billing-addressLine1').inputValue()).toBe('12 Mall Road');
    await shots(page, `address-unknown-${lang}`);
    await page.locator('#billing-postalCode').fill(code);
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('read-back');

    // On to the summary in English (its answer script reads English words): the guest's code is sent by its sixth
    // digit, and the purchase goes on with no tap after it.
    await page.locator('#address-next').click();
    await page.waitForURL((u) => u.pathname !== ADDRESS.path);
    await inLanguage(page, 'en');
    const summary = purchase.steps.findIndex((s) => s.name === purchaseStepOf('orderSummary').name);
    const afterSummary = purchase.steps[summary + 1]!;
    await walkPurchaseTo(page, afterSummary.name, { stack, who });
    expect(new URL(page.url()).pathname).toBe(afterSummary.path);
    await page.context().close();
  });
});
