import './help-search.css';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { CONTACT_PATH, helpAnswerPath } from './help-paths';
import { helpEntries, MAX_QUERY_LENGTH, searchHelp } from './help-index';
import { withTapRender } from '../render-schedule';

/** The event the help page listens for to open the answer a search result leads to (a same-page link has no reload). */
export const HELP_TARGET_EVENT = 'hashchange';

/**
 * A search of the help pages (issue 46 part 6), client-side over the questions and answers the help page serves, in
 * the reader's language: results as links to each answer on the help page, the count announced; nothing found says
 * so and offers contact. Needs helpSearchMessages around it.
 */
export function HelpSearch({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const language = intl.locale.startsWith('ur') ? 'ur' : 'en';
  const entries = useMemo(() => helpEntries(language), [language]);
  const [query, setQuery] = useState('');
  const [, navigate] = useLocation();
  const id = useId();
  const results = useMemo(() => searchHelp(entries, query), [entries, query]);
  const asked = query.trim() !== '';
  const Heading = `h${headingLevel}` as const;
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const open = (anchor: string) => {
    navigate(helpAnswerPath(anchor));
    // pushState fires no hashchange: the help page, if it is already the page, is told here, once the address has
    // changed (a tap's change waits for the tap's paint, src/render-schedule.ts).
    withTapRender(() => window.dispatchEvent(new HashChangeEvent(HELP_TARGET_EVENT)));
  };
  return (
    <section className="help-search card stack" aria-labelledby={`${id}-title`} data-testid="help-search">
      <Heading id={`${id}-title`}>{t('help_search_title')}</Heading>
      <form role="search" aria-labelledby={`${id}-title`} className="help-search-form" onSubmit={(e: FormEvent) => e.preventDefault()}>
        <label htmlFor={`${id}-q`}>{t('help_search_label')}</label>
        <p id={`${id}-hint`} className="hint">
          {t('help_search_hint')}
        </p>
        <div className="help-search-row">
          <input id={`${id}-q`} type="search" name="q" value={query} maxLength={MAX_QUERY_LENGTH} autoComplete="off" aria-describedby={`${id}-hint`} onChange={(e) => setQuery(e.target.value)} />
          <button type="submit" className="secondary">
            {t('help_search_submit')}
          </button>
        </div>
      </form>
      <p role="status" className={asked ? 'help-search-status' : 'visually-hidden'}>
        {asked && (results.length ? t('help_search_found', { count: results.length }) : intl.formatMessage({ id: 'help_search_none' }, { query: <bdi>{query.trim()}</bdi> }))}
      </p>
      {asked && !results.length && (
        <p>
          <Link href={CONTACT_PATH}>{t('help_search_ask')}</Link>
        </p>
      )}
      {results.length > 0 && (
        <ul className="help-search-results" data-testid="help-results">
          {results.map((r) => (
            <li key={r.anchor}>
              <a
                href={helpAnswerPath(r.anchor)}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  open(r.anchor);
                }}
              >
                {r.question}
              </a>
              <span className="hint">{r.section}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
