import { lazy, type ReactElement } from 'react';
import type { Language } from '../i18n/shell-messages';
import { ContactPage, InfoPage, LanguagePage, MaintenancePage, NotAvailablePage, NotFoundPage, RateLimitPage, WebviewHandoffPage } from './page-registry';
import { areaPages } from './area-pages';
import type { RouteDef } from '../routes/route-table';
import { usePageView } from '../analytics/page-analytics';
import { isLandingPath } from '../landing/landing-frame';
import { LandingJourney } from './landing-journey';

/**
 * A chunk's import, asked once: every page draw starts both chunks, and asking the bundler's preload helper again
 * resolves each of the chunk's files anew (16.8 of a plan choice's 60 ms at 4x CPU). A failed load is asked again.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | undefined;
  return () =>
    (chunk ??= load().catch((e: unknown) => {
      chunk = undefined;
      throw e;
    }));
}
const loadJourney = once(() => import('./journey-page'));
const loadQuery = once(() => import('../api/query-provider'));
const JourneyPage = lazy(loadJourney);
const QueryProvider = lazy(loadQuery);

interface RoutePageProps {
  route: RouteDef;
  path: string;
  language: Language;
  onLanguage: (next: Language) => void;
}

type PageRender = (props: RoutePageProps) => ReactElement;

/** The shell's own pages by route-table page name; the screen areas add theirs through areaPages. */
export const shellPages: Record<string, PageRender> = {
  journey: ({ path }) => <JourneyPage path={path} />,
  'not-found': () => <NotFoundPage />,
  'loyalty-not-found': () => <NotFoundPage loyalty />,
  maintenance: () => <MaintenancePage />,
  'rate-limit': () => <RateLimitPage />,
  'webview-handoff': ({ path }) => <WebviewHandoffPage path={path} />,
  language: ({ language, onLanguage }) => <LanguagePage language={language} onLanguage={onLanguage} />,
  help: ({ language }) => <InfoPage doc="help" language={language} />,
  terms: ({ language }) => <InfoPage doc="terms" language={language} />,
  privacy: ({ language }) => <InfoPage doc="privacy" language={language} />,
  contact: ({ language }) => <ContactPage language={language} />,
};

/** Page names that render a built page; every other page name renders "not available yet". */
export function isBuiltPage(page: string): boolean {
  return page in shellPages || page in areaPages;
}

function PageOf(props: RoutePageProps) {
  const { route, path } = props;
  const shell = shellPages[route.page];
  if (shell) return shell(props);
  const AreaPage = areaPages[route.page];
  return AreaPage ? <AreaPage path={path} /> : <NotAvailablePage page={route.page} />;
}

/** The page of a route inside the server-state cache; built pages by name, every other page "not available yet". */
export function RoutePage(props: RoutePageProps) {
  // Each page view honours the customer's analytics choice as it is now (privacy settings).
  usePageView(props.path);
  // The landing step runs without the journey engine and the query cache (landing budget, DESIGN.md).
  if (props.route.page === 'journey' && isLandingPath(props.path)) return <LandingJourney />;
  // Start both chunks at once rather than one after the other (the provider suspends before the page renders). A
  // failed load is the page's to show (src/shell/page-error-boundary.tsx), not an unhandled rejection besides.
  const quiet = () => undefined;
  if (props.route.page === 'journey') loadJourney().catch(quiet);
  loadQuery().catch(quiet);
  return (
    <QueryProvider>
      <PageOf {...props} />
    </QueryProvider>
  );
}
