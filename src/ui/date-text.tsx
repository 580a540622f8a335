import { useDates } from '../i18n/format-context';

/**
 * An instant written as every page writes dates (the config's style and time zone, the reader's language), and
 * machine-readable too (`<time dateTime>`). `withTime` adds the time of day.
 */
export function DateText({ value, withTime = false }: { value: Date | number | string; withTime?: boolean }) {
  const dates = useDates();
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return <time dateTime={at.toISOString()}>{withTime ? dates.dateTime(at) : dates.date(at)}</time>;
}
