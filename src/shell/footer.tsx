import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatText } from '../i18n/rich-text';
import { Link } from 'wouter';
import { yearIn } from '../i18n/format';
import { useFormatSettings } from '../i18n/format-context';
import { useFlag } from '../integrations/flags/flag-store';

/** The centre slot: help, the two consent documents, contact (issue 29; not in SPEC §2) and the language page. */
const FOOTER_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/help', 'footer_help'],
  ['/terms', 'footer_terms'],
  ['/privacy', 'footer_privacy'],
  ['/contact', 'footer_contact'],
  ['/language', 'footer_language'],
];

/** SPEC §1 footer with left, center and right slots. Memoised: the app's re-renders (start-up, data) leave it be. */
export const Footer = memo(function Footer() {
  // The year in the configured time zone (Asia/Karachi), as a left-to-right number in Urdu too.
  const [now] = useState(() => Date.now());
  const year = yearIn(now, useFormatSettings());
  // Feature flag loyaltyEntryPoints (issue 12): the rewards link is a loyalty entry point.
  const loyaltyShown = useFlag('loyaltyEntryPoints');
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="footer-left">
        {formatText(intl, 'footer_copyright', { year: <bdi dir="ltr" className="ltr">{String(year)}</bdi> })}
      </div>
      <nav className="footer-center" aria-label={intl.formatMessage({ id: 'footer_links_label' })}>
        <ul className="footer-links">
          {FOOTER_LINKS.map(([href, id]) => (
            <li key={href}>
              <Link href={href}>{intl.formatMessage({ id })}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="footer-right">
        {loyaltyShown && (
          <Link href="/loyalty">{intl.formatMessage({ id: 'footer_rewards' })}</Link>
        )}
      </div>
    </footer>
  );
});
