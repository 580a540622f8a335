import { FormattedMessage } from 'react-intl';
import { loyaltyLeadMessages } from './lead-messages';
import { LoyaltyFrame, LoadFailed, Points, SignInPrompt, Skeleton, TierName, useLanguage } from './loyalty-parts';
import { textIn, useLoyaltyQuery, useLoyaltySession } from './loyalty-queries';

/** /loyalty/tier-benefits: every tier side by side with its threshold and benefits; the customer's tier marked. */
export default function TierBenefitsPage() {
  const language = useLanguage();
  const { customerId } = useLoyaltySession();
  const query = useLoyaltyQuery('GET_LOYALTY_TIER_PROGRESS', {}, { enabled: Boolean(customerId), customerId });
  return (
    <LoyaltyFrame title={<FormattedMessage id="ly_tiers_title" />} leadId="ly_tiers_lead" leadMessages={loyaltyLeadMessages} current="/loyalty/tier-benefits" busy={query.isPending && Boolean(customerId)}>
      {!customerId ? (
        <SignInPrompt here="/loyalty/tier-benefits" />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      ) : !query.data ? (
        <Skeleton size="tile" count={3} />
      ) : (
        <ul className="loyalty-tiers">
          {query.data.tiers.map((t) => {
            const mine = t.id === query.data.tier;
            return (
              <li key={t.id} className={`card stack${mine ? ' loyalty-tier-mine' : ''}`} aria-current={mine ? 'true' : undefined} data-testid={`tier-${t.id}`}>
                <h2>
                  <TierName tier={t.id} />
                  {mine ? (
                    <>
                      {' '}
                      <span className="badge"><FormattedMessage id="ly_your_tier" /></span>
                    </>
                  ) : null}
                </h2>
                <p><FormattedMessage id="ly_tier_threshold" values={{ points: <Points value={t.minPoints} /> }} /></p>
                <ul className="loyalty-benefits">
                  {(t.benefits ?? []).map((b, i) => (
                    <li key={i}>{textIn(b, '', language)}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </LoyaltyFrame>
  );
}
