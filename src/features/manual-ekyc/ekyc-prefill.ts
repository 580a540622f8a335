/**
 * Data typed once (issue 16 part 1): the onboarding eKYC starts from what personal details already hold
 * (ID type, CNIC, nationality the CNIC implies, contact number, the name) and asks only what is missing.
 * Pure functions: the form view keeps only which facts the customer chose to change.
 */
import { DOCUMENT_TYPE_FIELD, NATIONALITY_FIELD, type FieldValue, type RuleMessage } from '../../../fields';
import { recordOf } from '../../domain/parse';
import type { EkycJourneyData, EkycStepData } from './ekyc-outcome';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The eKYC field names the personal details can answer. */
export const DOCUMENT_ID_FIELD = 'documentId';
/** A confirmation box a gateway's eKYC config may still ask (the sandbox's does not: issue 46): never shown. */
export const DOCUMENT_ID_CONFIRM_FIELD = 'documentIdConfirm';
export const CONTACT_NUMBER_FIELD = 'contactNumber';
export const FULL_NAME_FIELD = 'fullName';
export const POSTAL_CODE_FIELD = 'postalCode';

/** SPEC §3: a CNIC is issued to Pakistani citizens only. */
const CNIC_NATIONALITY = 'Pakistani';

/** What personal details already told, as eKYC values, and which of them need not be asked again. */
export interface EkycPrefill {
  /** Values to start the form with. */
  readonly values: Readonly<Record<string, string>>;
  /**
   * Fields answered already: hidden behind a "from your personal details" summary while they keep these values.
   * The full name is prefilled but stays asked: it must read as on the document.
   */
  readonly known: Readonly<Record<string, string>>;
}

const NONE: EkycPrefill = { values: {}, known: {} };

/**
 * The prefill of the onboarding eKYC from the journey's personal details. The CNIC was confirmed where it
 * was first typed (SPEC §5 confirm rule, once), so its confirmation is filled in too.
 * @example ekycPrefillOf({ personal: { CNICNumber: '3520212345671' } }, ['Pakistani'], ['CNIC']).known.documentId // '3520212345671'
 */
export function ekycPrefillOf(
  journeyData: EkycJourneyData,
  nationalities: readonly string[] | null,
  documentTypes: readonly string[],
): EkycPrefill {
  const personal = recordOf(journeyData.personal);
  const cnic = text(personal.CNICNumber);
  const contact = text(personal.contactNumber);
  const name = [personal.firstName, personal.middleName, personal.lastName].map(text).filter(Boolean).join(' ');
  // The address step came before (issue 30: the identity step asked the postal code again).
  const postal = text(recordOf(journeyData.billingAddress).postalCode) || text(recordOf(journeyData.deliveryAddress).postalCode);
  if (!cnic && !contact && !name && !postal) return NONE;
  const known: Record<string, string> = {};
  if (cnic && documentTypes.includes('CNIC')) {
    known[DOCUMENT_TYPE_FIELD] = 'CNIC';
    known[DOCUMENT_ID_FIELD] = cnic;
    if (nationalities?.includes(CNIC_NATIONALITY)) known[NATIONALITY_FIELD] = CNIC_NATIONALITY;
  }
  if (contact) known[CONTACT_NUMBER_FIELD] = contact;
  if (postal) known[POSTAL_CODE_FIELD] = postal;
  return { values: { ...known, ...(name ? { [FULL_NAME_FIELD]: name } : {}) }, known };
}

/** The number as the phone field holds it (it shows +92 itself): `923001234567` → `3001234567`. */
const localMobile = (n: string) => {
  const m = /^(?:92|0)?(3\d{9})$/.exec(n.replace(/\D/g, ''));
  return m ? m[1]! : '';
};

/**
 * The prefill of a signed-in customer's eKYC (SIM replacement) from what the account and the request already
 * hold (issue 30: the identity step asked the contact number again): the request's contact number, else the
 * account's, is known; the account's name starts the full name, which stays asked (it must read as on the document).
 */
export function accountEkycPrefillOf(journeyData: EkycJourneyData, user: unknown): EkycPrefill {
  const u = recordOf(user);
  const contact = localMobile(text(journeyData.temporaryContactNumber)) || localMobile(text(recordOf(u.telco_info).phone_no));
  const name = [u.first_name, u.middle_name, u.last_name].map(text).filter(Boolean).join(' ');
  if (!contact && !name) return NONE;
  const known: Record<string, string> = contact ? { [CONTACT_NUMBER_FIELD]: contact } : {};
  return { values: { ...known, ...(name ? { [FULL_NAME_FIELD]: name } : {}) }, known };
}

/**
 * The fields to hide now: the known ones whose value is still the personal details' one and has no error.
 * A CNIC changed here is typed here once and read back under its box (issue 46).
 */
export function hiddenFields(
  prefill: EkycPrefill,
  values: Readonly<Record<string, FieldValue | undefined>>,
  errors: Readonly<Record<string, RuleMessage | undefined>>,
  changing: boolean,
): ReadonlySet<string> {
  const hidden = new Set<string>();
  for (const [name, value] of Object.entries(prefill.known)) {
    if (!changing && values[name] === value && !errors[name]) hidden.add(name);
  }
  return hidden;
}

/**
 * What the order keeps after an eKYC submit: a value changed here is changed for the order too (the personal
 * CNIC and contact number, and the journey's document).
 */
export function personalUpdatesOf(
  journeyData: EkycJourneyData,
  submitted: { readonly documentType: string; readonly documentId: string; readonly contactNumber?: string },
): EkycStepData {
  const personal = { ...journeyData.personal };
  if (!Object.keys(personal).length) return {};
  const updates: { -readonly [K in keyof EkycStepData]: EkycStepData[K] } = {};
  if (submitted.documentType === 'CNIC' && submitted.documentId && submitted.documentId !== personal.CNICNumber) personal.CNICNumber = submitted.documentId;
  if (submitted.contactNumber && submitted.contactNumber !== personal.contactNumber) personal.contactNumber = submitted.contactNumber;
  if (personal.CNICNumber !== journeyData.personal?.CNICNumber || personal.contactNumber !== journeyData.personal?.contactNumber) {
    updates.personal = personal;
    const draft = journeyData.personalDraft ?? {};
    if (Object.keys(draft).length) {
      updates.personalDraft = { ...draft, CNICNumber: personal.CNICNumber, contactNumber: personal.contactNumber };
    }
  }
  if (submitted.documentId) {
    updates.documentType = submitted.documentType;
    updates.documentId = submitted.documentId;
  }
  return updates;
}
