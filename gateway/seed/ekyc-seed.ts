/** eKYC field configs per document group (SPEC §3 form field attributes). */
type Group = 'CNIC' | 'NRIC' | 'FIN';

const field = (groupName: Group, name: string, displayName: string, type: string, extra: Record<string, unknown> = {}) => ({
  name, displayName, type, mandatory: true, enabled: true, readOnly: false, groupName, ...extra,
});

const documentFields = (g: Group, regex: string) => [
  field(g, 'documentId', `${g} number`, 'document-id', { regex }),
  field(g, 'documentIdConfirm', `Confirm ${g} number`, 'text-confirm', { regex }),
  field(g, 'expiryDate', 'Expiry date', 'date', { regex: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' }),
  field(g, 'fullName', 'Full name as on the document', 'text', { regex: "^[A-Za-z .'-]+ [A-Za-z .'-]+$" }),
  field(g, 'gender', 'Gender', 'select', { options: [{ value: 'F', label: 'Female' }, { value: 'M', label: 'Male' }, { value: 'X', label: 'Other' }] }),
  field(g, 'contactNumber', 'Contact number', 'phone', { regex: '^[0-9]{10,12}$' }),
  field(g, 'postalCode', 'Postal code', 'zip-code', { regex: '^[0-9]{5,6}$', mandatory: false }),
  field(g, 'frontPage', 'Front of the document', 'image'),
  field(g, 'backPage', 'Back of the document', 'image'),
  field(g, 'selfieImage', 'Selfie', 'image'),
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
