import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { withLiterals } from '../i18n/literal-messages';

/** Bundled messages of one screen area, in both languages; they travel in the area's lazy chunk. */
export type AreaMessages = { en: Record<string, string>; ur: Record<string, string> };

/**
 * Adds an area's bundled messages under its screens. Keys fetched from the gateway (and the shell's) win,
 * so the operator can still change any text without a release.
 */
export function ScreenMessages({ messages, children }: { messages: AreaMessages; children: ReactNode }) {
  const intl = useIntl();
  const language = intl.locale.startsWith('ur') ? 'ur' : 'en';
  const merged = useMemo(() => withLiterals({ ...messages[language], ...intl.messages }), [messages, language, intl.messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} timeZone={intl.timeZone} messages={merged as Record<string, string>} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
