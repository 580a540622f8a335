import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cnicRule,
  confirmRule,
  contactNumberRule,
  documentIdRule,
  formatCnic,
  normalizeCnic,
  type Rule,
} from '../../../fields/rules';
import { ctxWith, type Case } from '../fixtures';

type Row = Case<{ value: string; values?: Record<string, unknown>; country?: string }, string | null>;

const table: Array<[string, Rule<string>, Row[]]> = [
  ['cnicRule', cnicRule, [
    { name: '13 digits', input: { value: '3520212345671' }, expected: null },
    { name: 'display form', input: { value: '35202-1234567-1' }, expected: null },
    { name: '12 digits', input: { value: '352021234567' }, expected: 'error_invalid_CINC_Number' },
    { name: '14 digits', input: { value: '35202123456712' }, expected: 'error_invalid_CINC_Number' },
    { name: 'letter', input: { value: '352021234567X' }, expected: 'error_invalid_CINC_Number' },
  ]],
  ['documentIdRule(NRIC)', documentIdRule('NRIC'), [
    { name: 'S-series', input: { value: 'S1234567D' }, expected: null },
    { name: 'lower case accepted', input: { value: 't1234567j' }, expected: null },
    { name: 'FIN prefix', input: { value: 'F1234567N' }, expected: 'error_invalid_document_id' },
  ]],
  ['documentIdRule(FIN)', documentIdRule('FIN'), [
    { name: 'G-series', input: { value: 'G1234567X' }, expected: null },
    { name: 'M-series', input: { value: 'M1234567K' }, expected: null },
    { name: 'NRIC prefix', input: { value: 'S1234567D' }, expected: 'error_invalid_document_id' },
  ]],
  ['documentIdRule(CNIC)', documentIdRule('CNIC'), [
    { name: 'CNIC', input: { value: '4210112345671' }, expected: null },
    { name: 'short', input: { value: '42101' }, expected: 'error_invalid_CINC_Number' },
  ]],
  ['contactNumberRule', contactNumberRule, [
    { name: 'PK without prefix', input: { value: '3001234567' }, expected: null },
    { name: 'PK with 0', input: { value: '03001234567' }, expected: null },
    { name: 'PK with 92', input: { value: '923001234567' }, expected: null },
    { name: 'PK landline', input: { value: '0215551234' }, expected: 'error_invalid_contact_number' },
    { name: 'PK too long', input: { value: '9230012345678' }, expected: 'error_invalid_contact_number' },
    { name: 'dashes', input: { value: '300-1234567' }, expected: 'error_invalid_contact_number' },
    { name: 'SG mobile', input: { value: '91234567', country: 'SG' }, expected: null },
    { name: 'SG landline', input: { value: '61234567', country: 'SG' }, expected: 'error_invalid_contact_number' },
  ]],
  ['confirmRule(documentId)', confirmRule('documentId'), [
    { name: 'matches', input: { value: '4210112345671', values: { documentId: '4210112345671' } }, expected: null },
    { name: 'differs', input: { value: '4210112345672', values: { documentId: '4210112345671' } }, expected: 'personal_details_cnic_mismatch' },
    { name: 'source empty', input: { value: '1', values: {} }, expected: 'personal_details_cnic_mismatch' },
    { name: 'empty left to mandatory', input: { value: '', values: { documentId: '1' } }, expected: null },
  ]],
];

describe.each(table)('%s', (_label, rule, cases) => {
  it.each(cases)('$name', ({ input, expected }) => {
    const ctx = ctxWith(input.values ?? {}, input.country ? { countryCode: input.country } : {});
    expect(rule(input.value, ctx)?.id ?? null).toBe(expected);
  });
});

describe('formatCnic', () => {
  it.each([
    { name: 'empty', input: '', expected: '' },
    { name: 'five', input: '35202', expected: '35202' },
    { name: 'six', input: '352021', expected: '35202-1' },
    { name: 'twelve', input: '352021234567', expected: '35202-1234567' },
    { name: 'thirteen', input: '3520212345671', expected: '35202-1234567-1' },
    { name: 'extra digits dropped', input: '352021234567189', expected: '35202-1234567-1' },
    { name: 'already formatted', input: '35202-1234567-1', expected: '35202-1234567-1' },
  ])('$name', ({ input, expected }) => expect(formatCnic(input)).toBe(expected));
});

const digits13 = fc.stringMatching(/^\d{13}$/);

describe('CNIC properties', () => {
  it('any 13 digits pass, and their display is 5-7-1 digits', () => {
    fc.assert(fc.property(digits13, (d) => {
      expect(cnicRule(d, ctxWith())).toBeNull();
      expect(formatCnic(d)).toMatch(/^\d{5}-\d{7}-\d$/);
      expect(normalizeCnic(formatCnic(d))).toBe(d);
    }));
  });
  it('any other digit count fails', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,20}$/).filter((d) => d.length !== 13), (d) => {
      expect(cnicRule(d, ctxWith())?.id).toBe('error_invalid_CINC_Number');
    }));
  });
  it('a letter anywhere fails', () => {
    fc.assert(fc.property(digits13, fc.nat(12), fc.constantFrom('a', 'X', ' ', '+'), (d, i, c) => {
      expect(cnicRule(d.slice(0, i) + c + d.slice(i + 1), ctxWith())).not.toBeNull();
    }));
  });
  it('confirm passes exactly when equal', () => {
    fc.assert(fc.property(digits13, digits13, (a, b) => {
      const r = confirmRule('CNICNumber')(b, ctxWith({ CNICNumber: a }));
      expect(r === null).toBe(a === b);
    }));
  });
});
