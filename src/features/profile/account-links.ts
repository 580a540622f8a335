/** The Account hub's address and rows, as data (plain: tests and pages read it without loading the hub). */
import { iconCard, iconLock, iconMail, iconPin, iconRequests, iconUser, type IconPaths } from '../../ui/icons';

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
];

