import { loyaltyLeadMessages } from './lead-messages';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatSettings } from '../../i18n/format-context';
import { JOIN_PAGE, LoyaltyFrame, LoadFailed, Points, SignInPrompt, Skeleton, TierName, useLanguage } from './loyalty-parts';
import { useSendOn } from '../../routes/use-send-on';
import { useLoyaltySession, useMember } from './loyalty-queries';

/** /loyalty/profile: member since, lifetime points and tier history. */
export default function LoyaltyProfilePage() {
  const language = useLanguage();
  const settings = useFormatSettings();
  const { customerId } = useLoyaltySession();
  const { query, notMember } = useMember(customerId);
  useSendOn(notMember, JOIN_PAGE);
  const m = query.data;
  return (
    <LoyaltyFrame title={<FormattedMessage id="ly_profile_title" />} leadId="ly_profile_lead" leadMessages={loyaltyLeadMessages} current="/loyalty/profile" busy={query.isPending && Boolean(customerId)}>
      {!customerId ? (
        <SignInPrompt here="/loyalty/profile" />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      ) : !m ? (
        <Skeleton size="card" count={2} />
      ) : (
        <>
          <dl className="card loyalty-facts-list">
            <dt><FormattedMessage id="ly_member_since" /></dt>
            <dd>{m.memberSince ? formatDate(m.memberSince, language, settings) : '—'}</dd>
            <dt><FormattedMessage id="ly_lifetime_points" /></dt>
            <dd><Points value={m.lifetimePoints ?? 0} /></dd>
            <dt><FormattedMessage id="ly_balance_label" /></dt>
            <dd><Points value={m.points} /></dd>
          </dl>
          <section aria-labelledby="tier-history-title" className="card stack">
            <h2 id="tier-history-title"><FormattedMessage id="ly_tier_history" /></h2>
            <ol className="stack">
              {(m.tierHistory ?? []).map((h) => (
                <li key={`${h.tier}-${h.since}`}>
                  <FormattedMessage id="ly_tier_since" values={{ tier: <TierName tier={h.tier} />, date: formatDate(h.since, language, settings) }} />
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </LoyaltyFrame>
  );
}
