import { Suspense, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { ApiContext } from './api/api-context';
import { AuthGate } from './auth/auth-gate';
import { runBootstrap, type Booted } from './bootstrap/run-bootstrap';
import { formatSettingsOf } from './i18n/format';
import { FormatContext } from './i18n/format-context';
import { useLanguage } from './i18n/language';
import { shellMessages } from './i18n/shell-messages';
import { useRouteMessages } from './i18n/use-route-messages';
import { ShellLayout } from './layouts/shell-layout';
import { NotificationRegion } from './notifications/notification-region';
import { matchRoute, modulesOf } from './routes/match-route';
import { RoutePage } from './routes/route-page';
import { notFoundRoute } from './routes/route-table';
import { Spinner } from './shell/spinner';
import { isLandingPath, LandingSkeleton } from './landing/landing-frame';
import { landingMessages } from './landing/landing-messages';
import { withLiterals } from './i18n/literal-messages';
import { useIntegrations } from './integrations/start-integrations';

/**
 * The application: start-up (runtime config, global config, maintenance, locale keys), then every route of the
 * table in its layout behind the auth gate. Switching language re-renders in place, so journey progress stays.
 */
export function App() {
  const [language, setLanguage] = useLanguage();
  const [location] = useLocation();
  const [booted, setBooted] = useState<Booted>();

  const match = matchRoute(location);
  const route = match.kind === 'redirect' ? notFoundRoute : match.route;
  const modules = modulesOf(route);
  const moduleKey = modules.join(',');

  useEffect(() => {
    let live = true;
    void runBootstrap(language, moduleKey.split(',')).then((b) => live && setBooted(b));
    return () => {
      live = false;
    };
    // Start-up runs once; later language and route changes load their keys through useRouteMessages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fetched = useRouteMessages(booted, language, modules);
  // Feature flags and the IP lookup, loaded after first paint (issue 12).
  useIntegrations(location, Boolean(booted?.api));
  // One messages object per language and fetched set: a new object would make IntlProvider build a new intl.
  const messages = useMemo(() => withLiterals({ ...shellMessages[language], ...landingMessages[language], ...fetched }), [language, fetched]);
  // The landing route paints its frame (heading, filters, plan placeholders) while start-up and chunks load.
  const waiting = isLandingPath(location) ? <LandingSkeleton /> : <Spinner />;
  const formatSettings = useMemo(() => formatSettingsOf(booted?.globalConfig), [booted?.globalConfig]);

  if (match.kind === 'redirect') return <Redirect to={match.to} replace />;
  return (
    <IntlProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'} messages={messages as Record<string, string>} defaultLocale="en-PK" timeZone={formatSettings.timeZone} onError={reportIntlError}>
      <ApiContext.Provider value={booted?.api}>
        <FormatContext.Provider value={formatSettings}>
          <ShellLayout route={route} path={location} language={language} onLanguage={setLanguage}>
            {booted?.api || (booted && (route.page === 'maintenance' || route.page === 'rate-limit')) ? (
              <Suspense fallback={waiting}>
                {booted.api ? (
                  <AuthGate route={route}>
                    <RoutePage route={route} path={location} language={language} onLanguage={setLanguage} />
                  </AuthGate>
                ) : (
                  <RoutePage route={route} path={location} language={language} onLanguage={setLanguage} />
                )}
              </Suspense>
            ) : (
              waiting
            )}
          </ShellLayout>
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
