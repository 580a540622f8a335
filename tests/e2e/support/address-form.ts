import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addressLookups } from '../../../gateway/seed/delivery-seed';

/** What the sandbox's postal service knows of a code, or null (the form then asks the places). */
export function postalAnswer(code: string): (typeof addressLookups)[number] | null {
  return addressLookups.find((a) => a.postalCode === code) ?? null;
}

/**
 * Types a postal code in an address form (the page, or one of its fieldsets) as a customer would (issue 46): a code
 * the sandbox knows is looked up and its places read back instead of asked, so nothing more is typed; an unknown
 * one leaves the province, city and area boxes, which get `places`. Returns the status line under the code.
 */
export async function typePostalCode(scope: Page | Locator, code: string, places = { province: 'Punjab', city: 'Lahore', area: 'Gulberg' }): Promise<Locator> {
  await scope.getByRole('textbox', { name: 'Postal code', exact: true }).first().pressSequentially(code);
  const status = scope.locator('[data-testid$="-postal-status"]').first();
  const known = postalAnswer(code);
  await expect.poll(() => status.getAttribute('data-state'), { timeout: 10_000 }).toBe(known ? 'read-back' : 'unknown');
  if (known) {
    expect(await status.innerText()).toContain(`${known.area}, ${known.city}`);
    for (const name of ['Province', 'City', 'Area']) expect(await scope.getByRole('textbox', { name, exact: true }).count()).toBe(0);
  } else {
    await scope.getByRole('textbox', { name: 'Province', exact: true }).fill(places.province);
    await scope.getByRole('textbox', { name: 'City', exact: true }).fill(places.city);
    await scope.getByRole('textbox', { name: 'Area', exact: true }).fill(places.area);
  }
  return status;
}

/**
 * An address form that opens with a postal code already in it (a reschedule, a walk resumed): once the code is looked
 * up, its places are read back when the sandbox knows it; otherwise the empty place boxes get `places`.
 */
export async function placesOfKnownCode(scope: Page | Locator, places = { Province: 'Punjab', City: 'Lahore', Area: 'Gulberg' }): Promise<void> {
  const status = scope.locator('[data-testid$="-postal-status"]').first();
  // Read back once the answer has filled the places (the frame the answer arrives in still shows the boxes); a form
  // holding places of the customer's own stays 'typed'.
  const settled = await expect
    .poll(() => status.getAttribute('data-state'), { timeout: 5_000 })
    .toMatch(/^(read-back|unknown)$/)
    .then(() => true, () => false);
  if (settled && (await status.getAttribute('data-state')) === 'read-back') return;
  for (const [name, value] of Object.entries(places)) {
    const box = scope.getByRole('textbox', { name, exact: true }).first();
    if ((await box.inputValue()) === '') await box.fill(value);
  }
}
