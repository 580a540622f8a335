import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { JPEG, PNG } from './images';

/** The document expiry year the tests pick: two years ahead, so always in the page's 10-year list. */
export const EXPIRY_YEAR = String(new Date().getUTCFullYear() + 2);

/**
 * Fills the manual eKYC page for a Pakistani CNIC as a customer would: nationality, the CNIC typed once (and read back),
 * expiry 15-06-EXPIRY_YEAR, the other document fields, and the three images (front PNG, back JPEG, selfie PNG).
 * `afterCnic` runs once the CNIC box is left (the document-ID check fires on blur).
 */
export async function fillCnicEkyc(page: Page, who: { cnic: string; contactNumber: string; afterCnic?: () => Promise<void>; fromPersonalDetails?: boolean; knownContact?: string }) {
  if (who.fromPersonalDetails) {
    // Typed once (issue 16): the onboarding eKYC shows what personal details hold and does not ask it again.
    const known = page.getByRole('region', { name: 'From the details you gave us' });
    await known.waitFor();
    expect(await known.innerText()).toContain(`${who.cnic.slice(0, 5)}-${who.cnic.slice(5, 12)}-${who.cnic.slice(12)}`);
    expect(await page.getByRole('textbox', { name: /CNIC number/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Contact number' }).count()).toBe(0);
    expect(await page.getByLabel('Full name as on the document').inputValue()).not.toBe('');
  } else {
    await page.getByLabel('ID type').waitFor();
    // SIM replacement hides the nationality select (the journey or the signed-in customer knows it).
    if (await page.getByLabel('Nationality').count()) await page.getByLabel('Nationality').selectOption('Pakistani');
    expect(await page.getByLabel('ID type').inputValue()).toBe('CNIC');
    const box = page.getByRole('textbox', { name: 'CNIC number', exact: true });
    await box.pressSequentially(who.cnic);
    // Typed once (issue 46, as the personal CNIC): read back grouped under its box, tied to it, and no second box.
    const readBack = page.getByTestId(`${await box.getAttribute('id')}-read-back`);
    expect(await readBack.innerText()).toContain(`${who.cnic.slice(0, 5)}-${who.cnic.slice(5, 12)}-${who.cnic.slice(12)}`);
    expect(await box.getAttribute('aria-describedby')).toContain(`${await box.getAttribute('id')}-read-back`);
    expect(await page.getByLabel('Confirm CNIC number').count()).toBe(0);
    // The customer moves on to the next box: leaving the CNIC runs the document-ID check.
    await box.press('Tab');
    await who.afterCnic?.();
  }
  await fillDocumentFacts(page);
  // A signed-in customer's number is known (SIM replacement, issue 30): it shows in the summary, not as a box.
  if (who.knownContact) {
    expect(await page.getByRole('region', { name: 'From the details you gave us' }).innerText()).toContain(who.knownContact);
    expect(await page.getByRole('textbox', { name: 'Contact number' }).count()).toBe(0);
  } else if (!who.fromPersonalDetails) await page.getByLabel('Contact number').fill(who.contactNumber);
  await chooseDocumentImages(page);
  await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(3);
}

/** The document's expiry (15-06-EXPIRY_YEAR), the name on it and the gender, as a customer picks them. */
export async function fillDocumentFacts(page: Page) {
  const expiry = page.getByRole('group', { name: 'Expiry date' });
  await expiry.getByLabel('Day').selectOption('15');
  await expiry.getByLabel('Month').selectOption('06');
  await expiry.getByLabel('Year').selectOption(EXPIRY_YEAR);
  await page.getByLabel('Full name as on the document').fill('Ayesha Khan');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
}

/** The three images from the gallery: front PNG, back JPEG, selfie PNG. */
export async function chooseDocumentImages(page: Page) {
  const files = { 'Front of the document': ['front.png', 'image/png', PNG], 'Back of the document': ['back.jpg', 'image/jpeg', JPEG], Selfie: ['me.png', 'image/png', PNG] } as const;
  for (const [group, [name, mimeType, buffer]] of Object.entries(files)) {
    await page.getByRole('group', { name: group }).getByLabel('Choose from gallery').setInputFiles({ name, mimeType, buffer });
  }
}
