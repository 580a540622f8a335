import { useIntl } from 'react-intl';

/**
 * A link to the terms of use or the privacy policy next to a consent (issue 29). It opens the document in a new tab,
 * so the form being filled (the order summary, sign-up) keeps everything typed; the link says so in its name.
 */
export function DocumentLink({ doc }: { doc: 'terms' | 'privacy' }) {
  const intl = useIntl();
  return (
    <a className="document-link" href={`/${doc}`} target="_blank" rel="noopener">
      {intl.formatMessage({ id: doc === 'terms' ? 'read_terms' : 'read_privacy' })}
      <span className="visually-hidden">{` ${intl.formatMessage({ id: 'opens_new_tab' })}`}</span>
    </a>
  );
}
