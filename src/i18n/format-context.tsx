import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_FORMAT, formatDate, formatDateTime, type FormatSettings } from './format';

/** The format settings of the loaded global config (DEFAULT_FORMAT until it loads); provided by the app. */
export const FormatContext = createContext<FormatSettings>(DEFAULT_FORMAT);

/** The current format settings, for formatPrice / formatDate / formatTime of src/i18n/format.ts. */
export function useFormatSettings(): FormatSettings {
  return useContext(FormatContext);
}

/** An instant as the server sends it: epoch milliseconds or an ISO string. */
type Instant = Date | number | string;

/**
 * Dates on every page in one form: the config's date (and time) style and time zone, in the reader's language
 * (Urdu month names, Latin digits). Calendar days without an instant (delivery slots) are not instants: they keep
 * their weekday form.
 */
export function useDates(): { date(value: Instant): string; dateTime(value: Instant): string } {
  const settings = useFormatSettings();
  const language = useIntl().locale.startsWith('ur') ? 'ur' : 'en';
  const instant = (value: Instant) => (value instanceof Date ? value : new Date(value));
  return {
    date: (value) => formatDate(instant(value), language, settings),
    dateTime: (value) => formatDateTime(instant(value), language, settings),
  };
}
