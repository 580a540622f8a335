import { FormattedMessage, useIntl } from 'react-intl';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ScreenMessages } from '../../i18n/screen-messages';
import { Ltr } from '../../ui/price';
import { ListRow, ListRows } from '../../ui/list-row';
import { AccountPage, profileMessages } from '../account';
import { ACCOUNT_LINKS, fullNameOf, SignOutRow } from './account-nav';

/**
 * /profile/account, the Account tab (issue 46): the account's pages as rows with icons (details, email, cards,
 * delivery address, privacy, requests), what the account knows shown on the rows (name, email), and sign out.
 */
export default function AccountHubPage() {
  return (
    <ScreenMessages messages={profileMessages}>
      <AccountPage titleId="account_hub_title">
        <AccountRows />
      </AccountPage>
    </ScreenMessages>
  );
}

function AccountRows() {
  const intl = useIntl();
  const user = useEndpointQuery('GET_USER_DETAILS');
  const u = user.data;
  const hints = { name: u ? fullNameOf(u) : '', email: u?.email ?? '' };
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav_label' })} className="stack account-hub">
      <ListRows>
        {ACCOUNT_LINKS.map((l) => {
          const hint = l.hint ? hints[l.hint] : '';
          // A row whose hint (the name, the email) is still loading keeps its line: the rows moved down as it came
          // (CLS 0.011/0.032, en/ur at 390 px).
          const waiting = Boolean(l.hint) && !u;
          return <ListRow key={l.href} icon={l.icon} href={l.href} title={<FormattedMessage id={l.labelId} />} hint={hint ? l.hint === 'email' ? <Ltr text={hint} /> : <bdi>{hint}</bdi> : waiting ? '\u00a0' : undefined} />;
        })}
      </ListRows>
      <ListRows>
        <SignOutRow />
      </ListRows>
    </nav>
  );
}
