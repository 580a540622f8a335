import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { shellMessages } from '../../src/i18n/shell-messages';
import { infoText } from '../../src/shell/info-content';
import { authMessages } from '../../src/features/auth/messages';
import { purchaseStepOf } from './support/purchase-steps';

/** The purchase's order summary, wherever journeys/onboarding.json puts it. */
const SUMMARY = purchaseStepOf('orderSummary');

// Help, terms of use, privacy policy and contact (issue 29 part 4; docs/decisions/2026-11-25-help-and-legal-pages.md):
// reached from the footer in English and Urdu at 390 px, each right to left in Urdu; the consent documents open in a
// new tab from the sign-up form and the order summary's checkboxes, and the form keeps what was typed.

const stack = stackForFile();
const DOCS = [
  ['help', '/help', 'footer_help'],
  ['terms', '/terms', 'footer_terms'],
  ['privacy', '/privacy', 'footer_privacy'],
  ['contact', '/contact', 'footer_contact'],
] as const;

/** The document a link opened in a new tab: its path and first heading. */
async function openedInNewTab(page: Page, name: string): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name }).first().click()]);
  await tab.getByRole('heading', { level: 1 }).waitFor();
  return tab;
}

describe('help and legal pages', () => {
  for (const lang of ['en', 'ur'] as const) {
    it(`${lang}: the footer reaches each page at 390 px, in the customer's language and direction`, async () => {
      const t = shellMessages[lang];
      const page = await stack.page();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${stack.app.url}/language`);
      for (const [doc, path, label] of DOCS) {
        const footer = page.getByRole('navigation', { name: t.footer_links_label });
        await footer.getByRole('link', { name: t[label], exact: true }).click();
        await page.waitForURL((u) => u.pathname === path);
        const text = infoText(doc, lang);
        await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
        // Opened as a page load opens it (src/shell/page-arrival.ts): at its top, though the link was at the foot of a
        // long page, with focus at the start of its content rather than on the link pressed.
        // Read once the arrival is drawn: the link's screen comes in the frame after its tap (src/render-schedule.ts).
        await expect.poll(() => page.evaluate(() => ({ scrollY: window.scrollY, focus: document.activeElement?.id })), { message: `${path} from the footer` }).toEqual({ scrollY: 0, focus: 'main' });
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ur' ? 'rtl' : 'ltr');
        // Every section of the page's text is there (the help search and the store finder add their own headings).
        await page.getByRole('heading', { level: 2, name: text.sections.at(-1)!.heading }).waitFor();
        expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(expect.arrayContaining(text.sections.map((sec) => sec.heading)));
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        expect(await axe(page)).toEqual([]);
      }
      // A help question opens by keyboard.
      await page.goto(`${stack.app.url}/help`);
      const first = infoText('help', lang).sections[0]!.questions![0]!;
      await page.locator('summary').first().focus();
      await page.keyboard.press('Enter');
      await page.getByText(first.a).waitFor();
      await page.context().close();
    }, 120_000);
  }

  it('sign-up: the terms and the privacy policy open in a new tab; what was typed stays', async () => {
    for (const lang of ['en', 'ur'] as const) {
      const page = await stack.page();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${stack.app.url}/web/signup`);
      const email = page.getByRole('textbox', { name: authMessages[lang].email_label });
      await email.fill('ayesha@example.pk');
      for (const [doc, name] of [['terms', shellMessages[lang].read_terms!], ['privacy', shellMessages[lang].read_privacy!]] as const) {
        const tab = await openedInNewTab(page, name);
        expect(new URL(tab.url()).pathname).toBe(`/${doc}`);
        expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe(infoText(doc, lang).title);
        await tab.close();
      }
      expect(new URL(page.url()).pathname).toBe('/web/signup');
      expect(await email.inputValue()).toBe('ayesha@example.pk');
      await page.context().close();
    }
  }, 60_000);

  it('order summary: each consent checkbox links its document in a new tab; the ticks and the promo code typed stay', async () => {
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.app.url}/404`);
    await page.evaluate((furthestStep) => {
      const data = { productType: 'prepaid', planId: 'plan-prepaid-monthly', addons: [], simType: 'esim', numberType: 'NEW', email: 'e2e-docs@example.pk' };
      sessionStorage.setItem('journey:onboarding', JSON.stringify({ journeyId: 'onboarding', fingerprint: 'from-earlier-steps', kind: 'wizard', snapshot: { context: { data } }, furthestStep }));
    }, purchaseStepOf('payment').name);
    await page.goto(`${stack.app.url}${SUMMARY.path}`);
    await page.getByRole('heading', { level: 1, name: 'Order summary' }).waitFor();
    await page.getByRole('checkbox', { name: 'I agree to the Terms of use' }).check();
    const promo = page.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('WELCOME');
    for (const [doc, name] of [['terms', 'Read the terms of use'], ['privacy', 'Read the privacy policy']] as const) {
      const tab = await openedInNewTab(page, name);
      expect(new URL(tab.url()).pathname).toBe(`/${doc}`);
      await tab.close();
    }
    expect(new URL(page.url()).pathname).toBe(SUMMARY.path);
    expect(await page.getByRole('checkbox', { name: 'I agree to the Terms of use' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'I agree to the Privacy policy' }).isChecked()).toBe(false);
    expect(await promo.inputValue()).toBe('WELCOME');
    await page.context().close();
  }, 60_000);
});
