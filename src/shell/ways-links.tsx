import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { accessToken } from '../auth/session-store';
import { HOME_PATH, LOGIN_PATH } from '../routes/route-table';
import { TABS } from './header-rules';
import { HELP_PATH } from './help-paths';

/** The signed-in customer's home (the Home tab's address). */
const SIGNED_IN_HOME = TABS.find((t) => t.id === 'home')?.href ?? '/profile';

/**
 * Where a dead end leads (issue 46 part 6): home (a visitor's home is the plans), the plans, the help pages (and
 * signing in, for a visitor); every link stays inside the product. Its words are the shell's and it loads nothing, so
 * a page whose own code did not arrive shows it too (page-error-boundary.tsx); WaysOn adds the help search.
 */
export function WaysLinks({ extra = [] }: { extra?: ReadonlyArray<{ href: string; id: string }> }) {
  const intl = useIntl();
  const signedIn = Boolean(accessToken());
  const links = [
    ...extra,
    ...(signedIn ? [{ href: SIGNED_IN_HOME, id: 'ways_home' }] : []),
    { href: HOME_PATH, id: 'ways_plans' },
    { href: HELP_PATH, id: 'ways_help' },
    // A visitor who meant their account: signing in is one of the ways on.
    ...(signedIn ? [] : [{ href: LOGIN_PATH, id: 'ways_sign_in' }]),
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'ways_on_label' })}>
      <ul className="not-found-links" data-testid="ways-on">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{intl.formatMessage({ id: l.id })}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
