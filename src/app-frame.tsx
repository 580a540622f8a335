import { lazy, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiContext } from './api/api-context';
import type { ApiClient } from './api/api-client';
import type { FormatSettings } from './i18n/format';
import { FormatContext } from './i18n/format-context';
import { withLiterals } from './i18n/literal-messages';
import type { Language } from './i18n/shell-messages';
import { shellTexts } from './i18n/shell-texts';
import { landingMessages } from './landing/landing-messages';
import { ShellLayout } from './layouts/shell-layout';
import { NotificationRegion } from './notifications/notification-region';
import type { RouteDef } from './routes/route-table';
import { ChatReferenceContext } from './shell/chat-reference-slot';
import { withJourneyActors } from './journey/journey-actors';

// The chat panel's reference (issue 46): loaded, with the journeys' actor registry, once a signed-in customer starts a
// chat (the header sits outside the pages that give the registry); the landing's script carries neither.
const ChatReference = lazy(withJourneyActors(() => import('./features/service-requests/chat-reference'), () => import('./features/actors').then((m) => m.journeyActors)));

/**
 * The shell's and the landing's bundled texts with a route's fetched keys over them, as providers take them. The
 * shell's are the language's loaded ones (src/i18n/shell-texts.ts); the build's frames pass every language's.
 */
export function frameMessages(language: Language, fetched: Record<string, string> = {}, shell: Record<string, string> = shellTexts(language)): Record<string, string> {
  return withLiterals({ ...shell, ...landingMessages[language], ...fetched }) as Record<string, string>;
}

interface AppFrameProps {
  language: Language;
  messages: Record<string, string>;
  formatSettings: FormatSettings;
  api?: ApiClient;
  route: RouteDef;
  path: string;
  onLanguage: (next: Language) => void;
  children: ReactNode;
}

/**
 * What every page sits in: texts, the gateway client, number and date settings, the route's layout and the
 * notification regions. The app renders it around its routes, and the build renders it around the landing's
 * placeholders for the HTML the server sends first (scripts/landing-frames.ts), so both are one markup.
 */
export function AppFrame({ language, messages, formatSettings, api, route, path, onLanguage, children }: AppFrameProps) {
  return (
    <IntlProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'} messages={messages} defaultLocale="en-PK" timeZone={formatSettings.timeZone} onError={reportIntlError}>
      <ApiContext.Provider value={api}>
        <FormatContext.Provider value={formatSettings}>
          <ChatReferenceContext.Provider value={ChatReference}>
            <ShellLayout route={route} path={path} language={language} onLanguage={onLanguage}>
              {children}
            </ShellLayout>
          </ChatReferenceContext.Provider>
          <NotificationRegion />
        </FormatContext.Provider>
      </ApiContext.Provider>
    </IntlProvider>
  );
}

/** A missing key falls back to the bundled English or the id; only real formatting problems are worth a log. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.warn(error.message);
}
