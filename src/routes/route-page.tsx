import { lazy } from 'react';
import type { Language } from '../i18n/shell-messages';
import { LanguagePage, MaintenancePage, NotAvailablePage, NotFoundPage, RateLimitPage, WebviewHandoffPage } from '../pages/page-registry';
import { areaPages } from '../pages/area-pages';
import type { RouteDef } from './route-table';

const loadJourney = () => import('../journey/journey-page');
const loadQuery = () => import('../api/query-provider');
const JourneyPage = lazy(loadJourney);
const QueryProvider = lazy(loadQuery);

interface RoutePageProps {
  route: RouteDef;
  path: string;
  language: Language;
  onLanguage: (next: Language) => void;
}

function PageOf({ route, path, language, onLanguage }: RoutePageProps) {
  switch (route.page) {
    case 'journey':
      return <JourneyPage path={path} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'loyalty-not-found':
      return <NotFoundPage loyalty />;
    case 'maintenance':
      return <MaintenancePage />;
    case 'rate-limit':
      return <RateLimitPage />;
    case 'webview-handoff':
      return <WebviewHandoffPage path={path} />;
    case 'language':
      return <LanguagePage language={language} onLanguage={onLanguage} />;
    default: {
      const AreaPage = areaPages[route.page];
      return AreaPage ? <AreaPage path={path} /> : <NotAvailablePage page={route.page} />;
    }
  }
}

/** The page of a route inside the server-state cache; built pages by name, every other page "not available yet". */
export function RoutePage(props: RoutePageProps) {
  // Start both chunks at once rather than one after the other (the provider suspends before the page renders).
  if (props.route.page === 'journey') void loadJourney();
  void loadQuery();
  return (
    <QueryProvider>
      <PageOf {...props} />
    </QueryProvider>
  );
}
