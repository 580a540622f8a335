import { useId } from 'react';
import { useDates } from '../../i18n/format-context';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Line } from '../../domain/line-view';

export const MB_PER_GB = 1024;

/** A day as the customer reads it, written as every page writes dates (src/i18n/format-context.tsx `useDates`). */
export function useDay(): (at: number) => string {
  return useDates().date;
}

/** A day inside a sentence, machine-readable too (`<time dateTime>`, the exact instant). */
export function Day({ at }: { at: number }) {
  const day = useDay();
  return <time dateTime={new Date(at).toISOString()}>{day(at)}</time>;
}

type Usage = NonNullable<Line['usage']>;

/** One allowance as a labelled bar: "31.4 GB left of 40 GB" over a meter of what is left. */
function Bar({ labelId, textId, left, total, gb = false }: { labelId: string; textId: string; left: number; total: number; gb?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const shown = (n: number) => intl.formatNumber(gb ? n / MB_PER_GB : n, { maximumFractionDigits: gb ? 1 : 0 });
  return (
    <div className="usage-bar">
      <p id={id}>
        <strong>
          <FormattedMessage id={labelId} />
        </strong>{' '}
        <FormattedMessage id={textId} values={{ left: shown(left), total: shown(total) }} />
      </p>
      <meter aria-labelledby={id} min={0} max={Math.max(1, total)} value={Math.min(left, total)} low={total * 0.2} high={total * 0.5} optimum={total} />
    </div>
  );
}

/**
 * What is left of the line's data, minutes and SMS this period, each against its allowance; `onlyGiven` leaves out
 * what gives none of a unit (a data bundle has no minutes bar: My subscriptions, issue 44).
 */
export function UsageBars({ usage, onlyGiven = false }: { usage: Pick<Usage, 'remaining' | 'allowance'>; onlyGiven?: boolean }) {
  const shown = (total: number) => !onlyGiven || total > 0;
  return (
    <div className="stack usage">
      {shown(usage.allowance.dataMb) && <Bar labelId="home_data" textId="home_data_left" left={usage.remaining.dataMb} total={usage.allowance.dataMb} gb />}
      {shown(usage.allowance.minutes) && <Bar labelId="home_minutes" textId="home_minutes_left" left={usage.remaining.minutes} total={usage.allowance.minutes} />}
      {shown(usage.allowance.sms) && <Bar labelId="home_sms" textId="home_sms_left" left={usage.remaining.sms} total={usage.allowance.sms} />}
    </div>
  );
}
