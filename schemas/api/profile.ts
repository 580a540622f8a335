/** Profile, consent and privacy payloads (SPEC §3 user details and consent, §7). */
import { closed, digits, email, envelope, listOf, nonEmpty, open, request, type JsonSchema } from './common';

const name: JsonSchema = { type: 'string', maxLength: 100, pattern: "^[\\p{L} .'-]*$" };

export const userDetails: JsonSchema = open(
  {
    external_id: nonEmpty,
    first_name: { type: 'string' },
    middle_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    email_confirmed: { type: 'boolean' },
    phone_confirmed: { type: 'boolean' },
    telco_user: { type: 'boolean' },
    telco_info: open({ phone_no: { type: 'string' } }),
    dob: open({ timestamp: { type: ['integer', 'null'] } }),
    guest: { type: 'boolean' },
  },
  ['external_id', 'email', 'email_confirmed', 'phone_confirmed', 'telco_user'],
);
export const userDetailsResponse = envelope(userDetails);

export const profileUpdateRequest = request({
  firstName: name,
  middleName: name,
  lastName: name,
  email,
  contactNumber: digits(10, 12),
  dob: { type: 'string', format: 'date' },
});

const consentType: JsonSchema = { enum: ['EXPLICIT_READ', 'EXPLICIT_NO_READ', 'IMPLICIT'] };
export const consentRequest = request(
  {
    version: { const: 2 },
    userFlow: nonEmpty,
    documentName: { enum: ['TERMS_OF_USE', 'PRIVACY_POLICY'] },
    productId: { type: 'string', maxLength: 100 },
    consentGivenAt: { type: 'integer', minimum: 0 },
    consentType,
    email,
    appVersion: { const: 'WEB' },
  },
  ['version', 'userFlow', 'documentName', 'consentGivenAt', 'consentType', 'appVersion'],
);
export const consentQuery = request({ documentName: { enum: ['TERMS_OF_USE', 'PRIVACY_POLICY'] } });
export const consentResponse = envelope(
  open({ attributes: listOf(open({ name: nonEmpty, value: { type: 'string' } }, ['name', 'value'])) }, ['attributes']),
);
export const consentSubmitResponse = envelope(open({ id: nonEmpty, consentType }, ['id']));

/** Privacy settings: the spec does not show the shape; decided in docs/decisions/2026-11-23-customer-account.md. */
export const privacySettings: JsonSchema = closed(
  { marketingEmail: { type: 'boolean' }, marketingSms: { type: 'boolean' }, analytics: { type: 'boolean' }, personalisedOffers: { type: 'boolean' } },
  ['marketingEmail', 'marketingSms', 'analytics', 'personalisedOffers'],
);
export const privacySettingsRequest = request(
  (privacySettings as { properties: Record<string, JsonSchema> }).properties,
);
export const privacySettingsResponse = envelope(privacySettings);
export const analyticsPreferencesResponse = envelope(open({ analytics: { type: 'boolean' }, performance: { type: 'boolean' } }, ['analytics']));
export const privacySettingResponse = envelope(open({ enabled: { type: 'boolean' } }, ['enabled']));
