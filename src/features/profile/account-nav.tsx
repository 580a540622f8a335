import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/api-context';
import { isWebview } from '../../webview/webview-mode';
import { ConfirmDialog } from '../account';
import { BackLink } from '../../ui/back-link';
import { ListRow } from '../../ui/list-row';
import { iconCard, iconLock, iconMail, iconPin, iconRequests, iconSignOut, iconUser, type IconPaths } from '../../ui/icons';
import { signOut } from './sign-out';

/** The Account tab's hub (issue 46): every account page is one row of it. */
export const ACCOUNT_HUB = '/profile/account';

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

/** The customer's name as one line (first, middle, last; empty parts left out). */
export function fullNameOf(u: { first_name?: string; middle_name?: string; last_name?: string }): string {
  return [u.first_name, u.middle_name, u.last_name].filter((p) => p && p.trim()).join(' ');
}

/** Sign out, asked once: nothing is sent until the customer confirms; Cancel keeps them signed in. A hub row. */
export function SignOutRow() {
  const api = useApi();
  const [asking, setAsking] = useState(false);
  // One call, then a full page load away: busy from the call's start until the page has gone.
  const out = useMutation({ mutationFn: () => signOut(api, isWebview()) });
  return (
    <>
      <ListRow icon={iconSignOut} tone="danger" onClick={() => setAsking(true)} title={<FormattedMessage id="sign_out" />} />
      {asking && (
        <ConfirmDialog
          titleId="sign_out_title"
          messageId="sign_out_message"
          confirmId="sign_out"
          busy={out.isPending || out.isSuccess}
          onCancel={() => setAsking(false)}
          onConfirm={() => out.mutate()}
        />
      )}
    </>
  );
}

/**
 * The way back to the Account hub, at the foot of every account page (issue 46: the pages were reached only through
 * rows of underlined links, repeated on each). `current` is kept for the pages that pass it.
 */
export function AccountNav(_props: { current: string }) {
  return (
    <BackLink href={ACCOUNT_HUB}>
      <FormattedMessage id="nav_back_to_account" />
    </BackLink>
  );
}
