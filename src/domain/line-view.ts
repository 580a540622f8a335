/** What the manage pages show about a line, as pure functions (SPEC §4 line statuses, §5 ICC id). */
import type { GetLineResult } from '../api/generated/response-types';

export type Line = GetLineResult;
export type LineStatus = Line['status'];

/** SPEC §5: the SIM's ICC id has 19 digits. */
export const ICC_ID_LENGTH = 19;

/**
 * The one way every page shows a number (purchase, account, manage, the gateway's order lines):
 * `+92 341 0000000` for `923410000000`, and for a mobile number kept as typed (`3410000000`, `03410000000`,
 * `+92 341-0000000`: issue 30, My account showed '3001234567'); other shapes unchanged.
 */
export function displayNumber(msisdn: string): string {
  const m = /^92(\d{3})(\d{7})$/.exec(msisdn) ?? (/^[\d\s+()-]+$/.test(msisdn) ? /^(?:92|0)?(3\d{2})(\d{7})$/.exec(msisdn.replace(/\D/g, '')) : null);
  return m ? `+92 ${m[1]} ${m[2]}` : msisdn;
}

/**
 * The number as text that stays left-to-right inside Urdu (issue 30: "0000000 341 92+"), for places that take
 * text only (an <option>, a button's words, an announcement): the display form between LRI and PDI.
 */
export function isolatedNumber(msisdn: string): string {
  return `\u2066${displayNumber(msisdn)}\u2069`;
}

/** The line a page is about: `?number=` when it is one of the customer's, else their first open line. */
export function chosenLine(lines: readonly Line[], search: string): Line | undefined {
  const wanted = new URLSearchParams(search).get('number')?.replace(/\D/g, '');
  return lines.find((l) => l.number === wanted) ?? lines.find((l) => l.status !== 'Inactive') ?? lines[0];
}

/** A line airtime or a bundle can be bought for: one in use (not closed, nor waiting for its SIM). */
export const rechargeable = (line: Line): boolean => line.status !== 'Inactive' && line.status !== 'PendingActivation';

/**
 * The line a recharge is for: the one asked for (`?number=`), else the customer's first line in use; a customer whose
 * first line waits for its SIM was told they had no line to recharge though their other line was in use (issue 46).
 */
export function rechargeLine(lines: readonly Line[], search: string): Line | undefined {
  const chosen = chosenLine(lines, search);
  if (!chosen || rechargeable(chosen) || new URLSearchParams(search).has('number')) return chosen;
  return lines.find(rechargeable) ?? chosen;
}

/**
 * Checks a typed ICC id: digits only (spaces allowed while typing), exactly 19. Returns a message id or null.
 * The check digit is the gateway's to judge (ICC_ID_INVALID), so a single mistyped digit is named there.
 */
export function iccIdProblem(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  if (!digits) return 'icc_required';
  if (!/^\d+$/.test(digits)) return 'icc_digits_only';
  if (digits.length !== ICC_ID_LENGTH) return 'icc_length';
  return null;
}

/** The error message id for an activation refusal code of the gateway. */
export function activationErrorId(code: string | number | undefined): string {
  const known: Record<string, string> = {
    ICC_ID_INVALID: 'icc_error_invalid',
    ICC_ID_MISMATCH: 'icc_error_mismatch',
    LINE_ALREADY_ACTIVE: 'icc_error_already_active',
    LINE_INACTIVE: 'icc_error_inactive',
    NOT_FOUND: 'icc_error_not_found',
  };
  return known[String(code)] ?? 'action_failed';
}
