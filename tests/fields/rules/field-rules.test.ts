import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldSpec, type FieldSpec } from '../../../fields/config/field-spec';
import { maxLengthOf, validateField, validateFields } from '../../../fields/rules';
import { ctxWith } from '../fixtures';

type Row = { name: string; input: { field: FieldSpec; value: unknown; values?: Record<string, unknown> }; expected: string | null };

const f = fieldSpec;
const rows: Row[] = [
  { name: 'mandatory blank', input: { field: f({ name: 'firstName', type: 'text', mandatory: true }), value: '' }, expected: 'error_cannot_be_blank' },
  { name: 'optional blank', input: { field: f({ name: 'middleName', type: 'text' }), value: '' }, expected: null },
  { name: 'first name digit', input: { field: f({ name: 'firstName', type: 'text' }), value: 'A1' }, expected: 'error_no_number_no_special_character' },
  { name: 'city special', input: { field: f({ name: 'city', type: 'text' }), value: 'Lahore!' }, expected: 'error_no_number_no_special_character' },
  { name: 'full name one word', input: { field: f({ name: 'fullName', type: 'text' }), value: 'Ali' }, expected: 'error_requires_first_and_last_name' },
  { name: 'email', input: { field: f({ name: 'email', type: 'text' }), value: 'a@b' }, expected: 'error_invalid_email' },
  { name: 'CNICNumber text', input: { field: f({ name: 'CNICNumber', type: 'text' }), value: '12345' }, expected: 'error_invalid_CINC_Number' },
  { name: 'CNICNumber over 13', input: { field: f({ name: 'CNICNumber', type: 'text' }), value: '1'.repeat(14) }, expected: 'error_max_length_exceeded' },
  { name: 'addressLine1 at 60', input: { field: f({ name: 'addressLine1', type: 'text' }), value: 'x'.repeat(60) }, expected: null },
  { name: 'addressLine2 at 61', input: { field: f({ name: 'addressLine2', type: 'text' }), value: 'x'.repeat(61) }, expected: 'error_max_length_exceeded' },
  { name: 'config regex, named message', input: { field: f({ name: 'lastName', type: 'text', regex: /^[A-Z]/ }), value: 'khan' }, expected: 'error_no_number_no_special_character' },
  { name: 'config regex, generic message', input: { field: f({ name: 'landmark', type: 'text', regex: /^\d+$/ }), value: 'near' }, expected: 'error_invalid_value' },
  { name: 'document id CNIC', input: { field: f({ name: 'documentId', type: 'document-id', groupName: 'CNIC' }), value: '123' }, expected: 'error_invalid_CINC_Number' },
  { name: 'document id NRIC', input: { field: f({ name: 'documentId', type: 'document-id', groupName: 'NRIC' }), value: 'X123' }, expected: 'error_invalid_document_id' },
  { name: 'phone', input: { field: f({ name: 'contactNumber', type: 'phone' }), value: '12' }, expected: 'error_invalid_contact_number' },
  { name: 'confirm mismatch', input: { field: f({ name: 'confirmId', type: 'text-confirm', confirms: 'documentId' }), value: '2', values: { documentId: '1' } }, expected: 'personal_details_cnic_mismatch' },
  { name: 'zip at size', input: { field: f({ name: 'postalCode', type: 'zip-code' }), value: '123456' }, expected: 'error_invalid_zip_code' },
  { name: 'zip below size with regex', input: { field: f({ name: 'postalCode', type: 'zip-code', regex: /^\d{5}$/ }), value: '1234' }, expected: 'error_invalid_zip_code' },
  { name: 'select outside options', input: { field: f({ name: 'nationality', type: 'select', options: [{ value: 'PK', displayName: 'PK' }] }), value: 'XX' }, expected: 'error_invalid_value' },
  { name: 'expiry past', input: { field: f({ name: 'expiryDate', type: 'date' }), value: '01-01-2020' }, expected: 'cannot_be_a_past_date' },
  { name: 'CNICExpiryDate past', input: { field: f({ name: 'CNICExpiryDate', type: 'date' }), value: '01-01-2020' }, expected: 'cannot_be_a_past_date' },
  { name: 'dob young', input: { field: f({ name: 'dob', type: 'date' }), value: '01-01-2020' }, expected: 'error_below_min_age_value' },
  { name: 'image missing', input: { field: f({ name: 'frontPage', type: 'image', mandatory: true }), value: undefined }, expected: 'error_cannot_be_blank' },
  { name: 'image present', input: { field: f({ name: 'frontPage', type: 'image', mandatory: true }), value: { kind: 'png' } }, expected: null },
];

describe('validateField', () => {
  it.each(rows)('$name', ({ input, expected }) => {
    expect(validateField(input.field, input.value, ctxWith(input.values ?? {}))?.id ?? null).toBe(expected);
  });
});

describe('maxLengthOf', () => {
  it.each([
    { name: 'config wins', input: f({ name: 'CNICNumber', type: 'text', maxLength: 15 }), expected: 15 },
    { name: 'CNICNumber', input: f({ name: 'CNICNumber', type: 'text' }), expected: 13 },
    { name: 'contactNumber', input: f({ name: 'contactNumber', type: 'phone' }), expected: 12 },
    { name: 'iccId', input: f({ name: 'iccId', type: 'text' }), expected: 19 },
    { name: 'CNIC document', input: f({ name: 'documentId', type: 'document-id', groupName: 'CNIC' }), expected: 13 },
    { name: 'zip', input: f({ name: 'postalCode', type: 'zip-code' }), expected: 6 },
    { name: 'free text', input: f({ name: 'landmark', type: 'text' }), expected: null },
  ])('$name', ({ input, expected }) => expect(maxLengthOf(input)).toBe(expected));
});

describe('validateFields', () => {
  it('maps each failing field to its first failure', () => {
    const fields = [f({ name: 'firstName', type: 'text', mandatory: true }), f({ name: 'email', type: 'text' })];
    expect(validateFields(fields, ctxWith({ firstName: '', email: 'ok@example.pk' }))).toEqual({ firstName: { id: 'error_cannot_be_blank' } });
  });
});

describe('rules stay framework-free', () => {
  it('no file in fields/rules imports React or the DOM', () => {
    const dir = join(__dirname, '../../../fields/rules');
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"]react|document\.|window\./);
    }
  });
});
