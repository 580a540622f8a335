import './faq.css';
import { useContext, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenMessages } from '../i18n/screen-messages';
import { ApiContext } from '../api/api-context';
import { faqMessages } from './faq-content';
import { faqItemIds, helpCentreUrlOf, type FaqGroupName } from './faq-groups';

/** One question: a button that shows and hides its answer (disclosure pattern, aria-expanded). */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className="faq-item">
      <h3 className="faq-question">
        <button type="button" className="faq-toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          {intl.formatMessage({ id: question })}
        </button>
      </h3>
      <div id={panel} className="faq-answer" hidden={!open}>
        <p>{intl.formatMessage({ id: answer })}</p>
      </div>
    </li>
  );
}

/** The help-centre address from the webfront settings (SPEC §7), once loaded; a failure just hides the link. */
function useHelpCentreUrl(): string | undefined {
  const api = useContext(ApiContext);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!api) return;
    let live = true;
    api
      .call('GET_WEBFRONT_SETTINGS')
      .then((settings) => live && setUrl(helpCentreUrlOf(settings)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return url;
}

function FaqList({ group }: { group: FaqGroupName }) {
  const title = useId();
  const helpCentre = useHelpCentreUrl();
  const intl = useIntl();
  return (
    <section className="faq" aria-labelledby={title} data-testid="faq" data-faq-group={group}>
      <h2 id={title}>
        {intl.formatMessage({ id: 'faq_title' })}
      </h2>
      <ul className="faq-list">
        {faqItemIds(group).map((ids) => (
          <FaqItem key={ids.question} {...ids} />
        ))}
      </ul>
      {helpCentre && (
        <a className="faq-more button" href={helpCentre} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage({ id: 'faq_more' })}
          <span className="visually-hidden">{` ${intl.formatMessage({ id: 'faq_more_new_tab' })}`}</span>
        </a>
      )}
    </section>
  );
}

/**
 * The FAQ block of SPEC §9 (lazy chunk with its texts). Gateway keys with the same ids win over the bundled
 * texts, as for the shell messages.
 */
export default function FaqBlock({ group }: { group: FaqGroupName }) {
  return (
    <ScreenMessages messages={faqMessages}>
      <FaqList group={group} />
    </ScreenMessages>
  );
}
