import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, MAX_DRAFT_FILE_BYTES, draftOf, isUsableDraft, valuesOfDraft } from '../../../../src/features/manual-ekyc/ekyc-draft';

const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const NOW = 1_750_000_000_000;

describe('draftOf: what the eKYC step keeps across a reload', () => {
  it.each([
    { name: 'texts kept, empty texts dropped', values: { documentId: '3520212345671', fullName: '' }, texts: { documentId: '3520212345671' }, files: [] },
    { name: 'images kept with name, type and kind', values: { frontPage: { file: file('f.png', 10), kind: 'png' as const } }, texts: {}, files: ['frontPage'] },
    { name: 'an image over 5 MB is left out', values: { frontPage: { file: file('big.png', MAX_DRAFT_FILE_BYTES + 1), kind: 'png' as const } }, texts: {}, files: [] },
    { name: 'undefined values are ignored', values: { selfieImage: undefined }, texts: {}, files: [] },
  ])('$name', ({ values, texts, files }) => {
    const draft = draftOf(values, { session: 's', now: NOW });
    expect(draft.texts).toEqual(texts);
    expect(Object.keys(draft.files)).toEqual(files);
    for (const f of Object.values(draft.files)) expect([f.name, f.type, f.kind]).toEqual(['f.png', 'image/png', 'png']);
  });

  it('keeps the submitted KYC when given', () => {
    const kyc = { nationality: 'Pakistani', documentType: 'CNIC', documentId: '1', expiryDate: '15-06-2030' };
    expect(draftOf({}, { session: 's', now: NOW, kyc }).kyc).toEqual(kyc);
  });
});

describe('isUsableDraft', () => {
  const draft = { session: 's', savedAt: NOW, texts: {}, files: {} };
  it.each([
    { name: 'same session, fresh', raw: draft, expected: true },
    { name: 'another browser session', raw: { ...draft, session: 'other' }, expected: false },
    { name: 'older than the maximum age', raw: { ...draft, savedAt: NOW - DRAFT_MAX_AGE_MS - 1 }, expected: false },
    { name: 'from the future', raw: { ...draft, savedAt: NOW + 3_600_000 }, expected: false },
    { name: 'not an object', raw: 'x', expected: false },
    { name: 'missing files', raw: { session: 's', savedAt: NOW, texts: {} }, expected: false },
  ])('$name', ({ raw, expected }) => {
    expect(isUsableDraft(raw, 's', NOW)).toBe(expected);
  });
});

describe('valuesOfDraft', () => {
  it('gives texts and Files back (a stored Blob becomes a File with its name and type)', () => {
    const values = valuesOfDraft({ session: 's', savedAt: NOW, texts: { documentId: '1' }, files: { backPage: { file: new Blob([new Uint8Array(4)]), name: 'b.jpg', type: 'image/jpeg', kind: 'jpeg' } } });
    expect(values.documentId).toBe('1');
    const back = values.backPage as { file: File; kind: string };
    expect([back.file.name, back.file.type, back.file.size, back.kind]).toEqual(['b.jpg', 'image/jpeg', 4, 'jpeg']);
  });
});
