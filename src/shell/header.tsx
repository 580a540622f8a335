import { lazy, memo, Suspense, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { accessToken, sessionVersion, signedInOrArriving, subscribeSession, userDetails } from '../auth/session-store';
import type { Language } from '../i18n/shell-messages';
import { chatHiddenOn, logoReloadsRoot } from './layout-spec';
import { ChatButton } from './chat-button';
import { profileLink } from './header-rules';
import { LanguageToggle } from './language-toggle';
import { TabBar } from './tab-bar';
import { isWebview } from '../webview/webview-mode';
import { webviewDestination } from '../webview/webview-redirects';

/** The notifications bell (issue 45 part 3): its own chunk, loaded only for a signed-in customer. */
const NotificationBell = lazy(() => import('./notification-bell'));

interface HeaderProps {
  path: string;
  page: string;
  /**
   * A page for a signed-in customer (the route asks for sign-in, or the rewards area): the bell shows there. Elsewhere
   * (the purchase, help) a token that can no longer be refreshed would send the customer to the login page.
   */
  signedInPage?: boolean;
  /** The page sends a visitor to sign in (a route behind sign-in): without a session, the visitor's header. */
  sendsVisitorsToSignIn?: boolean;
  language: Language;
  onLanguage: (next: Language) => void;
}

/** SPEC §1 header: logo, chat button, profile icon, language selector. */
export const Header = memo(function Header({ path, page, signedInPage = false, sendsVisitorsToSignIn = false, language, onLanguage }: HeaderProps) {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const intl = useIntl();
  const profile = profileLink(signedInOrArriving(), userDetails());
  // The bell asks the gateway for the count: only with a token (an arriving hand-off gets it once exchanged). A
  // visitor with no session, whom the page sends to sign in, gets a visitor's header at once: the signed-in one first
  // was shorter than the login's, and everything under it moved down as the login came (CLS 0.21 at 390 px).
  const bellShows = signedInPage && !(sendsVisitorsToSignIn && !signedInOrArriving()) && !userDetails()?.telco_user;
  const signedIn = bellShows && Boolean(accessToken());
  // Inside the app's webview the root and the account pages belong to the native app (hand-off paths).
  const webview = isWebview();
  const logo = intl.formatMessage({ id: 'app_name' });
  return (
    <header className="site-header">
      {/* A plain link on purpose: the logo reloads the root (SPEC §1), except on pending-order screens. */}
      {logoReloadsRoot(path) ? (
        <a className="logo" href={webviewDestination('/', webview)}>
          {logo}
        </a>
      ) : (
        <span className="logo">{logo}</span>
      )}
      <TabBar path={path} page={page} />
      <nav className="header-actions" aria-label={intl.formatMessage({ id: 'header_nav_label' })}>
        {!chatHiddenOn(page) && <ChatButton />}
        {/* Issue 44 part 6: a visitor recharges any Sitara number (a customer finds it on their home). Not on a page
            that may be a signed-in customer's (the bell's place): its frame is drawn before the session is known, and
            the link would make that frame's header taller than the customer's. */}
        {profile.show && profile.href === '/web/signup' && !webview && !bellShows && (
          <Link href="/recharge" className="header-link">
            {intl.formatMessage({ id: 'header_recharge' })}
          </Link>
        )}
        {/* The bell's place is kept from the first paint (the frame the server sends has it too): the bell arrives
            inside it, so nothing in the header moves. */}
        {bellShows && (
          <span className="bell-slot">
            {signedIn && (
              <Suspense fallback={null}>
                <NotificationBell path={path} />
              </Suspense>
            )}
          </span>
        )}
        {profile.show && (
          <Link href={webviewDestination(profile.href, webview)} className="profile-link" aria-label={intl.formatMessage({ id: profile.href === '/profile' ? 'profile_link' : 'signup_link' })}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <circle cx="10" cy="7" r="4" fill="currentColor" />
              <path d="M2 19c0-4 4-6 8-6s8 2 8 6" fill="currentColor" />
            </svg>
          </Link>
        )}
        <LanguageToggle language={language} onChange={onLanguage} />
      </nav>
    </header>
  );
});
