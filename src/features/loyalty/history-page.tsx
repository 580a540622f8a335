import { useState, type FormEvent } from 'react';
import { loyaltyLeadMessages } from './lead-messages';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatSettings } from '../../i18n/format-context';
import { LoyaltyFrame, LoadFailed, SignedPoints, SignInPrompt, Skeleton, useLanguage } from './loyalty-parts';
import { textIn, useLoyaltyQuery, useLoyaltySession } from './loyalty-queries';
import type { ResponseOf } from '../../api/api-client';
import { useEndpointPages } from '../../api/use-endpoint-pages';
import { LIST_PAGE } from '../../api/list-page';
import { ShowMore } from '../../ui/show-more';
import { queryKeys } from '../../api/queries';
import { MessageText } from '../../ui/message-text';

type Filter = { type: string; from: string; to: string };

/** The ledger's reason in words, naming the reward where there is one. */
function useReason() {
  const intl = useIntl();
  const language = useLanguage();
  const products = useLoyaltyQuery('GET_LOYALTY_PRODUCTS');
  return (reason: string, productId?: string) => {
    const product = products.data?.find((p) => p.id === productId);
    const name = product ? textIn(product.names, product.name, language) : (productId ?? '');
    const known = ['WELCOME', 'REDEEM', 'BUY', 'REFUND', 'EXPIRED'].includes(reason);
    return intl.formatMessage({ id: known ? `ly_reason_${reason}` : 'ly_reason_other' }, { name });
  };
}

type Entry = NonNullable<ResponseOf<'GET_LOYALTY_POINT_HISTORY'>['entries']>[number];

/** The filtered history, newest first, a page at a time (under the loyalty key, so a redemption refreshes it). */
function useHistoryPages(customerId: string, filter: Filter) {
  return useEndpointPages('GET_LOYALTY_POINT_HISTORY', {
    queryKey: queryKeys.loyaltyRead('GET_LOYALTY_POINT_HISTORY', customerId, filter),
    input: (after) => ({
      params: { customerId },
      query: { limit: LIST_PAGE, ...(after ? { after } : {}), ...(filter.type ? { type: filter.type } : {}), ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) },
    }),
    pageOf: (answer) => ({ items: answer.entries, next: answer.next ?? undefined }),
    keyOf: (e: Entry) => e.id ?? `${e.at}-${e.reason}-${e.points}`,
  });
}

function HistoryTable({ customerId, filter }: { customerId: string; filter: Filter }) {
  const language = useLanguage();
  const settings = useFormatSettings();
  const reasonText = useReason();
  const pages = useHistoryPages(customerId, filter);
  const { query, items: entries } = pages;
  if (!entries && query.isError) return <LoadFailed onRetry={() => void query.refetch()} error={query.error} />;
  if (!entries) return <Skeleton size="row" count={5} />;
  if (!entries.length) {
    return (
      <MessageText id="ly_history_none" role="status" />
    );
  }
  return (
    <>
      <table className="loyalty-table" data-testid="loyalty-history">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="ly_history_date" /></th>
            <th scope="col"><FormattedMessage id="ly_history_what" /></th>
            <th scope="col"><FormattedMessage id="ly_history_points" /></th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={e.id ?? i} data-type={e.type}>
              <td>{formatDate(e.at, language, settings)}</td>
              <td>
                {reasonText(e.reason, e.productId)}
                {e.pending ? (
                  <>
                    {' '}
                    <span className="badge"><FormattedMessage id="ly_pending_badge" /></span>
                  </>
                ) : null}
              </td>
              <td className={e.points < 0 ? 'loyalty-minus' : 'loyalty-plus'}>
                <SignedPoints value={e.points} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShowMore pages={pages} />
    </>
  );
}

/** /loyalty/point-history: earned, spent and expired entries, filterable by type and date range, newest first with "Show more". */
export default function PointHistoryPage() {
  const { customerId } = useLoyaltySession();
  const [draft, setDraft] = useState<Filter>({ type: '', from: '', to: '' });
  const [filter, setFilter] = useState<Filter>(draft);
  const rangeError = Boolean(draft.from && draft.to && draft.from > draft.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rangeError) return;
    setFilter(draft);
  };
  return (
    <LoyaltyFrame title={<FormattedMessage id="ly_history_title" />} leadId="ly_history_lead" leadMessages={loyaltyLeadMessages} current="/loyalty/point-history">
      {!customerId ? (
        <SignInPrompt here="/loyalty/point-history" />
      ) : (
        <>
          <form className="loyalty-filters" onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor="history-type"><FormattedMessage id="ly_filter_type" /></label>
              <select id="history-type" value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
                <FormattedMessage id="ly_filter_all">{(t) => <option value="">{t}</option>}</FormattedMessage>
                <FormattedMessage id="ly_type_earned">{(t) => <option value="earned">{t}</option>}</FormattedMessage>
                <FormattedMessage id="ly_type_spent">{(t) => <option value="spent">{t}</option>}</FormattedMessage>
                <FormattedMessage id="ly_type_expired">{(t) => <option value="expired">{t}</option>}</FormattedMessage>
              </select>
            </div>
            <div className="field">
              <label htmlFor="history-from"><FormattedMessage id="ly_filter_from" /></label>
              <input id="history-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} aria-invalid={rangeError} aria-describedby={rangeError ? 'history-range-error' : undefined} />
            </div>
            <div className="field">
              <label htmlFor="history-to"><FormattedMessage id="ly_filter_to" /></label>
              <input id="history-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} aria-invalid={rangeError} aria-describedby={rangeError ? 'history-range-error' : undefined} />
            </div>
            <button type="submit" className="secondary">
              <FormattedMessage id="ly_filter_apply" />
            </button>
            {rangeError ? (
              <p id="history-range-error" role="alert" className="field-error">
                <FormattedMessage id="ly_filter_range_error" />
              </p>
            ) : null}
          </form>
          <HistoryTable customerId={customerId} filter={filter} />
        </>
      )}
    </LoyaltyFrame>
  );
}
