import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { sessionVersion, signedInOrArriving, subscribeSession, userDetails } from '../auth/session-store';
import { useFlag } from '../integrations/flags/flag-store';
import { isWebview } from '../webview/webview-mode';
import { currentTab, showsTabs, TABS, type TabId } from './header-rules';
import { tabsHiddenOn } from '../layouts/layout-spec';

/** Small line icons, one per tab (decorative: the tab's words are its name). */
const ICONS: Record<TabId, string> = {
  home: 'M3 10l7-6 7 6v7h-5v-5H8v5H3z',
  orders: 'M5 3h10v14H5zM7 7h6M7 10h6M7 13h4',
  history: 'M10 3a7 7 0 110 14 7 7 0 010-14zM10 6v4l3 2',
  rewards: 'M10 2l2.4 5 5.6.6-4.2 3.8 1.2 5.6L10 14.2 5 17l1.2-5.6L2 7.6 7.6 7z',
  account: 'M10 3a3.5 3.5 0 110 7 3.5 3.5 0 010-7zM3 18c0-3.5 3-5.5 7-5.5s7 2 7 5.5',
};

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
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round">
                <path d={ICONS[t.id]} />
              </svg>
              <span>{intl.formatMessage({ id: `tab_${t.id}` })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
