import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { sessionVersion, signedInOrArriving, subscribeSession, userDetails } from '../auth/session-store';
import { useFlag } from '../integrations/flags/flag-store';
import { isWebview } from '../webview/webview-mode';
import { currentTab, showsTabs, TABS, type TabId } from './header-rules';
import { tabsHiddenOn } from './layout-spec';
import { Icon } from '../ui/icon';
import { iconHistory, iconHome, iconReceipt, iconStar, iconUser, type IconPaths } from '../ui/icons';

/** One icon of the set (src/ui/icons.ts) per tab, decorative: the tab's words are its name. */
const ICONS: Record<TabId, IconPaths> = { home: iconHome, orders: iconReceipt, history: iconHistory, rewards: iconStar, account: iconUser };

/** Whether the signed-in navigation shows now on the route's page (the layout makes room for it on a phone). */
export function useShowsTabs(page: string): boolean {
  useSyncExternalStore(subscribeSession, sessionVersion);
  return !tabsHiddenOn(page) && showsTabs(signedInOrArriving(), userDetails(), isWebview());
}

/**
 * The signed-in customer's navigation (issue 29): Home, Orders, Rewards, Account from every page, the current one
 * marked with aria-current. In the header row on a wide screen; a bottom tab bar on a phone, so the header stays one
 * row (issue 30). Guests and the native app's webview do not get it.
 */
export function TabBar({ path, page }: { path: string; page: string }) {
  const intl = useIntl();
  const shown = useShowsTabs(page);
  // Feature flag loyaltyEntryPoints (issue 12): the rewards tab is a loyalty entry point, like the footer's link.
  const loyaltyShown = useFlag('loyaltyEntryPoints');
  if (!shown) return null;
  const current = currentTab(path);
  return (
    <nav className="tab-bar" aria-label={intl.formatMessage({ id: 'tabs_label' })}>
      <ul>
        {TABS.filter((t) => t.id !== 'rewards' || loyaltyShown).map((t) => (
          <li key={t.id}>
            <Link href={t.href} data-tab={t.id} aria-current={current === t.id ? 'page' : undefined}>
              <Icon paths={ICONS[t.id]} size={20} />
              <span>{intl.formatMessage({ id: `tab_${t.id}` })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
