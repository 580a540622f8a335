import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkUpload, eligibilityOutcome, shouldCheckEligibility, sniffFileKind, uploadErrorMessage } from '../../../fields/rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.7');
const GIF = new TextEncoder().encode('GIF89a..');

describe('sniffFileKind', () => {
  it.each([
    { name: 'png', input: PNG, expected: 'png' },
    { name: 'jpeg', input: JPEG, expected: 'jpeg' },
    { name: 'pdf', input: PDF, expected: 'pdf' },
    { name: 'gif', input: GIF, expected: null },
    { name: 'too short', input: PNG.slice(0, 4), expected: null },
  ])('$name', ({ input, expected }) => expect(sniffFileKind(input)).toBe(expected));
});

const file = (name: string, head: Uint8Array, size = 1000) => ({ name, head, size });

describe('checkUpload', () => {
  it.each([
    { name: 'png', input: [file('front.png', PNG)], expected: 'png' },
    { name: 'jpg', input: [file('front.JPG', JPEG)], expected: 'jpeg' },
    { name: 'jpeg', input: [file('a.jpeg', JPEG)], expected: 'jpeg' },
    { name: 'pdf', input: [file('scan.pdf', PDF)], expected: 'pdf' },
    { name: 'exactly 5 MB', input: [file('a.png', PNG, MAX_IMAGE_BYTES)], expected: 'png' },
    { name: 'over 5 MB', input: [file('a.png', PNG, MAX_IMAGE_BYTES + 1)], expected: 'error_file_too_large' },
    { name: 'gif renamed png', input: [file('a.png', GIF)], expected: 'error_file_type_not_supported' },
    { name: 'png named pdf', input: [file('a.pdf', PNG)], expected: 'error_file_type_not_supported' },
    { name: 'gif', input: [file('a.gif', GIF)], expected: 'error_file_type_not_supported' },
    { name: 'no extension', input: [file('front', PNG)], expected: 'error_file_type_not_supported' },
    { name: 'two files', input: [file('a.png', PNG), file('b.png', PNG)], expected: 'error_too_many_files' },
    { name: 'none', input: [], expected: 'error_cannot_be_blank' },
  ])('$name', ({ input, expected }) => {
    const r = checkUpload(input);
    expect('kind' in r ? r.kind : r.id).toBe(expected);
  });
});

describe('uploadErrorMessage', () => {
  it.each([
    { name: 'too large', input: 'file-too-large', expected: 'error_file_too_large' },
    { name: 'type', input: 'file-invalid-type', expected: 'error_file_type_not_supported' },
    { name: 'many', input: 'too-many-files', expected: 'error_too_many_files' },
    { name: 'reader abort', input: 'abort', expected: 'error_file_reading_aborted' },
    { name: 'reader error', input: 'error', expected: 'error_file_reading_failed' },
    { name: 'anything else', input: 'E_HTTP_500', expected: 'error_upload_failed' },
  ])('$name', ({ input, expected }) => expect(uploadErrorMessage(input).id).toBe(expected));
});

describe('document-ID eligibility', () => {
  it.each([
    { name: 'new number, enabled', input: { numberType: 'NEW', eligibilityEnabled: true }, expected: true },
    { name: 'port-in', input: { numberType: 'PORT_IN', eligibilityEnabled: true }, expected: false },
    { name: 'disabled', input: { numberType: 'NEW', eligibilityEnabled: false }, expected: false },
  ])('check on blur: $name', ({ input, expected }) => expect(shouldCheckEligibility(input)).toBe(expected));

  it.each([
    { name: 'not eligible', input: [false, true], expected: ['error', 'error_document_id_not_eligible'] },
    { name: 'eligible with port-in', input: [true, true], expected: ['note', 'eligibility_alert_document_id'] },
    { name: 'eligible without port-in', input: [true, false], expected: ['note', 'eligibility_alert_document_id_without_mnp'] },
  ] as const)('$name', ({ input, expected }) => {
    const r = eligibilityOutcome(input[0], input[1]);
    expect([r.kind, r.message.id]).toEqual(expected);
  });
});
