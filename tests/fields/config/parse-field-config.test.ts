import Ajv2020 from 'ajv/dist/2020';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../schemas/field-config.schema.json';
import { parseEkycConfig, parseFormConfig } from '../../../fields/config/parse-field-config';
import { resetReportedProblems, setProblemSink, type FieldProblem } from '../../../fields/report-problem';
import { BILLING_CONFIG, EKYC_CONFIG, PERSONAL_CONFIG } from '../sample-configs';

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
let sink: FieldProblem[];

beforeEach(() => {
  resetReportedProblems();
  sink = [];
  setProblemSink((p) => sink.push(p));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setProblemSink(null);
  vi.restoreAllMocks();
});

const good = EKYC_CONFIG[0]!.attributes[0]!;
const ekyc = (attrs: unknown[]) => [{ groupName: 'CNIC', attributes: attrs }];

/** Configs with their expected problem codes; schema-valid exactly when no config-schema/type problem. */
const cases: Array<{ name: string; input: unknown; expected: string[] }> = [
  { name: 'sample eKYC', input: EKYC_CONFIG, expected: [] },
  { name: 'unknown field type', input: ekyc([good, { ...good, name: 'x', type: 'signature' }]), expected: ['unknown-field-type'] },
  { name: 'mandatory not boolean', input: ekyc([{ ...good, mandatory: 'yes' }]), expected: ['config-schema'] },
  { name: 'extra property', input: ekyc([{ ...good, colour: 'red' }]), expected: ['config-schema'] },
  { name: 'missing displayName', input: ekyc([{ ...good, displayName: undefined }]), expected: ['config-schema'] },
  { name: 'bad option', input: ekyc([{ ...good, type: 'select', options: [1] }]), expected: ['config-schema'] },
  { name: 'maxLength zero', input: ekyc([{ ...good, maxLength: 0 }]), expected: ['config-schema'] },
  { name: 'unknown group', input: [{ groupName: 'PASSPORT', attributes: [] }], expected: ['config-schema'] },
  { name: 'not an array', input: { groupName: 'CNIC' }, expected: ['config-schema'] },
  { name: 'attribute not object', input: ekyc([42]), expected: ['config-schema'] },
];

describe('parseEkycConfig', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    const parsed = parseEkycConfig(input);
    expect(parsed.problems.map((p) => p.code)).toEqual(expected);
    expect(validate(input), JSON.stringify(validate.errors)).toBe(expected.length === 0);
  });

  it('keeps groups and server order, resolves the confirm target to the field before it', () => {
    const parsed = parseEkycConfig(EKYC_CONFIG);
    expect(parsed.documentTypes).toEqual(['CNIC', 'NRIC', 'FIN']);
    const cnic = parsed.groups.CNIC!;
    expect(cnic.map((f) => f.name)).toEqual(['documentId', 'confirmDocumentId', 'expiryDate', 'frontPage', 'backPage', 'selfieImage']);
    expect(cnic[1]!.confirms).toBe('documentId');
    expect(cnic[0]!.regex?.test('1234512345671')).toBe(true);
  });

  it('a bad regex is reported once and treated as absent; the field stays', () => {
    const config = ekyc([{ ...good, regex: '^(\\d{13}$' }]);
    const first = parseEkycConfig(config);
    parseEkycConfig(config);
    expect(first.groups.CNIC![0]!.regex).toBeNull();
    expect(sink.map((p) => p.code)).toEqual(['bad-regex']);
    expect(sink[0]!.path).toBe('/0/attributes/0/regex');
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('a throwing monitoring hook does not break parsing', () => {
    setProblemSink(() => {
      throw new Error('monitor down');
    });
    expect(() => parseEkycConfig(ekyc([{ ...good, type: 'nope' }]))).not.toThrow();
  });

  it('drops disabled and duplicate fields; reports the duplicate', () => {
    const parsed = parseEkycConfig(ekyc([good, { ...good, enabled: false, name: 'off' }, good]));
    expect(parsed.groups.CNIC!.map((f) => f.name)).toEqual(['documentId']);
    expect(parsed.problems.map((p) => p.code)).toEqual(['duplicate-field']);
  });

  it('slash-form regex keeps flags but not g', () => {
    const parsed = parseEkycConfig(ekyc([{ ...good, regex: '/^[a-z]+$/gi' }]));
    const re = parsed.groups.CNIC![0]!.regex!;
    expect([re.flags, re.test('ABC'), re.test('ABC')]).toEqual(['i', true, true]);
  });
});

describe('parseFormConfig', () => {
  it('personal form: SPEC §3 profile order, disabled fields gone, options normalised', () => {
    const parsed = parseFormConfig(PERSONAL_CONFIG, 'personal');
    expect(parsed.problems).toEqual([]);
    expect(parsed.fields.map((f) => f.name)).toEqual([
      'firstName', 'middleName', 'lastName', 'dob', 'contactNumber', 'email', 'CNICNumber', 'nationality',
    ]);
    expect(parsed.fields.find((f) => f.name === 'nationality')!.options).toEqual([
      { value: 'PK', displayName: 'PK' },
      { value: 'SG', displayName: 'country_sg' },
    ]);
  });

  it('billing form: shipping order plus blockNumber and floor; unknown fields last', () => {
    const parsed = parseFormConfig(BILLING_CONFIG, 'billing');
    expect(parsed.fields.map((f) => f.name)).toEqual([
      'postalCode', 'city', 'street', 'blockNumber', 'floor', 'addressLine1', 'customNote',
    ]);
  });

  it('a config that is not an object gives an empty form and one problem', () => {
    const parsed = parseFormConfig('oops', 'shipping');
    expect([parsed.form, parsed.fields.length, parsed.problems.length]).toEqual(['shipping', 0, 1]);
    expect(validate('oops')).toBe(false);
  });

  it('unknown form name falls back', () => {
    const parsed = parseFormConfig({ form: 'invoice', attributes: [] }, 'delivery');
    expect(parsed.form).toBe('delivery');
    expect(parsed.problems.map((p) => p.code)).toEqual(['config-schema']);
  });
});
