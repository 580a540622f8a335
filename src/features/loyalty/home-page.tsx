import { FormattedMessage } from 'react-intl';
import { JOIN_PAGE, LoyaltyFrame, LoadFailed, SignInPrompt, Skeleton } from './loyalty-parts';
import { useSendOn } from '../../routes/use-send-on';
import { useLoyaltySession, useMember } from './loyalty-queries';
import { ActiveBoosters, BalanceCard, CategoryGrid, MyRewards, TierCard } from './home-sections';
import { MessageText } from '../../ui/message-text';

/**
 * /loyalty: a member's balance, tier progress, boosters, categories and rewards; a signed-out visitor sees what
 * the programme offers and a sign-in prompt; a signed-in non-member goes to /loyalty/no-account.
 */
export default function LoyaltyHomePage() {
  const { customerId, arriving } = useLoyaltySession();
  const { query, notMember } = useMember(customerId);
  useSendOn(notMember, JOIN_PAGE);
  if ((!customerId && arriving) || notMember) {
    // A member arriving by a hand-off: the member's placeholders, where their cards will be. A customer who has not
    // joined keeps them until the join page replaces them (the member's sections moved as they emptied: 0.001).
    return (
      <LoyaltyFrame title={<FormattedMessage id="ly_home_title" />} leadId="ly_home_lead" current="/loyalty" busy>
        <Skeleton size="points" count={2} />
      </LoyaltyFrame>
    );
  }
  if (!customerId) {
    return (
      // The route's frame's heading and lead (src/frames/route-frames.tsx), then what the programme offers.
      <LoyaltyFrame title={<FormattedMessage id="ly_home_title" />} leadId="ly_home_lead" current="/loyalty">
        <h2>
          <FormattedMessage id="ly_guest_title" />
        </h2>
        <MessageText id="ly_guest_intro" />
        <SignInPrompt here="/loyalty" messageId="ly_guest_sign_in_hint" />
        <CategoryGrid />
        <ActiveBoosters />
      </LoyaltyFrame>
    );
  }
  return (
    <LoyaltyFrame title={<FormattedMessage id="ly_home_title" />} leadId="ly_home_lead" current="/loyalty" busy={query.isPending}>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      ) : !query.data ? (
        <Skeleton size="points" count={2} />
      ) : (
        <div className="loyalty-columns">
          <BalanceCard member={query.data} />
          <TierCard customerId={customerId} />
        </div>
      )}
      <ActiveBoosters customerId={customerId} />
      <CategoryGrid />
      <MyRewards customerId={customerId} />
    </LoyaltyFrame>
  );
}
