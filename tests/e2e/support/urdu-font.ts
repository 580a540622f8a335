import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { URDU_FONT_COOKIE } from '../../../src/i18n/urdu-font-names';

/**
 * The customer's first interaction on an Urdu page, until the browser has the Urdu web font (its cookie is set:
 * src/i18n/urdu-font-late.ts). The app listens for that interaction once it has mounted (app.tsx), and on a busy
 * machine a page can be drawn before that, so the key is pressed again until the font is in.
 */
export async function interactUntilUrduFont(page: Page, message?: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      return (await page.context().cookies()).some((c) => c.name === URDU_FONT_COOKIE && c.value === '1');
    }, { timeout: 20_000, interval: 500, message })
    .toBe(true);
}
