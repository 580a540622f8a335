import { memo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { sessionVersion, signedInOrArriving, subscribeSession, userDetails } from '../auth/session-store';
import type { Language } from '../i18n/shell-messages';
import { chatHiddenOn, logoReloadsRoot } from '../layouts/layout-spec';
import { ChatButton } from './chat-button';
import { profileLink } from './header-rules';
import { LanguageToggle } from './language-toggle';
import { TabBar } from './tab-bar';
import { isWebview } from '../webview/webview-mode';
import { webviewDestination } from '../webview/webview-redirects';

interface HeaderProps {
  path: string;
  page: string;
  language: Language;
  onLanguage: (next: Language) => void;
}

/** SPEC §1 header: logo, chat button, profile icon, language selector. */
export const Header = memo(function Header({ path, page, language, onLanguage }: HeaderProps) {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const intl = useIntl();
  const profile = profileLink(signedInOrArriving(), userDetails());
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
        {/* Issue 44 part 6: a visitor recharges any Sitara number (a customer finds it on their home). */}
        {profile.show && profile.href === '/web/signup' && !webview && (
          <Link href="/recharge" className="header-link">
            {intl.formatMessage({ id: 'header_recharge' })}
          </Link>
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
