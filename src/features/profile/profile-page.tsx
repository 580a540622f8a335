import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { Ltr } from '../../ui/price';
import { joinMessages, ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { orderMessages } from '../account';
import { profileMessages } from '../account';
import { Num } from '../lines';
import { NeedsYou } from './needs-you';
import { ACCOUNT_HUB, fullNameOf } from './account-nav';
import { ProfileLines } from './profile-lines';
import { RecentActivity } from './recent-activity';
import { useFlag } from '../../integrations/flags/flag-store';
import { homeMessages } from './home-messages';
import { requestNames } from '../service-requests';
import { usePrice } from '../../ui/price';
import { verbatim } from '../../i18n/literal-messages';
import { Fact, MessageLink } from '../../ui/message-text';

/** The request types' names and statuses in words, for the open requests the home links to. */
const messages = joinMessages(requestNames, orderMessages, profileMessages, homeMessages);

function Who() {
  const user = useEndpointQuery('GET_USER_DETAILS');
  if (user.isPending) return <Skeletons count={3} />;
  if (user.isError) return <LoadFailed onRetry={() => void user.refetch()} />;
  const u = user.data;
  const name = fullNameOf(u);
  const phone = u.telco_info?.phone_no;
  return (
    <section className="card stack home-who" aria-labelledby="who-heading">
      <h2 id="who-heading">
        <FormattedMessage id="profile_who" />
      </h2>
      <dl>
        <Fact labelId="profile_name">{name || <FormattedMessage id="profile_not_given" />}</Fact>
        <Fact labelId="profile_email">
          <Ltr text={u.email} />
        </Fact>
        <Fact labelId="profile_phone">{phone ? <Num msisdn={phone} /> : <FormattedMessage id="profile_not_given" />}</Fact>
      </dl>
      <MessageLink href={ACCOUNT_HUB} id="profile_all_details" />
    </section>
  );
}

/** Loyalty points and tier in words, shown only to members (a non-member's lookup fails quietly). */
function Loyalty() {
  const intl = useIntl();
  const user = useEndpointQuery('GET_USER_DETAILS');
  const customerId = user.data?.external_id ?? '';
  const member = useEndpointQuery('GET_LOYALTY_MEMBER', { params: { customerId } }, { enabled: Boolean(customerId) });
  // Feature flag loyaltyEntryPoints (issue 12): the points stay, the way into the programme goes.
  const loyaltyShown = useFlag('loyaltyEntryPoints');
  if (!member.data) return null;
  const tier = intl.formatMessage({ id: `profile_tier_${member.data.tier}`, defaultMessage: verbatim(' ') }).trim();
  return (
    <section className="card stack" aria-labelledby="rewards-heading">
      <h2 id="rewards-heading">
        <FormattedMessage id="home_rewards_heading" />
      </h2>
      <p>
        <FormattedMessage id="home_points" values={{ points: intl.formatNumber(member.data.points), tier }} />{' '}
        {loyaltyShown && (
          <MessageLink href="/loyalty" id="profile_loyalty_link" />
        )}
      </p>
    </section>
  );
}

/**
 * Back from paying a recharge or bundle (`?order_ref=TU-…&status=success`): what was added, as the gateway says
 * (a card payment's return is a new page load, so the lines below are read afresh).
 */
function TopupNotice() {
  const search = useSearch();
  const price = usePrice();
  const params = new URLSearchParams(search);
  const ref = params.get('order_ref') ?? '';
  const isTopup = /^TU-[0-9A-F]{8}$/.test(ref) && params.get('status') === 'success';
  const topup = useEndpointQuery('GET_TOPUP', { params: { topupId: ref } }, { enabled: isTopup });
  if (!isTopup || !topup.data) return null;
  const t = topup.data;
  if (t.status !== 'PAID') return <Outcome kind="info" messageId="home_topup_waiting" />;
  return (
    <div role="status" className="alert alert-success">
      <FormattedMessage id={`home_topup_paid_${t.kind}`} values={{ amount: price(t.balanceAdded ?? t.amount), number: <Num msisdn={t.number} /> }} />
    </div>
  );
}

/**
 * /profile, the customer's home as a dashboard (SPEC §2 Profile; issues 29 and 46): the shown line first (balance
 * and renewal large, each allowance as a ring, the quick actions), then what needs the customer, the latest orders,
 * rewards and who they are; two columns on a wide screen (account.css .home-dashboard). The account's own pages
 * are the Account tab's hub (/profile/account).
 */
export default function ProfilePage() {
  return (
    <ScreenMessages messages={messages}>
      <AccountPage titleId="profile_title" leadId="profile_lead" wide>
        <TopupNotice />
        <div className="home-dashboard">
          <div className="home-main stack">
            <ProfileLines />
            {/* Issue 44 part 6: anyone's Sitara number, paid here (the owner sees it in their history). */}
            <p>
              <Link href="/recharge" className="button-link">
                <FormattedMessage id="home_recharge_any" />
              </Link>
            </p>
          </div>
          <div className="home-side stack">
            <NeedsYou />
            <RecentActivity />
            <Loyalty />
            <Who />
          </div>
        </div>
      </AccountPage>
    </ScreenMessages>
  );
}
