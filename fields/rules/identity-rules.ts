import { countryFormat } from './country-formats';
import { MESSAGE_IDS } from './message-ids';
import { fail, type Rule } from './rule';

/** CNIC: exactly 13 digits (dashes of the display form are ignored), else 'error_invalid_CINC_Number'. */
export const cnicRule: Rule<string> = (value) =>
  value !== '' && !/^\d{13}$/.test(value.replace(/-/g, '')) ? fail(MESSAGE_IDS.cnic) : null;

/** Keeps the digits of a typed CNIC, at most 13. */
export function normalizeCnic(input: string): string {
  return input.replace(/\D/g, '').slice(0, 13);
}

/** Display form of CNIC digits, progressively: '1234512345671' → '12345-1234567-1'. */
export function formatCnic(input: string): string {
  const d = normalizeCnic(input);
  if (d.length <= 5) return d;
  if (d.length <= 12) return `${d.slice(0, 5)}-${d.slice(5)}`;
  return `${d.slice(0, 5)}-${d.slice(5, 12)}-${d.slice(12)}`;
}

const NRIC = /^[ST]\d{7}[A-Z]$/;
const FIN = /^[FGM]\d{7}[A-Z]$/;

/** Document id by document type: CNIC 13 digits; NRIC S/T and FIN F/G/M + 7 digits + letter. */
export function documentIdRule(documentType: string): Rule<string> {
  if (documentType === 'CNIC') return cnicRule;
  const pattern = documentType === 'NRIC' ? NRIC : documentType === 'FIN' ? FIN : null;
  return (value) =>
    value !== '' && pattern !== null && !pattern.test(value.toUpperCase()) ? fail(MESSAGE_IDS.documentId) : null;
}

/** Contact number: digits of the configured country's mobile format, else 'error_invalid_contact_number'. */
export const contactNumberRule: Rule<string> = (value, ctx) =>
  value !== '' && !countryFormat(ctx.countryCode).mobileNumber.test(value) ? fail(MESSAGE_IDS.contactNumber) : null;

/** Confirm fields must repeat `sourceField` exactly, else 'personal_details_cnic_mismatch'. */
export function confirmRule(sourceField: string): Rule<string> {
  return (value, ctx) => {
    const source = ctx.values[sourceField];
    return value !== '' && value !== (typeof source === 'string' ? source : '') ? fail(MESSAGE_IDS.confirmMismatch) : null;
  };
}
