/** eKYC payloads (SPEC §3 KYC data and form field attributes, §7 eKYC). */
import { closed, envelope, listOf, nonEmpty, open, request, type JsonSchema } from './common';

const documentType: JsonSchema = { enum: ['CNIC', 'NRIC', 'FIN'] };
const fieldType: JsonSchema = { enum: ['text', 'document-id', 'phone', 'image', 'text-confirm', 'zip-code', 'select', 'date'] };

export const fieldAttribute: JsonSchema = open(
  {
    name: nonEmpty,
    displayName: nonEmpty,
    type: fieldType,
    mandatory: { type: 'boolean' },
    enabled: { type: 'boolean' },
    readOnly: { type: 'boolean' },
    regex: { type: 'string' },
    options: listOf(open({ value: { type: 'string' }, label: { type: 'string' } }, ['value', 'label'])),
    value: { type: ['string', 'null'] },
    groupName: documentType,
  },
  ['name', 'displayName', 'type', 'mandatory', 'enabled', 'readOnly', 'groupName'],
);
export const ekycConfigResponse = envelope(listOf(open({ groupName: documentType, attributes: listOf(fieldAttribute) }, ['groupName', 'attributes'])));

export const ekycSpecificationsResponse = envelope(
  open(
    { maxImageBytes: { type: 'integer' }, acceptedTypes: listOf({ type: 'string' }), documentTypes: listOf(documentType), defaultDocumentType: documentType },
    ['maxImageBytes', 'acceptedTypes', 'documentTypes'],
  ),
);
export const contextSpecificationsQuery = request({ context: { enum: ['onboarding', 'sim-replacement', 'manage'] } });
export const contextSpecificationsResponse = envelope(
  open({ context: nonEmpty, kycRequired: { type: 'boolean' }, nationalitySelect: { type: 'boolean' }, documentTypes: listOf(documentType) }, ['context', 'kycRequired']),
);

/** The `kycData` part of the multipart submit (SPEC §3). */
export const kycData = request(
  {
    orderId: nonEmpty,
    planType: { const: 'Prepaid' },
    nationality: { type: 'string', minLength: 1, maxLength: 60 },
    document: closed(
      { type: documentType, documentId: { type: 'string', pattern: '^[A-Za-z0-9]{5,20}$' }, expiryDate: { type: 'string', pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' } },
      ['type', 'documentId', 'expiryDate'],
    ),
  },
  ['orderId', 'planType', 'nationality', 'document'],
);
export const kycSubmitResponse = envelope(
  open({ submissionId: nonEmpty, orderId: nonEmpty, status: { enum: ['SUBMITTED', 'APPROVED', 'REJECTED'] }, files: listOf(open({ field: nonEmpty, type: nonEmpty, size: { type: 'integer' } }, ['field', 'type', 'size'])) }, ['submissionId', 'orderId', 'status']),
);

export const documentIdValidityRequest = request(
  { documentId: { type: 'string', pattern: '^[A-Za-z0-9]{5,20}$' }, documentType: { type: 'string', pattern: '^[A-Za-z_]{3,20}$' }, userEmailId: { type: 'string', maxLength: 254 }, userId: { type: 'string', maxLength: 100 } },
  ['documentId', 'documentType'],
);
export const documentIdValidityResponse = envelope(
  open({ data: open({ eligible: { type: 'boolean' }, lines: { type: 'integer' }, maxLines: { type: 'integer' }, reason: { type: 'string' } }, ['eligible']) }, ['data']),
);
