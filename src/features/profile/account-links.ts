/** The Account hub's address and rows, as data (plain: tests and pages read it without loading the hub). */
import { iconSim, iconUser, type IconPaths } from '../../ui/icons';
import { iconBell, iconBundle, iconCard, iconChart, iconLock, iconMail, iconPin, iconRequests } from '../../ui/account-icons';

import { ACCOUNT_HUB_PATH } from '../../shell/header-rules';

/** The Account tab's hub (issue 46): every account page is one row of it. */
export const ACCOUNT_HUB = ACCOUNT_HUB_PATH;

/**
 * The account's pages, as the hub's rows (issue 46): each with its icon and words; `hint` names what the row shows of
 * the customer (their name, their email) when the hub knows it. One line per page.
 */
export const ACCOUNT_LINKS: ReadonlyArray<{ href: string; labelId: string; icon: IconPaths; hint?: 'name' | 'email' }> = [
  { href: '/manage/update-personal-details', labelId: 'nav_personal', icon: iconUser, hint: 'name' },
  { href: '/profile/email', labelId: 'nav_email', icon: iconMail, hint: 'email' },
  { href: '/profile/saved-payment-methods', labelId: 'nav_cards', icon: iconCard },
  { href: '/manage/update-delivery-address-details', labelId: 'nav_address', icon: iconPin },
  { href: '/profile/privacy-settings', labelId: 'nav_privacy', icon: iconLock },
  { href: '/manage/past-service-requests', labelId: 'nav_requests', icon: iconRequests },
  // Issue 45 parts 3 and 7: what the operator told the customer, and the lines registered on their CNIC.
  { href: '/profile/notifications', labelId: 'nav_notifications', icon: iconBell },
  { href: '/profile/cnic-lines', labelId: 'nav_cnic_lines', icon: iconSim },
  // Issue 44 parts 2 and 3: each line's use per day, and what it is subscribed to.
  { href: '/profile/usage', labelId: 'nav_usage', icon: iconChart },
  { href: '/profile/subscriptions', labelId: 'nav_subscriptions', icon: iconBundle },
];

