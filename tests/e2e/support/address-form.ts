import type { Locator, Page } from 'playwright-core';
import { addressLookups } from '../../../gateway/seed/delivery-seed';

/** What the sandbox's postal service knows of a code, or null (the form then asks the places). */
export function postalAnswer(code: string): (typeof addressLookups)[number] | null {
  return addressLookups.find((a) => a.postalCode === code) ?? null;
}

/**
 * The postal status's state once it is one of `states` (polled; the lookup answers at the gateway's pace), or what it
 * is when `timeout` ms have passed. Plain Playwright, no test runner: QA's replay command (`npm run journeys:paths --
 * --replay ID --browser`) answers the address step with these outside Vitest.
 */
async function stateOf(status: Locator, states: readonly string[], timeout: number): Promise<string | null> {
  const until = Date.now() + timeout;
  for (;;) {
    const state = await status.getAttribute('data-state');
    if ((state !== null && states.includes(state)) || Date.now() > until) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
  const expected = known ? 'read-back' : 'unknown';
  const state = await stateOf(status, [expected], 20_000);
  if (state !== expected) throw new Error(`postal code ${code}: its status is "${state}", expected "${expected}"`);
  if (known) {
    const line = await status.innerText();
    if (!line.includes(`${known.area}, ${known.city}`)) throw new Error(`postal code ${code}: read back "${line}", expected "${known.area}, ${known.city}"`);
    for (const name of ['Province', 'City', 'Area']) {
      if (await scope.getByRole('textbox', { name, exact: true }).count()) throw new Error(`postal code ${code}: the ${name} box is still asked`);
    }
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
  if ((await stateOf(status, ['read-back', 'unknown'], 5_000)) === 'read-back') return;
  for (const [name, value] of Object.entries(places)) {
    const box = scope.getByRole('textbox', { name, exact: true }).first();
    if ((await box.inputValue()) === '') await box.fill(value);
  }
}
