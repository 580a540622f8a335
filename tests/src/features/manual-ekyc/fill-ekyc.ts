import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
/** A picked image file (PNG bytes). */
export const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/**
 * Fills the manual eKYC form of the sample config (message ids as labels) for a CNIC expiring 01-01-2030, with three
 * picked images; the confirmation only where the form asks it, the nationality unless told not to.
 */
export async function fillCnic({ nationality = true } = {}) {
  await screen.findByLabelText(/label_documentId/);
  if (nationality) await userEvent.selectOptions(screen.getByLabelText(/ekyc_nationality/), 'Pakistani');
  await userEvent.type(screen.getByLabelText(/label_documentId/), '3520212345671');
  const confirm = screen.queryByLabelText(/label_confirmDocumentId/);
  if (confirm) await userEvent.type(confirm, '3520212345671');
  const [d, m, y] = within(screen.getByRole('group', { name: /label_expiryDate/ })).getAllByRole('combobox');
  await userEvent.selectOptions(d!, '01');
  await userEvent.selectOptions(m!, '01');
  await userEvent.selectOptions(y!, '2030');
  for (const name of ['frontPage', 'backPage', 'selfieImage']) {
    const input = within(screen.getByRole('group', { name: new RegExp(`label_${name}`) })).getByLabelText('image_choose_gallery');
    await userEvent.upload(input, png(`${name}.png`));
  }
  await waitFor(() => expect(screen.getAllByRole('img', { name: 'image_preview' })).toHaveLength(3));
}
