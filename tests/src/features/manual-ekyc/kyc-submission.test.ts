import { describe, expect, it } from 'vitest';
import { fieldSpec, type PickedFile } from '../../../../fields';
import {
  KYC_SUBMIT_FALLBACK_MESSAGE,
  hasUnsavedEntries,
  kycDataOf,
  kycFormData,
  submitFailureMessage,
  submittedKyc,
} from '../../../../src/features/manual-ekyc/kyc-submission';

const pick = (name: string, type: string): PickedFile => ({ file: new File([new Uint8Array([1, 2, 3])], name, { type }), kind: 'jpeg' });
const fields = [
  fieldSpec({ name: 'cnic', type: 'document-id' }),
  fieldSpec({ name: 'birthDate', type: 'date' }),
  fieldSpec({ name: 'cnicExpiry', type: 'date' }),
];

describe('submittedKyc', () => {
  it('finds the document id and expiry by field type, whatever the config calls them', () => {
    const values = { nationality: 'Pakistani', documentType: 'CNIC', cnic: '3520212345671', birthDate: '01-01-1990', cnicExpiry: '02-02-2030' };
    expect(submittedKyc(fields, values)).toEqual({ nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', expiryDate: '02-02-2030' });
  });
  it('uses the fallback nationality when the select is hidden', () => {
    expect(submittedKyc([], { documentType: 'NRIC', documentId: 'S1234567D', expiryDate: '01-01-2031' }, 'Singaporean')).toEqual({
      nationality: 'Singaporean', documentType: 'NRIC', documentId: 'S1234567D', expiryDate: '01-01-2031',
    });
  });
});

describe('kycFormData (SPEC §3 multipart)', () => {
  it('has the two document images as picked, the selfie as cam_image.png / image/png, and kycData', async () => {
    const values = { frontPage: pick('front.jpg', 'image/jpeg'), backPage: pick('back.pdf', 'application/pdf'), selfieImage: pick('me.jpeg', 'image/jpeg') };
    const data = kycDataOf('ORD-1', { nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2030' });
    const form = kycFormData(values, data);
    expect([...form.keys()]).toEqual(['frontPage', 'backPage', 'selfieImage', 'kycData']);
    expect((form.get('frontPage') as File).name).toBe('front.jpg');
    const selfie = form.get('selfieImage') as File;
    expect([selfie.name, selfie.type, selfie.size]).toEqual(['cam_image.png', 'image/png', 3]);
    expect(JSON.parse(form.get('kycData') as string)).toEqual({
      orderId: 'ORD-1',
      planType: 'Prepaid',
      nationality: 'Pakistani',
      document: { type: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2030' },
    });
  });
});

describe('submitFailureMessage (SPEC §8)', () => {
  it.each([
    { name: 'description first', error: { kind: 'http', status: 422, code: 'KYC_REJECTED', description: 'The document could not be read' }, expected: 'The document could not be read' },
    { name: 'code when no description', error: { kind: 'http', code: 4221402, description: '' }, expected: '4221402' },
    { name: 'fallback id when neither', error: { kind: 'http', code: '', description: ' ' }, expected: KYC_SUBMIT_FALLBACK_MESSAGE },
    { name: 'a refused file type names the photo', error: { kind: 'http', code: 'UNSUPPORTED_FILE_TYPE', description: 'body.backPage: must be a PNG, JPEG or PDF file' }, expected: 'ekyc_refused_type_backPage' },
    { name: 'a photo too large names it', error: { kind: 'http', code: 'PAYLOAD_TOO_LARGE', description: 'body.selfieImage: is larger than 5242880 bytes' }, expected: 'ekyc_refused_size_selfieImage' },
    { name: 'a refusal naming no known part', error: { kind: 'http', code: 'PAYLOAD_TOO_LARGE', description: 'body.other: too big' }, expected: 'ekyc_refused_size' },
    { name: 'a closed request', error: { kind: 'http', code: 'REQUEST_CLOSED', description: 'Service request SR1 is CANCELLED' }, expected: 'ekyc_refused_closed' },
    { name: 'fallback for a plain Error', error: new Error('boom'), expected: KYC_SUBMIT_FALLBACK_MESSAGE },
    { name: 'fallback for a thrown string', error: 'boom', expected: KYC_SUBMIT_FALLBACK_MESSAGE },
    { name: 'network failures are announced by the app already', error: { kind: 'network', code: 'UNKNOWN_ERROR_CODE', description: 'Unknown Error' }, expected: null },
    { name: 'session end is acted on by the app', error: { kind: 'session-ended', code: 'UNAUTHORIZED', description: 'Session ended' }, expected: null },
    { name: 'rate limit is acted on by the app', error: { kind: 'rate-limited', code: 429, description: 'slow down' }, expected: null },
  ])('$name', ({ error, expected }) => {
    expect(submitFailureMessage(error)).toBe(expected);
  });
  it('uses the fallback message id text of SPEC §8', () => {
    expect(KYC_SUBMIT_FALLBACK_MESSAGE).toBe('Error occurred while Kyc submit');
  });
});

describe('hasUnsavedEntries', () => {
  it.each([
    { name: 'untouched', values: { documentType: 'CNIC' }, expected: false },
    { name: 'a typed value', values: { documentType: 'CNIC', documentId: '35' }, expected: true },
    { name: 'a cleared value', values: { documentType: 'CNIC', documentId: '' }, expected: false },
    { name: 'another ID type', values: { documentType: 'NRIC' }, expected: true },
    { name: 'a picked file', values: { documentType: 'CNIC', frontPage: pick('f.png', 'image/png') }, expected: true },
  ])('$name', ({ values, expected }) => {
    expect(hasUnsavedEntries(values, { documentType: 'CNIC' })).toBe(expected);
  });
});
