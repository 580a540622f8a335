import '../landing/faq.css';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import { ScreenMessages, type AreaMessages } from '../i18n/screen-messages';
import { faqItemIds, type FaqGroupName } from './faq-groups';
import { HELP_PATH } from './help-paths';

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

function FaqList({ group }: { group: FaqGroupName }) {
  const title = useId();
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
      {/* The product's own help pages (issue 46): an outside help site left the customer's session and language. */}
      <Link className="faq-more button" href={HELP_PATH}>
        {intl.formatMessage({ id: 'faq_more' })}
      </Link>
    </section>
  );
}

/**
 * The FAQ block of SPEC §9 (a lazy chunk), with its words: the page's language's, which src/shell/faq-slot.tsx loads
 * beside it (src/shell/faq-words-<language>.ts). Gateway keys with the same ids win over the bundled texts, as for
 * the shell messages.
 */
export default function FaqBlock({ group, words }: { group: FaqGroupName; words: AreaMessages }) {
  return (
    <ScreenMessages messages={words}>
      <FaqList group={group} />
    </ScreenMessages>
  );
}
