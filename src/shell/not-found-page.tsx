import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { HOME_PATH, LOGIN_PATH } from '../routes/route-table';
import { accessToken } from '../auth/session-store';

/**
 * 404: any unknown path (SPEC §2); the loyalty area has its own variant. Not a dead end: it offers the plans, the
 * help pages, and the customer's account (or signing in), each a link inside the product.
 */
export default function NotFoundPage({ loyalty = false }: { loyalty?: boolean }) {
  const signedIn = Boolean(accessToken());
  return (
    <section aria-labelledby="page-title" className="stack" data-testid={loyalty ? 'loyalty-not-found' : 'not-found'}>
      <h1 id="page-title">
        <FormattedMessage id={loyalty ? 'loyalty_not_found' : 'page_not_found'} />
      </h1>
      <p>
        <FormattedMessage id="not_found_lead" />
      </p>
      <ul className="not-found-links">
        {loyalty && (
          <li>
            <Link href="/loyalty">
              <FormattedMessage id="go_loyalty_home" />
            </Link>
          </li>
        )}
        <li>
          <Link href={HOME_PATH}>
            <FormattedMessage id="go_home" />
          </Link>
        </li>
        <li>
          <Link href={signedIn ? '/profile' : LOGIN_PATH}>
            <FormattedMessage id={signedIn ? 'go_account' : 'go_sign_in'} />
          </Link>
        </li>
        <li>
          <Link href="/help">
            <FormattedMessage id="go_help" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
