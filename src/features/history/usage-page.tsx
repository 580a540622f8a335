import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { joinMessages } from '../../i18n/screen-messages';
import { dateLocaleOf, formatCount } from '../../i18n/format';
import { LoadFailed, Skeletons } from '../account';
import { LinePicker, ManagePage, Num, useChosenLine } from '../lines';
import { displayNumber } from '../../domain/line-view';
import { usageMessages } from './usage-messages';
import { METRICS, UsageChart, type Metric, type UsageDay } from './usage-chart';
import './usage.css';
import { MessageText } from '../../ui/message-text';
import { OnceDrawn } from '../../ui/once-drawn';
import { SegmentedControl } from '../../ui/segmented-control';

const messages = joinMessages(usageMessages);

/** A calendar day (YYYY-MM-DD, Pakistan's) as the customer reads it: weekday, day and month in the UI language, Latin digits. */
function useDayLabel(short: boolean): (date: string) => string {
  const intl = useIntl();
  const language = intl.locale.startsWith('ur') ? 'ur' : 'en';
  const format = new Intl.DateTimeFormat(dateLocaleOf(language), short ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (date) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return format.format(Date.UTC(y, m - 1, d));
  };
}

/** The same figures as the chart, one row a day, newest first (the days the customer asks about first). */
function UsageTable({ days }: { days: readonly UsageDay[] }) {
  const intl = useIntl();
  const day = useDayLabel(false);
  return (
    // Scrolls sideways on a narrow screen, so it can be focused and scrolled by keyboard, named by its caption.
    <div className="usage-table-wrap" role="region" tabIndex={0} aria-labelledby="usage-caption">
      <table className="usage-table" data-testid="usage-table">
        <caption id="usage-caption">
          <FormattedMessage id="usage_table_caption" values={{ from: day(days[0]!.date), to: day(days[days.length - 1]!.date) }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'usage_col_day' })}</th>
            {METRICS.map((m) => (
              <th scope="col" key={m}>
                {intl.formatMessage({ id: `usage_metric_${m}` })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.date} data-date={d.date}>
              <th scope="row">{day(d.date)}</th>
              {METRICS.map((m) => (
                <td key={m} data-metric={m}>
                  {formatCount(d[m])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Usage({ number }: { number: string }) {
  const intl = useIntl();
  const ids = useId();
  const [metric, setMetric] = useState<Metric>('dataMb');
  const usage = useEndpointQuery('GET_USAGE_HISTORY', { params: { number } });
  const short = useDayLabel(true);
  if (usage.isError) return <LoadFailed onRetry={() => void usage.refetch()} />;
  if (!usage.data) return <Skeletons count={3} tall />;
  const days = usage.data.days as UsageDay[];
  const total = (m: Metric) => formatCount(days.reduce((s, d) => s + d[m], 0));
  const used = days.some((d) => d.dataMb + d.minutes + d.sms > 0);
  return (
    <section className="stack" aria-labelledby={`${ids}-total`}>
      <p id={`${ids}-total`} role="status" data-testid="usage-total">
        {used ? <FormattedMessage id="usage_total" values={{ data: total('dataMb'), minutes: total('minutes'), sms: total('sms') }} /> : <FormattedMessage id="usage_none" />}
      </p>
      <div className="usage-layout">
        <div className="card stack">
          <SegmentedControl className="usage-metrics" legend={<FormattedMessage id="usage_show" />} name={`${ids}-metric`} value={metric} onChange={setMetric}
            options={METRICS.map((m) => ({ value: m, label: <FormattedMessage id={`usage_metric_${m}`} /> }))} />
          <UsageChart days={days} metric={metric} label={intl.formatMessage({ id: `usage_metric_${metric}` })} dayLabel={short} rtl={intl.locale.startsWith('ur')} />
        </div>
        <UsageTable days={days} />
      </div>
    </section>
  );
}

/**
 * /profile/usage?number= (issue 44 part 2; docs/decisions/2026-11-29-usage-history-and-subscriptions.md): what a line
 * used on each of the last 30 days on the gateway's clock, as a chart and a table of the same figures.
 */
export default function UsagePage() {
  const lines = useEndpointQuery('GET_LINES');
  const inService = (lines.data ?? []).filter((l) => l.usage);
  const { line, choose, titleNumber } = useChosenLine(inService);
  return (
    <ManagePage titleId={titleNumber ? 'usage_line_title' : 'usage_title'} leadId="usage_lead" values={{ number: `\u2066${displayNumber(titleNumber ?? '')}\u2069` }} messages={messages}>
      {lines.isError ? (
        <LoadFailed onRetry={() => void lines.refetch()} />
      ) : !lines.data ? (
        <Skeletons count={3} tall />
      ) : !line ? (
        <MessageText id="usage_no_lines" role="status" />
      ) : (
        <>
          <LinePicker lines={inService} line={line} onChoose={choose} />
          <Usage key={line.number} number={line.number} />
          <OnceDrawn watch={line.number}>
            <p>
              <Link href={`/profile/subscriptions?number=${encodeURIComponent(line.number)}`}>
                <FormattedMessage id="usage_subscriptions" />
              </Link>{' '}
              (<Num msisdn={line.number} />)
            </p>
          </OnceDrawn>
        </>
      )}
    </ManagePage>
  );
}
