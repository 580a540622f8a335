import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { Ltr } from '../checkout/checkout-parts';
import { ScreenMessages } from '../screen-messages';
import { AccountPage, LoadFailed, Skeletons } from '../account/account-parts';
import { accountMessages } from '../account/messages';
import { Num } from '../lines/line-parts';
import { AccountNav } from './account-nav';
import { ProfileLines } from './profile-lines';
import { useFlag } from '../../integrations/flags/flag-store';

/** The customer's name as one line (first, middle, last; empty parts left out). */
export function fullNameOf(u: { first_name?: string; middle_name?: string; last_name?: string }): string {
  return [u.first_name, u.middle_name, u.last_name].filter((p) => p && p.trim()).join(' ');
}

function Who() {
  const user = useEndpointQuery('GET_USER_DETAILS');
  if (user.isPending) return <Skeletons count={3} />;
  if (user.isError) return <LoadFailed onRetry={() => void user.refetch()} />;
  const u = user.data;
  const name = fullNameOf(u);
  const phone = u.telco_info?.phone_no;
  return (
    <div className="card stack" aria-labelledby="who-heading">
      <h2 id="who-heading">
        <FormattedMessage id="profile_who" />
      </h2>
      <dl>
        <dt>
          <FormattedMessage id="profile_name" />
        </dt>
        <dd>{name || <FormattedMessage id="profile_not_given" />}</dd>
        <dt>
          <FormattedMessage id="profile_email" />
        </dt>
        <dd>
          <Ltr text={u.email} /> <Link href="/profile/email"><FormattedMessage id="profile_change_email" /></Link>
        </dd>
        <dt>
          <FormattedMessage id="profile_phone" />
        </dt>
        <dd>{phone ? <Num msisdn={phone} /> : <FormattedMessage id="profile_not_given" />}</dd>
      </dl>
      <Link href="/manage/update-personal-details">
        <FormattedMessage id="profile_edit_details" />
      </Link>
      <Loyalty customerId={u.external_id} />
    </div>
  );
}

/** Loyalty points, shown only to members (a non-member's lookup fails quietly). */
function Loyalty({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const member = useEndpointQuery('GET_LOYALTY_MEMBER', { params: { customerId } });
  // Feature flag loyaltyEntryPoints (issue 12): the points stay, the way into the programme goes.
  const loyaltyShown = useFlag('loyaltyEntryPoints');
  if (!member.data) return null;
  return (
    <p>
      <FormattedMessage id="profile_points" values={{ points: intl.formatNumber(member.data.points), tier: member.data.tier }} />{' '}
      {loyaltyShown && (
        <Link href="/loyalty">
          <FormattedMessage id="profile_loyalty_link" />
        </Link>
      )}
    </p>
  );
}

/** /profile: who the customer is, their lines, links to every account section, and sign-out (SPEC §2 Profile). */
export default function ProfilePage() {
  return (
    <ScreenMessages messages={accountMessages}>
      <AccountPage titleId="profile_title">
        <AccountNav current="/profile" />
        <Who />
        <ProfileLines />
      </AccountPage>
    </ScreenMessages>
  );
}
