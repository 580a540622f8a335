import type { Page } from 'playwright-core';

/** Types the sandbox's test card by keyboard only: focus the number, then type and Tab through the fields. */
export async function typeCardByKeyboard(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).focus();
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ayesha Khan');
}
