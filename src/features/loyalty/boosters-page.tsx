import { FormattedMessage } from 'react-intl';
import { loyaltyLeadMessages } from './lead-messages';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { optInBooster } from './loyalty-calls';
import { formatDate } from '../../i18n/format';
import { useFormatSettings } from '../../i18n/format-context';
import { LoyaltyFrame, LoadFailed, Ltr, Skeleton, useLanguage } from './loyalty-parts';
import { boosterPhase, textIn, useLoyaltyQuery, useLoyaltySession, useRefreshLoyalty } from './loyalty-queries';
import { useNow } from '../../ui/use-now';
import { MessageText } from '../../ui/message-text';

/** Time left as whole days and hh:mm:ss, e.g. countdownParts(90061000) → { days: 1, time: "01:01:01" }. */
export function countdownParts(ms: number): { days: number; time: string } {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days: Math.floor(s / 86400), time: `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` };
}

/** /loyalty/points-booster: campaigns with what they multiply, their dates, a live countdown, and opt-in. */
export default function PointsBoosterPage() {
  const language = useLanguage();
  const settings = useFormatSettings();
  const { customerId } = useLoyaltySession();
  const api = useApi();
  const refresh = useRefreshLoyalty();
  const now = useNow();
  const query = useLoyaltyQuery('GET_LOYALTY_BOOSTERS', {}, { customerId });
  const optIn = useMutation({ mutationFn: optInBooster(api), onSuccess: () => refresh() });
  return (
    <LoyaltyFrame title={<FormattedMessage id="ly_boosters_title" />} leadId="ly_boosters_lead" leadMessages={loyaltyLeadMessages} current="/loyalty/points-booster" busy={query.isPending}>
      {optIn.isError ? (
        <MessageText id="ly_booster_opt_in_failed" role="alert" className="alert alert-danger" />
      ) : null}
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      ) : !query.data ? (
        <Skeleton size="card" count={3} />
      ) : (
        <ul className="stack">
          {query.data.map((b) => {
            const starts = b.startsAt ?? 0;
            const ends = b.endsAt ?? Infinity;
            const phase = boosterPhase(b, now);
            const running = phase === 'running';
            const name = textIn(b.names, b.name, language);
            return (
              <li key={b.id} className="card stack" data-testid={`booster-${b.id}`}>
                <h2>{name}</h2>
                <p>
                  <FormattedMessage
                    id="ly_booster_multiplier"
                    values={{ multiplier: <Ltr>{b.multiplier}</Ltr>, what: <FormattedMessage id={`ly_applies_${b.appliesTo ?? 'data'}`} /> }}
                  />
                </p>
                <p>
                  {phase === 'ended' ? (
                    <FormattedMessage id="ly_booster_ended" values={{ date: formatDate(ends, language, settings) }} />
                  ) : phase === 'upcoming' ? (
                    <FormattedMessage id="ly_booster_starts" values={{ date: formatDate(starts, language, settings) }} />
                  ) : (
                    <>
                      <FormattedMessage id="ly_booster_ends" values={{ date: formatDate(ends, language, settings) }} />
                      {' · '}
                      <span role="timer" aria-live="off">
                        <FormattedMessage id="ly_booster_countdown" values={{ days: countdownParts(ends - now).days, time: <Ltr>{countdownParts(ends - now).time}</Ltr> }} />
                      </span>
                    </>
                  )}
                </p>
                {!customerId || phase === 'ended' ? null : b.optedIn ? (
                  <span className="badge">
                    <FormattedMessage id="ly_booster_opted_in" />
                  </span>
                ) : (
                  <div>
                    <button
                      type="button"
                      className="secondary"
                      disabled={!running || optIn.isPending}
                      aria-describedby={running ? undefined : `why-${b.id}`}
                      onClick={() => optIn.mutate(b.id)}
                    >
                      <FormattedMessage id="ly_booster_opt_in" values={{ name }} />
                    </button>
                    {!running ? (
                      <p id={`why-${b.id}`} className="hint">
                        <FormattedMessage id="ly_booster_not_started" />
                      </p>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </LoyaltyFrame>
  );
}
