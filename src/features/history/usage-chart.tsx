import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatCount } from '../../i18n/format';

/** The units a day of use has (GET_USAGE_HISTORY), in the order the table shows them. */
export const METRICS = ['dataMb', 'minutes', 'sms'] as const;
export type Metric = (typeof METRICS)[number];
export interface UsageDay { date: string; dataMb: number; minutes: number; sms: number }

const W = 360;
const H = 180;
const PAD = { top: 16, bottom: 26, side: 30 } as const;

/**
 * A day's use of one unit over the 30 days, as plain SVG bars (docs/decisions/2026-11-29-usage-history-and-subscriptions.md:
 * no charting library). Time runs in the reading direction: left to right in English, right to left in Urdu. The chart
 * is one image with a title and a description for screen readers (the figures themselves are in the table beside it);
 * each bar carries its day and value for tests and a tooltip (<title>).
 */
export function UsageChart({ days, metric, label, dayLabel, rtl }: { days: readonly UsageDay[]; metric: Metric; label: string; dayLabel: (date: string) => string; rtl: boolean }) {
  const intl = useIntl();
  const ids = useId();
  const max = Math.max(1, ...days.map((d) => d[metric]));
  const slot = (W - 2 * PAD.side) / Math.max(1, days.length);
  const plot = H - PAD.top - PAD.bottom;
  const xOf = (i: number) => PAD.side + (rtl ? days.length - 1 - i : i) * slot;
  const first = days[0]?.date ?? '';
  const last = days[days.length - 1]?.date ?? '';
  return (
    <svg className="usage-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${ids}-t ${ids}-d`} data-metric={metric} preserveAspectRatio="xMidYMid meet">
      <title id={`${ids}-t`}>{intl.formatMessage({ id: 'usage_chart_title' }, { metric: label })}</title>
      <desc id={`${ids}-d`}>{intl.formatMessage({ id: 'usage_chart_desc' }, { from: dayLabel(first), to: dayLabel(last), max: formatCount(max) })}</desc>
      <line className="usage-chart-axis" x1={PAD.side} x2={W - PAD.side} y1={H - PAD.bottom} y2={H - PAD.bottom} />
      <line className="usage-chart-grid" x1={PAD.side} x2={W - PAD.side} y1={PAD.top} y2={PAD.top} />
      <text className="usage-chart-scale" x={rtl ? W - PAD.side + 4 : PAD.side - 4} y={PAD.top + 4} textAnchor={rtl ? 'start' : 'end'} direction="ltr">
        {formatCount(max)}
      </text>
      {days.map((d, i) => {
        const h = Math.round((d[metric] / max) * plot);
        return (
          <rect key={d.date} className="usage-chart-bar" data-date={d.date} data-value={d[metric]} x={xOf(i) + slot * 0.15} width={slot * 0.7} y={H - PAD.bottom - h} height={h}>
            <title>{`${dayLabel(d.date)}: ${formatCount(d[metric])}`}</title>
          </rect>
        );
      })}
      {days.map((d, i) =>
        i % 7 === days.length % 7 || i === days.length - 1 ? (
          <text key={`l-${d.date}`} className="usage-chart-day" x={xOf(i) + slot / 2} y={H - 8} textAnchor="middle">
            {dayLabel(d.date)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
