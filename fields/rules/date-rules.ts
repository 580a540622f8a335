import { ageOn, calendarDateAt, compareDates, parseDmy } from './calendar';
import { MESSAGE_IDS } from './message-ids';
import { fail, type Rule } from './rule';

/** Years the expiry picker offers: this year and the 10 after it. */
export const EXPIRY_YEARS_FORWARD = 10;
/** Years the birth-date picker reaches back (SPEC §9 maximum age 100). */
export const BIRTH_YEARS_BACK = 100;

/**
 * Document expiry (dd-MM-yyyy): must be a real date, else 'error_invalid_date', and after today in the
 * context's time zone, else 'cannot_be_a_past_date'. Today itself counts as past: "after now".
 */
export const expiryDateRule: Rule<string> = (value, ctx) => {
  if (value === '') return null;
  const date = parseDmy(value);
  if (!date) return fail(MESSAGE_IDS.invalidDate);
  return compareDates(date, calendarDateAt(ctx.now, ctx.timeZone)) > 0 ? null : fail(MESSAGE_IDS.pastDate);
};

/** Date of birth (dd-MM-yyyy): a real date, and age at least ctx.minAge, else 'error_below_min_age_value' {minAge}. */
export const dateOfBirthRule: Rule<string> = (value, ctx) => {
  if (value === '') return null;
  const date = parseDmy(value);
  if (!date) return fail(MESSAGE_IDS.invalidDate);
  return ageOn(date, calendarDateAt(ctx.now, ctx.timeZone)) >= ctx.minAge
    ? null
    : fail(MESSAGE_IDS.belowMinAge, { minAge: ctx.minAge });
};

/** Expiry-year choices: [thisYear, …, thisYear + 10]. */
export function expiryYears(now: number, timeZone: string): number[] {
  const y = calendarDateAt(now, timeZone).year;
  return Array.from({ length: EXPIRY_YEARS_FORWARD + 1 }, (_, i) => y + i);
}

/**
 * Birth-year choices, newest first: [thisYear − minAge, …, thisYear − 100] (a year nobody old enough was born
 * in is not offered; issue 16). minAge 0 gives the whole 100 years.
 */
export function birthYears(now: number, timeZone: string, minAge = 0): number[] {
  const y = calendarDateAt(now, timeZone).year;
  const newest = Math.min(Math.max(0, Math.floor(minAge)), BIRTH_YEARS_BACK);
  return Array.from({ length: BIRTH_YEARS_BACK + 1 - newest }, (_, i) => y - newest - i);
}
