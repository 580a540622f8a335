// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEkycConfig, parseFormConfig } from '../../../fields';
import { BILLING_CONFIG, EKYC_CONFIG, PERSONAL_CONFIG } from '../sample-configs';
import { GIF_BYTES, PDF_BYTES, PNG_BYTES, renderEkyc, renderForm, seen } from './harness';

afterEach(cleanup);

const personal = () => parseFormConfig(PERSONAL_CONFIG, 'personal').fields;
const ekyc = () => parseEkycConfig(EKYC_CONFIG);

describe('every widget renders from config with a label', () => {
  it('personal form: text, phone, date, select — in SPEC §3 order', () => {
    const { container } = renderForm(personal());
    const order = [...container.querySelectorAll('[data-field]')].map((el) => el.getAttribute('data-field'));
    expect(order).toEqual(['firstName', 'middleName', 'lastName', 'dob', 'contactNumber', 'email', 'CNICNumber', 'nationality']);
    expect(screen.getByLabelText(/label_firstName/)).toHaveProperty('tagName', 'INPUT');
    expect(screen.getByLabelText(/label_nationality/)).toHaveProperty('tagName', 'SELECT');
    expect(screen.getByRole('group', { name: /label_dob/ })).toBeTruthy();
  });

  it('phone shows the international code and is LTR numeric', () => {
    renderForm(personal(), { internationalCode: '+92' });
    const phone = screen.getByLabelText(/label_contactNumber/);
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.getAttribute('inputmode')).toBe('numeric');
    const prefixId = phone.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(prefixId)?.textContent).toBe('+92');
  });

  it('numeric fields swallow e, E, +, - and period and keep digits only', async () => {
    renderForm(personal());
    const phone = screen.getByLabelText(/label_contactNumber/) as HTMLInputElement;
    for (const key of ['e', 'E', '+', '-', '.']) expect(fireEvent.keyDown(phone, { key })).toBe(false);
    expect(fireEvent.keyDown(phone, { key: '3' })).toBe(true);
    fireEvent.change(phone, { target: { value: '30a0-1' } });
    expect(phone.value).toBe('3001');
  });

  it('CNIC is shown 12345-1234567-1 and stored as 13 digits', () => {
    renderForm(personal());
    const cnic = screen.getByLabelText(/label_CNICNumber/) as HTMLInputElement;
    fireEvent.change(cnic, { target: { value: '3520212345671' } });
    expect(cnic.value).toBe('35202-1234567-1');
    expect(seen.form!.state.values.CNICNumber).toBe('3520212345671');
    expect(cnic.getAttribute('dir')).toBe('ltr');
  });

  it('select lists config options with a placeholder', () => {
    renderForm(personal());
    const select = screen.getByLabelText(/label_nationality/) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'select_placeholder'], ['PK', 'PK'], ['SG', 'country_sg'],
    ]);
  });

  it('date of birth: birth years, day list adapts to leap years', async () => {
    renderForm(personal());
    const group = screen.getByRole('group', { name: /label_dob/ });
    const [day, month, year] = within(group).getAllByRole('combobox') as HTMLSelectElement[];
    // The list starts at the current year minus the minimum age (18), not at a year nobody old enough was born in.
    expect(year!.options[1]!.value).toBe('2007');
    expect(year!.options[year!.options.length - 1]!.value).toBe('1925');
    await userEvent.selectOptions(month!, '02');
    await userEvent.selectOptions(year!, '2004');
    expect(day!.options.length - 1).toBe(29);
    await userEvent.selectOptions(day!, '29');
    await userEvent.selectOptions(year!, '2003');
    expect(day!.options.length - 1).toBe(28);
    expect(seen.form!.state.values.dob).toBe('-02-2003');
  });

  it('address form: zip code digits, max 6; suggestions in country fill the city', async () => {
    const fields = parseFormConfig(BILLING_CONFIG, 'billing').fields;
    const suggestZip = () => [
      { postalCode: '54000', country: 'PK', city: 'Lahore' },
      { postalCode: '54001', country: 'IN', city: 'Elsewhere' },
    ];
    renderForm(fields, {}, suggestZip);
    const zip = screen.getByLabelText(/label_postalCode/) as HTMLInputElement;
    expect(zip.maxLength).toBe(6);
    fireEvent.change(zip, { target: { value: '54' } });
    expect(screen.queryByText(/Elsewhere/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /54000 Lahore/ }));
    expect(zip.value).toBe('54000');
    expect((screen.getByLabelText(/label_city/) as HTMLInputElement).value).toBe('Lahore');
  });

  it('eKYC: document id, confirm (paste blocked), expiry date, three images with selfie tip', () => {
    renderEkyc(ekyc());
    const id = screen.getByLabelText(/label_documentId/);
    expect(id.getAttribute('inputmode')).toBe('numeric');
    const confirm = screen.getByLabelText(/label_confirmDocumentId/);
    expect(fireEvent.paste(confirm, { clipboardData: { getData: () => '3520212345671' } })).toBe(false);
    const expiry = within(screen.getByRole('group', { name: /label_expiryDate/ })).getAllByRole('combobox')[2] as HTMLSelectElement;
    expect([...expiry.options].slice(1).map((o) => o.value)).toEqual(['2025', '2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035']);
    for (const name of ['frontPage', 'backPage', 'selfieImage']) expect(screen.getByRole('group', { name: new RegExp(`label_${name}`) })).toBeTruthy();
    const selfie = screen.getByRole('group', { name: /label_selfieImage/ });
    expect(within(selfie).getByText('selfie_tip')).toBeTruthy();
    const camera = within(selfie).getByLabelText('image_take_photo');
    expect(camera.getAttribute('capture')).toBe('user');
    expect(within(selfie).getByLabelText('image_choose_gallery').hasAttribute('capture')).toBe(false);
  });
});

describe('a document number typed once (issue 46)', () => {
  it('an NRIC is read back once it has its form, tied to its box; not before', async () => {
    const config = { form: 'personal', attributes: [{ name: 'documentId', displayName: 'label_documentId', type: 'document-id', mandatory: true, enabled: true, readOnly: false, groupName: 'NRIC', regex: '^[STFG][0-9]{7}[A-Z]$' }] };
    renderForm(parseFormConfig(config, 'personal').fields);
    const id = screen.getByLabelText(/label_documentId/) as HTMLInputElement;
    await userEvent.type(id, 's123456');
    expect(document.getElementById(`${id.id}-read-back`)).toBeNull();
    await userEvent.type(id, '7d');
    const back = document.getElementById(`${id.id}-read-back`)!;
    // Upper-cased as stored, after the "check it against your card" words.
    expect(back.textContent).toBe('cnic_read_back S1234567D');
    expect(id.getAttribute('aria-describedby')).toContain(back.id);
  });
});

describe('image widget', () => {
  const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

  it('accepts a PNG by its bytes', async () => {
    renderEkyc(ekyc());
    const front = within(screen.getByRole('group', { name: /label_frontPage/ })).getByLabelText('image_choose_gallery');
    await userEvent.upload(front, file(PNG_BYTES, 'front.png', 'image/png'));
    await waitFor(() => expect(seen.form!.state.values.frontPage).toMatchObject({ kind: 'png' }));
  });

  it('a PDF shows the placeholder', async () => {
    renderEkyc(ekyc());
    const group = screen.getByRole('group', { name: /label_backPage/ });
    await userEvent.upload(within(group).getByLabelText('image_choose_gallery'), file(PDF_BYTES, 'back.pdf', 'application/pdf'));
    await waitFor(() => expect(within(group).getByRole('img', { name: 'pdf_placeholder' })).toBeTruthy());
  });

  it('a GIF renamed .png is refused with a message tied to the field', async () => {
    renderEkyc(ekyc());
    const group = screen.getByRole('group', { name: /label_frontPage/ });
    const input = within(group).getByLabelText('image_choose_gallery');
    await userEvent.upload(input, file(GIF_BYTES, 'front.png', 'image/png'), { applyAccept: false });
    await waitFor(() => expect(within(group).getByText('error_file_type_not_supported')).toBeTruthy());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(seen.form!.state.values.frontPage).toBeUndefined();
  });
});
