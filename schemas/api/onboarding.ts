/**
 * Onboarding form and eSIM payloads: the personal and address field configs (schemas/field-config.schema.json,
 * served so the operator changes a form without an app release) and the eSIM specification (SPEC §4).
 */
import { envelope, listOf, nonEmpty, open, type JsonSchema } from './common';

/** The forms the gateway serves a field config for (the path parameter of GET_FORM_CONFIG). */
export const FORM_NAMES = ['personal', 'billing', 'delivery'] as const;

const fieldType: JsonSchema = { enum: ['text', 'document-id', 'phone', 'image', 'text-confirm', 'zip-code', 'select', 'date'] };
const option: JsonSchema = { anyOf: [{ type: 'string', minLength: 1 }, open({ value: { type: 'string', minLength: 1 }, displayName: { type: 'string' } }, ['value'])] };

/** One form field (FieldAttribute of the field-config schema); open, the app parses it leniently. */
export const formFieldAttribute: JsonSchema = open(
  {
    name: nonEmpty,
    displayName: nonEmpty,
    type: fieldType,
    mandatory: { type: 'boolean' },
    enabled: { type: 'boolean' },
    readOnly: { type: 'boolean' },
    regex: { type: 'string' },
    options: listOf(option),
    value: { type: 'string' },
    groupName: { type: 'string' },
    maxLength: { type: 'integer', minimum: 1, maximum: 1000 },
    confirms: { type: 'string' },
  },
  ['name', 'displayName', 'type', 'mandatory', 'enabled', 'readOnly'],
);

/** GET_FORM_CONFIG: `{ form, attributes }` (PersonalFormConfig or AddressFormConfig). */
export const formConfigResponse = envelope(open({ form: { enum: [...FORM_NAMES] }, attributes: listOf(formFieldAttribute) }, ['form', 'attributes']));

/** GET_ESIM_SPECIFICATION: the eSIM-new specification; `deliveryNeeded` says whether an eSIM is delivered (SPEC §4). */
export const esimSpecificationResponse = envelope(
  open({ type: { const: 'new' }, deliveryNeeded: { type: 'boolean' }, activationMethod: { enum: ['QR_CODE', 'ACTIVATION_CODE'] } }, ['deliveryNeeded']),
);
