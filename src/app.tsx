import { Suspense, useEffect, useMemo, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { AppFrame, frameMessages } from './app-frame';
import { AuthGate } from './auth/auth-gate';
import { runBootstrap, takeStartedBootstrap, type Booted } from './bootstrap/run-bootstrap';
import { formatSettingsOf } from './i18n/format';
import { useLanguage } from './i18n/language';
import { urduFontWithTheMove, warmUrduFont } from './i18n/urdu-font-late';
import { useRouteMessages } from './bootstrap/use-route-messages';
import { matchRoute, modulesOf } from './routes/match-route';
import { RoutePage } from './pages/route-page';
import { notFoundRoute } from './routes/route-table';
import { Spinner } from './ui/spinner';
import { isLandingPath, LandingSkeleton } from './landing/landing-frame';
import { onFirstInteraction, useIntegrations } from './integrations/start-integrations';
import { preloadLandingScreen } from './pages/landing-journey';
import { RouteFrame, routeFrameOf } from './frames/route-frames';
import { KeptFrame, keptFrameOf } from './frames/kept-frame';
import { usePageArrival } from './shell/page-arrival';
import { FaqSlot } from './shell/faq-slot';

/**
 * The application: start-up (runtime config, global config, maintenance, locale keys), then every route of the
 * table in its layout behind the auth gate. Switching language re-renders in place, so journey progress stays.
 */
export function App() {
  const [language, setLanguage] = useLanguage();
  const [location] = useLocation();
  const [booted, setBooted] = useState<Booted>();
  usePageArrival(location);

  const match = matchRoute(location);
  const route = match.kind === 'redirect' ? notFoundRoute : match.route;
  const modules = modulesOf(route);
  const moduleKey = modules.join(',');

  useEffect(() => {
    let live = true;
    // On the landing route start-up also waits for the screen's chunk (fetched since the HTML): the route is then
    // drawn once, not placeholders again first (issue 14).
    const screen = isLandingPath(location) ? preloadLandingScreen() : undefined;
    const outcomePage = route.page === 'maintenance' || route.page === 'rate-limit';
    const boot = takeStartedBootstrap(language, moduleKey.split(','), outcomePage) ?? runBootstrap(language, moduleKey.split(','));
    void Promise.all([boot, screen]).then(([b]) => live && setBooted(b));
    return () => {
      live = false;
    };
    // Start-up runs once; later language and route changes load their keys through useRouteMessages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The Urdu font: fetched at the customer's first interaction on an Urdu page, used from their next move to another
  // route (src/i18n/urdu-font-late.ts); the first route is drawn as it was painted.
  const [firstLocation] = useState(location);
  useEffect(() => {
    if (language === 'ur' && location !== firstLocation) urduFontWithTheMove();
  }, [language, location, firstLocation]);
  useEffect(() => (language === 'ur' ? onFirstInteraction(warmUrduFont) : undefined), [language]);

  const fetched = useRouteMessages(booted, language, modules);
  // Feature flags and the IP lookup, loaded after the customer's first interaction (issue 12).
  useIntegrations(Boolean(booted?.api));
  // One messages object per language and fetched set: a new object would make IntlProvider build a new intl.
  const messages = useMemo(() => frameMessages(language, fetched), [language, fetched]);
  // A route with a frame paints it (heading, lead, placeholders: the landing's own, or the registry's) while
  // start-up and chunks load, as the server sent it.
  // Any other route sent with its page's first screen (src/frames/kept-frame.tsx) keeps it, until the app moves on.
  const frame = routeFrameOf(location);
  const kept = frame ? undefined : keptFrameOf(location, language);
  const waiting = isLandingPath(location) ? <LandingSkeleton /> : frame ? <RouteFrame frame={frame} /> : kept ? <KeptFrame html={kept} /> : <Spinner />;
  const formatSettings = useMemo(() => formatSettingsOf(booted?.globalConfig), [booted?.globalConfig]);

  if (match.kind === 'redirect') return <Redirect to={match.to} replace />;
  return (
    <AppFrame language={language} messages={messages} formatSettings={formatSettings} api={booted?.api} route={route} path={location} onLanguage={setLanguage}>
      {booted?.api || (booted && (route.page === 'maintenance' || route.page === 'rate-limit')) ? (
        <Suspense fallback={waiting}>
          {booted.api ? (
            <AuthGate route={route}>
              <RoutePage route={route} path={location} language={language} onLanguage={setLanguage} />
            </AuthGate>
          ) : (
            <RoutePage route={route} path={location} language={language} onLanguage={setLanguage} />
          )}
          {/* Under the page, and only once the page is drawn: shown under start-up's spinner or a page still loading, the
              block was then pushed off the screen by the page (CLS 0.29-0.52 on the purchase's steps reloaded). */}
          <FaqSlot path={location} />
        </Suspense>
      ) : (
        waiting
      )}
    </AppFrame>
  );
}
