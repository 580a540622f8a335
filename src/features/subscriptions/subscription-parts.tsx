import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../api/api-client';
import { formatCount } from '../../i18n/format';

/** A line's subscriptions as the gateway gives them (GET_SUBSCRIPTIONS; gateway/lines/subscriptions.ts). */
export type Subscriptions = ResponseOf<'GET_SUBSCRIPTIONS'>;
export type Subscription = Subscriptions['subscriptions'][number];

/** The kind of a subscription, as a badge. */
export function KindBadge({ kind }: { kind: string }) {
  return (
    <span className="badge" data-kind={kind}>
      <FormattedMessage id={`subs_kind_${kind}`} />
    </span>
  );
}

/** What is left of a subscription in words: "3.5 GB of data, 100 minutes", or "nothing". */
export function useLeftText(): (s: Pick<Subscription, 'remaining'>) => string {
  const intl = useIntl();
  return ({ remaining }) => {
    const parts = [
      remaining.dataMb > 0 ? intl.formatMessage({ id: 'left_data' }, { n: intl.formatNumber(remaining.dataMb / 1024, { maximumFractionDigits: 1, numberingSystem: 'latn' }) }) : null,
      remaining.minutes > 0 ? intl.formatMessage({ id: 'left_minutes' }, { n: formatCount(remaining.minutes) }) : null,
      remaining.sms > 0 ? intl.formatMessage({ id: 'left_sms' }, { n: formatCount(remaining.sms) }) : null,
    ].filter((p): p is string => p !== null);
    return parts.length ? intl.formatList(parts, { type: 'conjunction' }) : intl.formatMessage({ id: 'left_nothing' });
  };
}
