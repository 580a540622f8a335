/**
 * The personal details form's prefill from the customer's user details (SPEC §3 source fields): the purchase's
 * personal details step and the account's details page both start from it.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A birth date timestamp (ms, UTC midnight) → 'dd-MM-yyyy' as the date widget takes it. */
export function dobFieldValue(timestamp: number | null | undefined): string {
  if (typeof timestamp !== 'number') return '';
  const d = new Date(timestamp);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** The number as the phone field takes it: the field shows +92 itself, so `923001234567` → `3001234567`. */
const localNumber = (n: string) => (/^92\d{10}$/.test(n) ? n.slice(2) : n);

/** The form's prefill from user details (SPEC §3 source fields). */
export function personalInitialValues(u: { first_name?: string; middle_name?: string; last_name?: string; dob?: { timestamp?: number | null }; telco_info?: { phone_no?: string } }): Record<string, string> {
  const out: Record<string, string> = { firstName: u.first_name ?? '', middleName: u.middle_name ?? '', lastName: u.last_name ?? '', dob: dobFieldValue(u.dob?.timestamp), contactNumber: localNumber(u.telco_info?.phone_no ?? '') };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== ''));
}
