import { Fragment, useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import type { Language } from '../i18n/shell-messages';
import { infoText, type InfoDoc, type InfoSection } from '../shell/info-content';
import { helpAnchor, helpSections } from '../shell/help-index';
import { HELP_TARGET_EVENT, HelpSearch } from '../shell/help-search';
import { helpSearchMessages } from '../shell/help-search-messages';
import { ScreenMessages } from '../i18n/screen-messages';
import { CONTACT_PATH } from '../shell/help-paths';

const EMAIL = /(\S+@\S+\.[a-z]{2,})/;

/** A paragraph with any email address kept left to right inside Urdu text. */
function Words({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, i) =>
        i % 2 === 1 ? (
          <bdi key={i} dir="ltr">
            <a href={`mailto:${part}`}>{part}</a>
          </bdi>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Section({ section, index }: { section: InfoSection; index: number }) {
  const id = `info-section-${index}`;
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {section.questions?.map((item, q) => (
        <details key={item.q} id={helpAnchor(index, q)} className="info-question">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
      {section.facts && (
        <dl className="info-facts">
          {section.facts.map((f) => (
            <Fragment key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.href ? <bdi dir={f.ltr ? 'ltr' : undefined}><a href={f.href}>{f.value}</a></bdi> : f.ltr ? <bdi dir="ltr">{f.value}</bdi> : f.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {section.paragraphs?.map((p) => (
        <p key={p}>
          <Words text={p} />
        </p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The help answer the address names (`/help#help-1-2`, where a help search result leads): opened and brought into view. */
function useOpenHelpTarget(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const open = () => {
      const target = window.location.hash.slice(1) && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: 'start' });
      target.querySelector('summary')?.focus();
    };
    open();
    window.addEventListener(HELP_TARGET_EVENT, open);
    return () => window.removeEventListener(HELP_TARGET_EVENT, open);
  }, [active]);
}

/**
 * /help, /terms, /privacy and /contact (issue 29; not in SPEC §2): short pages in the customer's language; `children`
 * follow the page's own sections (the contact page's store finder). The two documents open in a new tab from the
 * consent checkboxes, so the form being filled stays as it was.
 */
export default function InfoPage({ doc, language, children }: { doc: InfoDoc; language: Language; children?: ReactNode }) {
  const intl = useIntl();
  const text = infoText(doc, language);
  useOpenHelpTarget(doc === 'help');
  return (
    <article className="info-page stack" aria-labelledby="page-title" data-doc={doc}>
      <h1 id="page-title" className="page-title">
        {text.title}
      </h1>
      {text.updated && <p className="hint">{text.updated}</p>}
      <p>{text.intro}</p>
      {doc === 'help' && (
        <ScreenMessages messages={helpSearchMessages}>
          <HelpSearch />
        </ScreenMessages>
      )}
      {/* Help also carries the purchase's FAQ, so its search finds those answers and they open here (issue 46). */}
      {(doc === 'help' ? helpSections(language) : text.sections).map((s, i) => (
        <Section key={s.heading} section={s} index={i} />
      ))}
      {children}
      {doc === 'help' && (
        <p>
          <Link href={CONTACT_PATH}>{intl.formatMessage({ id: 'footer_contact' })}</Link>
        </p>
      )}
    </article>
  );
}
