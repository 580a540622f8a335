/** eKYC field configs per document group (SPEC §3 form field attributes). */
type Group = 'CNIC' | 'NRIC' | 'FIN';

/** Labels are message ids (the app's manual eKYC texts, in English and Urdu), as in the form config seed. */
const field = (groupName: Group, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name, displayName: `ekyc_field_${name}`, type, mandatory: true, enabled: true, readOnly: false, groupName, ...extra,
});

/**
 * A document's fields. Its number is typed once and read back under its box for a check (issue 46, as the personal
 * CNIC: docs/decisions/2026-11-29-purchase-fewer-taps.md): no second box to type it again.
 */
const documentFields = (g: Group, regex: string) => [
  { ...field(g, 'documentId', 'document-id', { regex }), displayName: `ekyc_field_documentId_${g}` },
  field(g, 'expiryDate', 'date', { regex: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' }),
  field(g, 'fullName', 'text', { regex: "^[A-Za-z .'-]+ [A-Za-z .'-]+$" }),
  field(g, 'gender', 'select', { options: [{ value: 'F', label: 'ekyc_gender_F' }, { value: 'M', label: 'ekyc_gender_M' }, { value: 'X', label: 'ekyc_gender_X' }] }),
  field(g, 'contactNumber', 'phone', { regex: '^[0-9]{10,12}$' }),
  field(g, 'postalCode', 'zip-code', { regex: '^[0-9]{5,6}$', mandatory: false }),
  field(g, 'frontPage', 'image'),
  field(g, 'backPage', 'image'),
  field(g, 'selfieImage', 'image'),
];

export const ekycConfig = [
  { groupName: 'CNIC', attributes: documentFields('CNIC', '^[0-9]{13}$') },
  { groupName: 'NRIC', attributes: documentFields('NRIC', '^[STFG][0-9]{7}[A-Z]$') },
  { groupName: 'FIN', attributes: documentFields('FIN', '^[FGM][0-9]{7}[A-Z]$') },
];

export const ekycSpecifications = {
  maxImageBytes: 5242880,
  acceptedTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  documentTypes: ['CNIC', 'NRIC', 'FIN'],
  defaultDocumentType: 'CNIC',
};
