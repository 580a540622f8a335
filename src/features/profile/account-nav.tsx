import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useApi } from '../../api/api-context';
import { isWebview } from '../../webview/webview-mode';
import { ConfirmDialog } from '../account';
import { signOut } from './sign-out';

/** The account's sections; every /profile page shows them, so each is one step from the others. */
export const ACCOUNT_LINKS: ReadonlyArray<{ href: string; labelId: string }> = [
  { href: '/profile', labelId: 'nav_profile' },
  { href: '/orderlist', labelId: 'nav_orders' },
  { href: '/profile/history', labelId: 'nav_history' },
  // Issue 44 parts 2 and 3: each line's use per day, and what it is subscribed to.
  { href: '/profile/usage', labelId: 'nav_usage' },
  { href: '/profile/subscriptions', labelId: 'nav_subscriptions' },
  { href: '/profile/notifications', labelId: 'nav_notifications' },
  { href: '/profile/cnic-lines', labelId: 'nav_cnic_lines' },
  { href: '/profile/email', labelId: 'nav_email' },
  { href: '/manage/update-personal-details', labelId: 'nav_personal' },
  { href: '/manage/update-delivery-address-details', labelId: 'nav_address' },
  { href: '/profile/saved-payment-methods', labelId: 'nav_cards' },
  { href: '/profile/privacy-settings', labelId: 'nav_privacy' },
];

/** Sign out, asked once: nothing is sent until the customer confirms; Cancel keeps them signed in. */
export function SignOutButton() {
  const api = useApi();
  const [asking, setAsking] = useState(false);
  // One call, then a full page load away: busy from the call's start until the page has gone.
  const out = useMutation({ mutationFn: () => signOut(api, isWebview()) });
  return (
    <>
      <button type="button" className="secondary" onClick={() => setAsking(true)}>
        <FormattedMessage id="sign_out" />
      </button>
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

/** The account menu with sign-out, under every profile page's title. */
export function AccountNav({ current }: { current: string }) {
  const intl = useIntl();
  return (
    <nav className="account-nav stack" aria-label={intl.formatMessage({ id: 'nav_label' })}>
      <ul>
        {ACCOUNT_LINKS.filter((l) => l.href !== current).map((l) => (
          <li key={l.href}>
            <Link href={l.href}>
              <FormattedMessage id={l.labelId} />
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <SignOutButton />
      </div>
    </nav>
  );
}
