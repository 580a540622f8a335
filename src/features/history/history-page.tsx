import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useEndpointPages } from '../../api/use-endpoint-pages';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { queryKeys } from '../../api/queries';
import { LIST_PAGE } from '../../api/list-page';
import { ScreenMessages, joinMessages } from '../../i18n/screen-messages';
import { ShowMore, showMoreMessages } from '../../ui/show-more';
import { DateText } from '../../ui/date-text';
import { AccountPage, LoadFailed, Skeletons } from '../account';
import { Num } from '../lines';
import { displayNumber } from '../../domain/line-view';
import { HISTORY_KIND_NAMES } from '../../../schemas/api/lines';
import { historyMessages } from './messages';
import { PaidWith, SignedAmount, useWhat, type HistoryEntry } from './history-parts';
import './history.css';
import { MessageText } from '../../ui/message-text';

/** The filters, as the page's address keeps them (so Back, a reload and a shared link show the same list). */
export interface HistoryFilter { line: string; kind: string; month: string }

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const LINE = /^[0-9]{10,12}$/;

/** The filter in the address: what the gateway would refuse is left out, never sent (a hand-edited address shows everything). */
export function filterOf(search: string): HistoryFilter {
  const p = new URLSearchParams(search);
  const kind = p.get('kind') ?? '';
  const line = p.get('line') ?? '';
  const month = p.get('month') ?? '';
  return {
    line: LINE.test(line) ? line : '',
    kind: (HISTORY_KIND_NAMES as readonly string[]).includes(kind) ? kind : '',
    month: MONTH.test(month) ? month : '',
  };
}

/** The history's address for a filter (empty filters left out). */
export function historyHref(filter: Partial<HistoryFilter>): string {
  const p = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as Array<[string, string]>);
  const q = p.toString();
  return `/profile/history${q ? `?${q}` : ''}`;
}

function useHistoryPages(filter: HistoryFilter) {
  return useEndpointPages('GET_HISTORY', {
    queryKey: queryKeys.pages('GET_HISTORY', filter),
    input: (after) => ({
      query: { limit: LIST_PAGE, ...(after ? { after } : {}), ...(filter.line ? { line: filter.line } : {}), ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.month ? { month: filter.month } : {}) },
    }),
    pageOf: (answer) => ({ items: answer.entries as HistoryEntry[], next: answer.next ?? undefined }),
    keyOf: (e: HistoryEntry) => e.id,
  });
}

/** One filter as a labelled list of choices, the first "all". */
function FilterSelect({ id, labelId, value, options, onChange }: { id: string; labelId: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChange: (value: string) => void }) {
  return (
    <label htmlFor={id}>
      <FormattedMessage id={labelId} />
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Filters({ filter, lines }: { filter: HistoryFilter; lines: readonly string[] }) {
  const [, navigate] = useLocation();
  const intl = useIntl();
  const ids = useId();
  const set = (change: Partial<HistoryFilter>) => navigate(historyHref({ ...filter, ...change }), { replace: true });
  const filtered = Boolean(filter.line || filter.kind || filter.month);
  return (
    <fieldset className="history-filters no-print">
      <legend>
        <FormattedMessage id="history_filters" />
      </legend>
      {lines.length > 1 && (
        <FilterSelect id={`${ids}-line`} labelId="history_filter_line" value={filter.line} onChange={(line) => set({ line })}
          options={[{ value: '', label: intl.formatMessage({ id: 'history_all_lines' }) }, ...lines.map((n) => ({ value: n, label: `\u2066${displayNumber(n)}\u2069` }))]} />
      )}
      <FilterSelect id={`${ids}-kind`} labelId="history_filter_kind" value={filter.kind} onChange={(kind) => set({ kind })}
        options={[{ value: '', label: intl.formatMessage({ id: 'history_all_kinds' }) }, ...HISTORY_KIND_NAMES.map((k) => ({ value: k, label: intl.formatMessage({ id: `history_kind_${k}` }) }))]} />
      <label htmlFor={`${ids}-month`}>
        <FormattedMessage id="history_filter_month" />
        <input id={`${ids}-month`} type="month" value={filter.month} onChange={(e) => set({ month: MONTH.test(e.currentTarget.value) ? e.currentTarget.value : '' })} />
      </label>
      {filtered && (
        <button type="button" className="secondary" onClick={() => set({ line: '', kind: '', month: '' })}>
          <FormattedMessage id="history_clear" />
        </button>
      )}
    </fieldset>
  );
}

function Entry({ entry, showLine }: { entry: HistoryEntry; showLine: boolean }) {
  const what = useWhat();
  const headingId = `history-${entry.id}`;
  return (
    <li className={`card history-entry ${entry.direction === 'CHARGE' ? 'is-charge' : 'is-credit'}`} data-what={entry.what} data-kind={entry.kind}>
      <div className="history-entry-main">
        <h2 id={headingId} className="history-entry-what">
          {what(entry)}
        </h2>
        <p className="hint">
          <DateText value={entry.at} withTime />
          {showLine && (
            <>
              {' · '}
              <Num msisdn={entry.number} />
            </>
          )}
          {' · '}
          <PaidWith entry={entry} />
        </p>
      </div>
      <p className="history-entry-amount">
        <SignedAmount entry={entry} />
      </p>
      <Link href={`/profile/history/receipt?id=${entry.id}`} aria-describedby={headingId} className="history-entry-open">
        <FormattedMessage id="history_open_receipt" />
      </Link>
    </li>
  );
}

function History() {
  const search = useSearch();
  const filter = filterOf(search);
  const lines = useEndpointQuery('GET_LINES');
  const pages = useHistoryPages(filter);
  const { query, items } = pages;
  if (lines.isError) return <LoadFailed onRetry={() => void lines.refetch()} />;
  if (lines.data && lines.data.length === 0) {
    return (
      <MessageText id="history_no_lines" />
    );
  }
  const numbers = [...new Set((lines.data ?? []).map((l) => l.number))];
  return (
    <>
      <Filters filter={filter} lines={numbers} />
      {!items && query.isError && <LoadFailed onRetry={() => void query.refetch()} />}
      {!items && !query.isError && <Skeletons count={4} />}
      {items && items.length === 0 && (
        <MessageText id={filter.line || filter.kind || filter.month ? 'history_none_filtered' : 'history_none'} role="status" />
      )}
      {items && items.length > 0 && (
        <>
          <ul className="stack history-list" data-testid="history-list">
            {items.map((e) => (
              <Entry key={e.id} entry={e} showLine={numbers.length > 1 && !filter.line} />
            ))}
          </ul>
          <ShowMore pages={pages} />
        </>
      )}
    </>
  );
}

const messages = joinMessages(historyMessages, showMoreMessages);

/**
 * /profile/history (issue 44 part 1; docs/decisions/2026-11-29-history-and-receipts.md): every charge and credit of the
 * customer's lines, newest first, a page at a time from the gateway, filtered by line, kind and month (in the address).
 */
export default function HistoryPage() {
  const filter = filterOf(useSearch());
  return (
    <ScreenMessages messages={messages}>
      <AccountPage titleId={filter.line ? 'history_line_title' : 'history_title'} leadId="history_lead" titleValues={{ number: `\u2066${displayNumber(filter.line)}\u2069` }}>
        <History />
      </AccountPage>
    </ScreenMessages>
  );
}
