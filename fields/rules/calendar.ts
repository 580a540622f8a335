/** A date without time or zone; month is 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Gregorian leap year: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in `month` (1–12) of `year`: daysInMonth(2024, 2) === 29. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS[month - 1] ?? 31);
}

/** Day choices for a picker; adapts to month and year, and stays generous while either is unknown. */
export function dayList(month?: number, year?: number): number[] {
  const n = month === undefined ? 31 : year === undefined ? (month === 2 ? 29 : daysInMonth(2001, month)) : daysInMonth(year, month);
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** Parses strict dd-MM-yyyy into a real calendar date, or null ('31-02-2030' is null). */
export function parseDmy(text: string): CalendarDate | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Formats a calendar date as dd-MM-yyyy. */
export function formatDmy(d: CalendarDate): string {
  return `${String(d.day).padStart(2, '0')}-${String(d.month).padStart(2, '0')}-${String(d.year).padStart(4, '0')}`;
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone a config names when the runtime does not know it: the operator's own (issue 27 part 1). */
const FALLBACK_ZONE = 'Asia/Karachi';

/**
 * The calendar date at instant `now` (epoch ms) in `timeZone` (IANA); formatters are cached per zone. A zone the
 * runtime does not know (a server's 'Mars/Olympus_Mons') is read as Asia/Karachi: a date rule never throws.
 */
export function calendarDateAt(now: number, timeZone: string): CalendarDate {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    const options = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
    try {
      fmt = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      fmt = new Intl.DateTimeFormat('en-US', { ...options, timeZone: FALLBACK_ZONE });
    }
    formatters.set(timeZone, fmt);
  }
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(now)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
}

/** Whole years from `birth` to `on`; a 29 February birthday counts from 1 March in common years. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const years = on.year - birth.year;
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return hadBirthday ? years : years - 1;
}
