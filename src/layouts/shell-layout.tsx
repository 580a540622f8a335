import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../i18n/shell-messages';
import type { RouteDef } from '../routes/route-table';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { PageErrorBoundary } from '../shell/page-error-boundary';
import { useShowsTabs } from '../shell/tab-bar';
import { layoutSpecs, widePage } from '../shell/layout-spec';
import { isLandingPath } from '../landing/landing-frame';

interface ShellLayoutProps {
  route: RouteDef;
  path: string;
  language: Language;
  onLanguage: (next: Language) => void;
  children: ReactNode;
}

/** Every layout of SPEC §1: header and footer as the layout says, the main area between them. */
export function ShellLayout({ route, path, language, onLanguage, children }: ShellLayoutProps) {
  const spec = layoutSpecs[route.layout];
  const intl = useIntl();
  // A phone shows the signed-in navigation as a bar fixed at the bottom: the layout keeps room for it.
  const tabs = useShowsTabs(route.page) && spec.header;
  return (
    <div className={`layout layout-${route.layout}${tabs ? ' with-tabs' : ''}`} data-layout={route.layout}>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'skip_to_content' })}
      </a>
      {spec.header && <Header path={path} page={route.page} signedInPage={route.auth || route.layout === 'loyalty'} sendsVisitorsToSignIn={route.auth} language={language} onLanguage={onLanguage} />}
      {/* The landing's plan grid is wider than a form (a class, not main:has(), which every DOM change re-matches). */}
      <main id="main" tabIndex={-1} className={isLandingPath(path) || widePage(route.page) ? 'main-wide' : undefined}>
        <PageErrorBoundary path={path}>{children}</PageErrorBoundary>
      </main>
      {spec.footer && <Footer />}
    </div>
  );
}
