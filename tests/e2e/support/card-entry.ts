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

/** Pays the sandbox's test card on a payment step and approves it on the sandbox payment page. */
export async function payByCard(page: Page) {
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4111111111111111');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Ayesha Khan');
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay (success)' }).click();
}
