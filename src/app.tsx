import { useEffect, useState } from 'react';
import { IntlProvider, FormattedMessage } from 'react-intl';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { WizardRoute } from './journey/wizard-route';
import { wizardForPath } from './journey/journey-catalog';
import { screenRegistry } from './screens/registry';
import { shellMessages, type Language } from './i18n/shell-messages';
import { applyLanguage, savedLanguage } from './i18n/language';

function JourneyOrPage() {
  const [location] = useLocation();
  const compiled = wizardForPath(location);
  if (compiled) return <WizardRoute key={compiled.journey.id} compiled={compiled} registry={screenRegistry} />;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="page_not_available" />
      </h1>
      <Link href="/web/pre-checkout">
        <FormattedMessage id="go_home" />
      </Link>
    </section>
  );
}

/** The application: language, header, and the journey routes. Switching language keeps journey progress. */
export function App() {
  const [language, setLanguage] = useState<Language>(savedLanguage);
  useEffect(() => applyLanguage(language), [language]);
  const other: Language = language === 'en' ? 'ur' : 'en';
  return (
    <IntlProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'} messages={shellMessages[language]} defaultLocale="en-PK">
      <header className="site-header">
        <a className="logo" href="/">
          <FormattedMessage id="app_name" />
        </a>
        <FormattedMessage id="language_switch_label">
          {(label) => (
            <button type="button" lang={other} aria-label={String(label)} onClick={() => setLanguage(other)}>
              <FormattedMessage id="language_switch" />
            </button>
          )}
        </FormattedMessage>
      </header>
      <main id="main">
        <Switch>
          <Route path="/">
            <Redirect to="/web/pre-checkout" replace />
          </Route>
          <Route>
            <JourneyOrPage />
          </Route>
        </Switch>
      </main>
    </IntlProvider>
  );
}
