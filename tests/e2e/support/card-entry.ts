import type { Locator, Page } from 'playwright-core';

/**
 * Types the sandbox's test card by keyboard only: focus the number, then type and Tab through the fields. The number
 * field is found by its English label unless given (a page in Urdu names it in Urdu).
 */
export async function typeCardByKeyboard(page: Page, numberField: Locator = page.getByRole('textbox', { name: 'Card number' })): Promise<void> {
  await numberField.focus();
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ayesha Khan');
}
