import { createContext, useContext } from 'react';
import { DEFAULT_FORMAT, type FormatSettings } from './format';

/** The format settings of the loaded global config (DEFAULT_FORMAT until it loads); provided by the app. */
export const FormatContext = createContext<FormatSettings>(DEFAULT_FORMAT);

/** The current format settings, for formatPrice / formatDate / formatTime of src/i18n/format.ts. */
export function useFormatSettings(): FormatSettings {
  return useContext(FormatContext);
}
