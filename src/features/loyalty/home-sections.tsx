import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { allocateReward } from './loyalty-calls';
import { formatDate } from '../../i18n/format';
import { useFormatSettings } from '../../i18n/format-context';
import { LoadFailed, Ltr, Points, Skeleton, TierName, useLanguage } from './loyalty-parts';
import { boosterPhase, textIn, useLoyaltyQuery, useRefreshLoyalty, type Member } from './loyalty-queries';
import { useNow } from '../../ui/use-now';
import { MessageLink, MessageText } from '../../ui/message-text';

/** Available, pending and soon-expiring points. */
export function BalanceCard({ member }: { member: Member }) {
  const language = useLanguage();
  const settings = useFormatSettings();
  return (
    <div className="card stack loyalty-balance" data-testid="loyalty-balance">
      <h2 className="loyalty-label">
        <FormattedMessage id="ly_balance_label" />
      </h2>
      <p className="loyalty-big" data-testid="loyalty-points">
        <Points value={member.points} />
      </p>
      {member.pendingPoints ? (
        <MessageText id="ly_pending" values={{ points: <Points value={member.pendingPoints} /> }} />
      ) : null}
      {member.expiring ? (
        <MessageText id="ly_expiring" values={{ points: <Points value={member.expiring.points} />, date: formatDate(member.expiring.at, language, settings) }} data-testid="loyalty-expiring" />
      ) : null}
    </div>
  );
}

/** The current tier and a progress bar to the next, with the points still needed. */
export function TierCard({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const query = useLoyaltyQuery('GET_LOYALTY_TIER_PROGRESS', {}, { customerId });
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} error={query.error} />;
  if (!query.data) return <Skeleton size="points" />;
  const p = query.data;
  const current = p.tiers.find((t) => t.id === p.tier)?.minPoints ?? 0;
  const next = p.tiers.find((t) => t.id === p.nextTier)?.minPoints;
  return (
    <div className="card stack" data-testid="loyalty-tier">
      <h2 className="loyalty-label">
        <FormattedMessage id="ly_tier_label" values={{ tier: <TierName tier={p.tier} /> }} />
      </h2>
      {p.nextTier && next !== undefined ? (
        <>
          <progress
            className="loyalty-progress"
            max={next - current}
            value={p.lifetimePoints - current}
            aria-label={intl.formatMessage({ id: 'ly_tier_progress' }, { tier: intl.formatMessage({ id: `ly_tier_${p.nextTier}` }) })}
          />
          <MessageText id="ly_tier_to_next" values={{ points: <Points value={p.pointsToNext} />, tier: <TierName tier={p.nextTier} /> }} data-testid="loyalty-to-next" />
        </>
      ) : (
        <MessageText id="ly_tier_top" />
      )}
      <MessageLink href="/loyalty/tier-benefits" id="ly_nav_tiers" />
    </div>
  );
}

/** The reward categories, each a link to its rewards. */
export function CategoryGrid() {
  const language = useLanguage();
  const query = useLoyaltyQuery('GET_LOYALTY_CATEGORIES');
  return (
    <section aria-labelledby="categories-title" className="stack">
      <h2 id="categories-title">
        <FormattedMessage id="ly_categories_title" />
      </h2>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      ) : !query.data ? (
        <Skeleton size="tile" count={5} />
      ) : (
        <ul className="loyalty-grid">
          {query.data.map((c) => (
            <li key={c.id} className="card loyalty-tile">
              <Link href={`/loyalty/category-details?category=${encodeURIComponent(c.id)}`}>
                <img src={c.image.url} width={c.image.width} height={c.image.height} alt="" className="loyalty-image" />
                <span className="loyalty-tile-name">{textIn(c.name, c.id, language)}</span>
                <span className="loyalty-muted">
                  <FormattedMessage id="ly_category_count" values={{ count: c.count }} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Boosters running now (the whole list is on the boosters page). */
export function ActiveBoosters({ customerId }: { customerId?: string }) {
  const language = useLanguage();
  const query = useLoyaltyQuery('GET_LOYALTY_BOOSTERS', {}, { customerId });
  // Which are running is the time's to decide: the shared clock, read again each minute (no countdown here).
  const now = useNow(60_000);
  const active = (query.data ?? []).filter((b) => boosterPhase(b, now) === 'running');
  return (
    <section aria-labelledby="boosters-title" className="stack">
      <h2 id="boosters-title">
        <FormattedMessage id="ly_boosters_active" />
      </h2>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      ) : !query.data ? (
        <Skeleton size="row" />
      ) : active.length === 0 ? (
        <MessageText id="ly_boosters_none" />
      ) : (
        <ul className="stack">
          {active.map((b) => (
            <li key={b.id} className="card">
              <Link href="/loyalty/points-booster">{textIn(b.names, b.name, language)}</Link>{' '}
              <span className="badge">
                <Ltr>{b.multiplier}×</Ltr>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The customer's promotion rewards (SPEC §7 Promotions): claimed ones, and ones to claim. */
export function MyRewards({ customerId }: { customerId: string }) {
  const language = useLanguage();
  const api = useApi();
  const refresh = useRefreshLoyalty();
  const query = useLoyaltyQuery('GET_USER_REWARDS', {}, { customerId });
  const claim = useMutation({ mutationFn: allocateReward(api), onSuccess: () => refresh() });
  return (
    <section aria-labelledby="my-rewards-title" className="stack">
      <h2 id="my-rewards-title">
        <FormattedMessage id="ly_my_rewards" />
      </h2>
      {claim.isError ? (
        <MessageText id="ly_reward_claim_failed" role="alert" className="alert alert-danger" />
      ) : null}
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      ) : !query.data ? (
        <Skeleton size="row" count={2} />
      ) : query.data.length === 0 ? (
        <MessageText id="ly_rewards_none" />
      ) : (
        <ul className="stack" data-testid="loyalty-rewards">
          {query.data.map((r) => {
            const name = language === 'ur' && r.nameUr ? r.nameUr : r.name;
            return (
              <li key={r.id} className="card loyalty-row">
                <span>{name}</span>
                {r.allocated ? (
                  <span className="badge">
                    <FormattedMessage id="ly_reward_claimed" />
                  </span>
                ) : (
                  <button type="button" className="secondary" disabled={claim.isPending} onClick={() => claim.mutate(r.id)}>
                    <FormattedMessage id="ly_reward_claim" values={{ name }} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
