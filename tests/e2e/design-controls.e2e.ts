import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { reloadIn } from './support/route-visits';
import { landing } from './support/purchase-steps';
import { designMessages } from '../../src/pages/design-messages';
import { landingMessages } from '../../src/landing/landing-messages';
import { PLAN_FILTERS } from '../../src/landing/plan-choices';
import { helpSearchMessages } from '../../src/shell/help-search-messages';
import { faqHelpHeading, faqMessages } from '../../src/shell/faq-content';
import { faqItemIds } from '../../src/shell/faq-groups';
import { HELP_PATH } from '../../src/shell/help-paths';

const stack = stackForFile();
const LANGUAGES = ['en', 'ur'] as const;

/**
 * The design system's controls that replaced the last native ones (issue 46), walked by keyboard and mouse in English
 * and Urdu: the Checkbox on the /design catalogue (both directions on one page), the landing's plan filters as the
 * segmented control, and the help search finding the purchase's FAQ. Words come from the catalogues, the landing
 * from the purchase journey's first step.
 */

/** Whether a control's mark shows its tick (the icon inside the mark is drawn). */
const tickShown = (box: Locator) => box.locator('xpath=..').locator('.checkbox-mark .icon').evaluate((el) => getComputedStyle(el).visibility === 'visible');

async function open(page: Page, path: string, language: 'en' | 'ur') {
  await page.goto(`${stack.app.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await reloadIn(page, language);
}

describe('design system controls (issue 46)', () => {
  it("/design in English asks for no web font on a first visit: its Urdu half is in Nastaliq once the browser has had the face", async () => {
    // The Urdu face is 110 KiB: asked for before the first paint, it made the catalogue's FCP 1.85 s (issue 47).
    const page = await stack.page();
    const fonts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.woff2')).length);
    const urduFamily = () => page.locator('.design-gallery[lang="ur"]').evaluate((el) => getComputedStyle(el).fontFamily);
    await page.goto(`${stack.app.url}/design`);
    await page.locator('.design-gallery[lang="ur"]').waitFor();
    expect(await fonts()).toBe(0);
    expect(await urduFamily()).not.toContain('Sitara Nastaliq');
    // After the Urdu pages' first interaction (the face fetched, its cookie set), the catalogue draws its Urdu in it.
    await reloadIn(page, 'ur');
    await reloadIn(page, 'en');
    expect(await urduFamily()).toContain('Sitara Nastaliq');
  });

  it('/design shows the Checkbox in both directions: Space and a click tick it, its error is announced and goes with the tick', async () => {
    const page = await stack.page();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/design', 'en');
      for (const language of LANGUAGES) {
        const t = designMessages[language]!;
        const gallery = page.locator(`[data-language="${language}"]`);
        expect(await gallery.getAttribute('dir')).toBe(language === 'ur' ? 'rtl' : 'ltr');
        const save = gallery.getByRole('checkbox', { name: t.design_checkbox_save, exact: true }).first();
        expect(await save.isChecked()).toBe(true);
        expect(await tickShown(save)).toBe(true);
        // Its hint describes it.
        const hintId = (await save.getAttribute('aria-describedby'))!;
        expect(await page.locator(`[id="${hintId}"]`).innerText()).toBe(t.design_checkbox_save_hint);
        await save.focus();
        await page.keyboard.press('Space');
        expect(await save.isChecked()).toBe(false);
        expect(await tickShown(save)).toBe(false);
        // A click where its words are (the box covers mark and words, as a customer's tap lands on it).
        await save.locator('xpath=..').click();
        expect(await save.isChecked()).toBe(true);
        // The consent: unticked, invalid and its error announced; a tick by mouse clears both.
        const terms = gallery.getByRole('checkbox', { name: t.design_checkbox_terms, exact: true });
        expect(await terms.getAttribute('aria-invalid')).toBe('true');
        expect(await gallery.getByRole('alert').filter({ hasText: t.design_checkbox_terms_error }).count()).toBe(1);
        await terms.click();
        expect(await terms.isChecked()).toBe(true);
        // The tick's render is drawn in the frame after the tap (src/render-schedule.ts): read it once drawn.
        await expect.poll(() => terms.getAttribute('aria-invalid')).toBeNull();
        await expect.poll(() => gallery.getByRole('alert').filter({ hasText: t.design_checkbox_terms_error }).count()).toBe(0);
        // The mark sits at the start of the reading direction: left in English, right in Urdu.
        const mark = await save.locator('xpath=..').locator('.checkbox-mark').boundingBox();
        const words = await save.locator('xpath=..').locator('.checkbox-label').boundingBox();
        expect(language === 'ur' ? mark!.x > words!.x : mark!.x < words!.x).toBe(true);
      }
    }
    expect(await axe(page)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the landing\'s plan filters are the segmented control, chosen by a click and by the arrow keys', async (language) => {
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, landing.path, language);
    const t = landingMessages[language]!;
    const group = page.getByRole('group', { name: t.plan_filter_label, exact: true });
    await expect.poll(() => group.evaluate((el) => (el as HTMLFieldSetElement).disabled)).toBe(false);
    expect(await group.getAttribute('class')).toContain('segmented');
    const radio = (i: number) => group.getByRole('radio', { name: t[PLAN_FILTERS[i]!.messageId], exact: true });
    const filled = (i: number) => radio(i).locator('xpath=..').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await radio(0).isChecked()).toBe(true);
    const chosenColour = await filled(0);
    expect(chosenColour).not.toBe(await filled(1));
    // Mouse: a pill chosen shows it.
    await radio(2).locator('xpath=..').click();
    expect(await radio(2).isChecked()).toBe(true);
    expect(await filled(2)).toBe(chosenColour);
    // Keyboard: the arrow moves to the next filter, as native radios do.
    await radio(2).focus();
    await page.keyboard.press('ArrowDown');
    expect(await radio(3).isChecked()).toBe(true);
    expect(await filled(3)).toBe(chosenColour);
    expect(await axe(page)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the help search finds the purchase FAQ and opens its answer on the help page', async (language) => {
    const page = await stack.page();
    await open(page, HELP_PATH, language);
    const words = faqMessages[language]!;
    const { question, answer } = faqItemIds('addon')[0]!;
    const box = page.getByRole('searchbox', { name: helpSearchMessages[language]!.help_search_label });
    await box.fill(words[answer]!);
    const result = page.getByTestId('help-results').getByRole('link', { name: words[question], exact: true });
    expect(await result.locator('xpath=..').innerText()).toContain(faqHelpHeading[language]);
    await result.click();
    const opened = page.locator('details[open]').filter({ hasText: words[question]! });
    await opened.waitFor();
    expect(await opened.innerText()).toContain(words[answer]);
  });
});
