import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/** SPEC §1 footer with left, center and right slots. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-left">
        <FormattedMessage id="footer_copyright" values={{ year: new Date().getFullYear() }} />
      </div>
      <div className="footer-center">
        <Link href="/language">
          <FormattedMessage id="footer_language" />
        </Link>
      </div>
      <div className="footer-right">
        <Link href="/loyalty">
          <FormattedMessage id="footer_rewards" />
        </Link>
      </div>
    </footer>
  );
}
