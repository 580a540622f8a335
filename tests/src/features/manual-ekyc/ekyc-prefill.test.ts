import { describe, expect, it } from 'vitest';
import { accountEkycPrefillOf, ekycPrefillOf, hiddenFields, personalUpdatesOf } from '../../../../src/features/manual-ekyc/ekyc-prefill';

const personal = { firstName: 'Ayesha', lastName: 'Khan', CNICNumber: '3520212345671', contactNumber: '3001234567', email: 'a@b.pk' };
const NATIONALITIES = ['Pakistani', 'Afghan'];

describe('ekycPrefillOf', () => {
  it.each([
    {
      name: 'a CNIC customer: ID type, CNIC (confirmed), nationality and contact number are known; the name is only prefilled',
      data: { personal },
      known: { documentType: 'CNIC', documentId: '3520212345671', nationality: 'Pakistani', contactNumber: '3001234567' },
      fullName: 'Ayesha Khan',
    },
    { name: 'no personal details: nothing', data: {}, known: {}, fullName: undefined },
    { name: 'a config without CNIC: only the contact number', data: { personal }, types: ['NRIC'], known: { contactNumber: '3001234567' }, fullName: 'Ayesha Khan' },
    {
      name: 'the address step came first: its postal code is known too (issue 30)',
      data: { personal, billingAddress: { postalCode: '54000', city: 'Lahore' } },
      known: { documentType: 'CNIC', documentId: '3520212345671', nationality: 'Pakistani', contactNumber: '3001234567', postalCode: '54000' },
      fullName: 'Ayesha Khan',
    },
    { name: 'only a delivery address: its postal code', data: { deliveryAddress: { postalCode: '75600' } }, known: { postalCode: '75600' }, fullName: undefined },
    { name: 'no nationality list: the CNIC without nationality', data: { personal }, nationalities: null, known: { documentType: 'CNIC', documentId: '3520212345671', contactNumber: '3001234567' }, fullName: 'Ayesha Khan' },
  ])('$name', ({ data, known, fullName, types, nationalities }) => {
    const prefill = ekycPrefillOf(data, nationalities === undefined ? NATIONALITIES : nationalities, types ?? ['CNIC', 'NRIC']);
    expect(prefill.known).toEqual(known);
    expect(prefill.values.fullName).toBe(fullName);
  });
});

describe('accountEkycPrefillOf (SIM replacement, issue 30)', () => {
  const user = { first_name: 'Ayesha', last_name: 'Khan', telco_info: { phone_no: '923001234567' } };
  it.each([
    { name: "the account's number is known, its name prefilled", data: {}, user, known: { contactNumber: '3001234567' }, fullName: 'Ayesha Khan' },
    { name: "the request's contact number wins over the account's", data: { temporaryContactNumber: '03451112222' }, user, known: { contactNumber: '3451112222' }, fullName: 'Ayesha Khan' },
    { name: 'nothing known: nothing', data: {}, user: { telco_info: { phone_no: '' } }, known: {}, fullName: undefined },
    { name: 'no user', data: {}, user: undefined, known: {}, fullName: undefined },
  ])('$name', ({ data, user: u, known, fullName }) => {
    const prefill = accountEkycPrefillOf(data, u);
    expect(prefill.known).toEqual(known);
    expect(prefill.values.fullName).toBe(fullName);
  });
});

describe('hiddenFields', () => {
  const prefill = ekycPrefillOf({ personal }, NATIONALITIES, ['CNIC']);
  it.each([
    { name: 'unchanged: every known field hidden', values: prefill.values, errors: {}, changing: false, hidden: ['documentType', 'documentId', 'nationality', 'contactNumber'] },
    { name: 'changing: the fields come back', values: prefill.values, errors: {}, changing: true, hidden: [] },
    { name: 'a CNIC changed here is confirmed here', values: { ...prefill.values, documentId: '3520299999991' }, errors: {}, changing: true, hidden: [] },
    { name: 'a known value with an error is shown', values: prefill.values, errors: { contactNumber: { id: 'error_invalid_contact_number' as const } }, changing: false, hidden: ['documentType', 'documentId', 'nationality'] },
  ])('$name', ({ values, errors, changing, hidden }) => {
    expect([...hiddenFields(prefill, values, errors, changing)].sort()).toEqual([...hidden].sort());
  });
});

describe('personalUpdatesOf', () => {
  it('a CNIC and contact number changed in eKYC change the order too', () => {
    const updates = personalUpdatesOf({ personal, personalDraft: { ...personal } }, { documentType: 'CNIC', documentId: '3520299999991', contactNumber: '3009999999' });
    expect(updates).toMatchObject({
      personal: { CNICNumber: '3520299999991', contactNumber: '3009999999', firstName: 'Ayesha' },
      personalDraft: { CNICNumber: '3520299999991', contactNumber: '3009999999' },
      documentType: 'CNIC',
      documentId: '3520299999991',
    });
  });
  it('unchanged values leave personal details alone', () => {
    const updates = personalUpdatesOf({ personal }, { documentType: 'CNIC', documentId: personal.CNICNumber, contactNumber: personal.contactNumber });
    expect(updates).toEqual({ documentType: 'CNIC', documentId: personal.CNICNumber });
  });
});
