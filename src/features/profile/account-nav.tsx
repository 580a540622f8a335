import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/api-context';
import { isWebview } from '../../webview/webview-mode';
import { BackToAccount, ConfirmDialog } from '../account';
import { ListRow } from '../../ui/list-row';
import { iconSignOut } from '../../ui/account-icons';

export { ACCOUNT_HUB, ACCOUNT_LINKS } from './account-links';
import { signOut } from './sign-out-calls';

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
 * The way back to the Account hub, on every account page (issue 46: the pages were reached only through rows of
 * underlined links, repeated on each). `current` is kept for the pages that pass it.
 */
export function AccountNav(_props: { current: string }) {
  return <BackToAccount />;
}
