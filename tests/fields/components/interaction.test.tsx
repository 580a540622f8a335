// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEkycConfig, parseFormConfig } from '../../../fields';
import { EKYC_CONFIG, PERSONAL_CONFIG } from '../sample-configs';
import { PNG_BYTES, renderEkyc, renderForm, seen } from './harness';

afterEach(cleanup);

const personal = () => parseFormConfig(PERSONAL_CONFIG, 'personal').fields;
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

describe('when errors appear', () => {
  it('not on the first keystroke; after blur; tied by aria-describedby and aria-invalid', async () => {
    renderForm(personal());
    const first = screen.getByLabelText(/label_firstName/);
    await userEvent.type(first, 'A1');
    expect(screen.queryByText('error_no_number_no_special_character')).toBeNull();
    expect(first.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(first);
    const error = screen.getByText('error_no_number_no_special_character');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain(error.id);
    await userEvent.type(first, '{backspace}');
    expect(screen.queryByText('error_no_number_no_special_character')).toBeNull();
  });

  it('a failed Next shows every error and focuses a summary linking to the fields', async () => {
    renderForm(personal());
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    const summary = screen.getByRole('group', { name: 'error_summary_title' });
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#field-firstName', '#field-lastName', '#field-dob', '#field-contactNumber', '#field-email', '#field-CNICNumber', '#field-nationality',
    ]);
    expect(links[0]!.textContent).toBe('label_firstName: error_cannot_be_blank');
    await userEvent.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText(/label_lastName/));
  });

  it('Next is enabled only when everything mandatory is filled and valid', async () => {
    renderForm(personal());
    const next = screen.getByRole('button', { name: 'next' });
    const fill = async (label: RegExp, text: string) => userEvent.type(screen.getByLabelText(label), text);
    await fill(/label_firstName/, 'Ayesha');
    await fill(/label_lastName/, 'Khan');
    await fill(/label_contactNumber/, '3001234567');
    await fill(/label_email/, 'ayesha@example.pk');
    await fill(/label_CNICNumber/, '3520212345671');
    await userEvent.selectOptions(screen.getByLabelText(/label_nationality/), 'PK');
    const [day, month, year] = within(screen.getByRole('group', { name: /label_dob/ })).getAllByRole('combobox');
    await userEvent.selectOptions(day!, '01');
    await userEvent.selectOptions(month!, '12');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.selectOptions(year!, '2007');
    expect(next.getAttribute('aria-disabled')).toBe('true'); // 17 on 15-06-2025
    await userEvent.selectOptions(year!, '1990');
    expect(next.getAttribute('aria-disabled')).toBe('false');
  });
});

describe('eKYC interaction', () => {
  it('Next needs nationality (when shown), ID type and every document field', async () => {
    renderEkyc(parseEkycConfig(EKYC_CONFIG));
    expect((screen.getByLabelText(/ekyc_id_type/) as HTMLSelectElement).value).toBe('CNIC');
    await userEvent.type(screen.getByLabelText(/label_documentId/), '3520212345671');
    await userEvent.type(screen.getByLabelText(/label_confirmDocumentId/), '3520212345671');
    const [d, m, y] = within(screen.getByRole('group', { name: /label_expiryDate/ })).getAllByRole('combobox');
    await userEvent.selectOptions(d!, '01');
    await userEvent.selectOptions(m!, '01');
    await userEvent.selectOptions(y!, '2030');
    for (const name of ['frontPage', 'backPage', 'selfieImage']) {
      const input = within(screen.getByRole('group', { name: new RegExp(`label_${name}`) })).getByLabelText('image_choose_gallery');
      await userEvent.upload(input, png(`${name}.png`));
    }
    await waitFor(() => expect(seen.form!.state.values.selfieImage).toBeDefined());
    expect(seen.form!.canSubmit).toBe(false); // nationality not chosen yet
    await userEvent.selectOptions(screen.getByLabelText(/ekyc_nationality/), 'PK');
    expect(seen.form!.canSubmit).toBe(true);
  });

  it('without nationalities the select is hidden and not required', () => {
    renderEkyc(parseEkycConfig(EKYC_CONFIG), null);
    expect(screen.queryByLabelText(/ekyc_nationality/)).toBeNull();
  });

  it('a confirm that differs is personal_details_cnic_mismatch', async () => {
    renderEkyc(parseEkycConfig(EKYC_CONFIG));
    await userEvent.type(screen.getByLabelText(/label_documentId/), '3520212345671');
    const confirm = screen.getByLabelText(/label_confirmDocumentId/);
    await userEvent.type(confirm, '3520212345672');
    fireEvent.blur(confirm);
    expect(screen.getByText('personal_details_cnic_mismatch')).toBeTruthy();
  });

  it('changing the ID type clears the three images and swaps the group', async () => {
    renderEkyc(parseEkycConfig(EKYC_CONFIG));
    const front = within(screen.getByRole('group', { name: /label_frontPage/ })).getByLabelText('image_choose_gallery');
    await userEvent.upload(front, png('front.png'));
    await waitFor(() => expect(seen.form!.state.values.frontPage).toBeDefined());
    await userEvent.selectOptions(screen.getByLabelText(/ekyc_id_type/), 'NRIC');
    expect(seen.form!.state.values.frontPage).toBeUndefined();
    expect(screen.queryByRole('group', { name: /label_selfieImage/ })).toBeNull();
    expect(screen.getByLabelText(/label_documentId/).getAttribute('inputmode')).toBeNull();
  });

  it.each([
    { name: 'a restored NRIC draft keeps the NRIC group', given: 'NRIC', expected: 'NRIC' },
    { name: 'an ID type the config no longer offers falls back to CNIC', given: 'PASSPORT', expected: 'CNIC' },
  ])('$name', ({ given, expected }) => {
    renderEkyc(parseEkycConfig(EKYC_CONFIG), null, { initialValues: { documentType: given } });
    expect(seen.form!.state.values.documentType).toBe(expected);
    expect((screen.getByLabelText(/ekyc_id_type/) as HTMLSelectElement).value).toBe(expected);
    // The CNIC group has a selfie; the NRIC group of the sample config does not.
    expect(screen.queryByRole('group', { name: /label_selfieImage/ }) === null).toBe(expected === 'NRIC');
  });

  it('document-ID eligibility on blur: note when eligible, error when not', async () => {
    let eligible = true;
    const calls: string[] = [];
    const check = async (id: string, type: string) => {
      calls.push(`${type}:${id}`);
      return eligible;
    };
    renderEkyc(parseEkycConfig(EKYC_CONFIG), null, { eligibility: { check, portInEnabled: false } });
    const id = screen.getByLabelText(/label_documentId/);
    await userEvent.type(id, '3520212345671');
    await act(async () => fireEvent.blur(id));
    expect(calls).toEqual(['CNIC:3520212345671']);
    const note = await screen.findByText('eligibility_alert_document_id_without_mnp');
    expect(id.getAttribute('aria-describedby')).toContain(note.id);
    eligible = false;
    await userEvent.clear(id);
    await userEvent.type(id, '3520212345672');
    await act(async () => fireEvent.blur(id));
    expect(await screen.findByText('error_document_id_not_eligible')).toBeTruthy();
    expect(seen.form!.canSubmit).toBe(false);
  });

  it('the personal-details CNIC gets the same check (number-of-lines feature)', async () => {
    const calls: string[] = [];
    const check = async (id: string, type: string) => {
      calls.push(`${type}:${id}`);
      return true;
    };
    renderForm(personal(), { eligibility: { check, portInEnabled: true } });
    const cnic = screen.getByLabelText(/label_CNICNumber/);
    await userEvent.type(cnic, '3520212345671');
    await act(async () => fireEvent.blur(cnic));
    expect(calls).toEqual(['CNIC:3520212345671']);
    expect(await screen.findByText('eligibility_alert_document_id')).toBeTruthy();
    const first = screen.getByLabelText(/label_firstName/);
    await userEvent.type(first, 'Ali');
    await act(async () => fireEvent.blur(first));
    expect(calls).toHaveLength(1);
  });
});
