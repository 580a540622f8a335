import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ScreenMessages } from '../../i18n/screen-messages';
import { DateText } from '../../ui/date-text';
import { Ltr, usePrice } from '../../ui/price';
import { AccountPage, LoadFailed, Skeletons } from '../account';
import { Num } from '../lines';
import { historyMessages } from './messages';
import { PaidWith, Signed, SignedAmount, useWhat, type HistoryEntry } from './history-parts';
import './history.css';
import { MessageLink, MessageText } from '../../ui/message-text';

const ID = /^[0-9]{1,18}$/;

function ReceiptBody({ entry }: { entry: HistoryEntry }) {
  const what = useWhat();
  const price = usePrice();
  return (
    <article className="card receipt" aria-labelledby="account-title" data-testid="receipt">
      <dl className="receipt-facts">
        <dt><FormattedMessage id="receipt_what" /></dt>
        <dd data-field="what">{what(entry)}</dd>
        <dt><FormattedMessage id="receipt_when" /></dt>
        <dd data-field="when"><DateText value={entry.at} withTime /></dd>
        <dt><FormattedMessage id="receipt_line" /></dt>
        <dd data-field="line"><Num msisdn={entry.number} /></dd>
        <dt><FormattedMessage id="receipt_paid_with" /></dt>
        <dd data-field="paid-with"><PaidWith entry={entry} /></dd>
        <dt><FormattedMessage id="receipt_amount" /></dt>
        <dd data-field="amount" className="receipt-amount"><SignedAmount entry={entry} /></dd>
        <dt><FormattedMessage id="receipt_tax" /></dt>
        <dd data-field="tax">{entry.tax === null ? <FormattedMessage id="receipt_no_tax" /> : <Ltr text={price(entry.tax)} />}</dd>
        {entry.airtime !== 0 && (
          <>
            <dt><FormattedMessage id="receipt_airtime" /></dt>
            <dd data-field="airtime"><Signed sign={entry.airtime < 0 ? '−' : '+'} text={price(Math.abs(entry.airtime))} /></dd>
          </>
        )}
        <dt><FormattedMessage id="receipt_reference" /></dt>
        <dd data-field="reference"><Ltr text={entry.reference.startsWith('renewal:') ? `R-${entry.id}` : entry.reference} /></dd>
      </dl>
    </article>
  );
}

function Receipt() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const valid = ID.test(id);
  const entry = useEndpointQuery('GET_HISTORY_ENTRY', { params: { entryId: id } }, { enabled: valid });
  const back = (
    <p className="no-print receipt-actions">
      {entry.data && (
        <button type="button" onClick={() => window.print()}>
          <FormattedMessage id="receipt_print" />
        </button>
      )}
      <MessageLink href="/profile/history" id="receipt_back" />
    </p>
  );
  if (!valid || entry.error?.status === 404) {
    return (
      <>
        <MessageText id="receipt_not_found" role="alert" />
        {back}
      </>
    );
  }
  if (entry.isError) return <LoadFailed onRetry={() => void entry.refetch()} />;
  if (!entry.data) return <Skeletons count={6} />;
  return (
    <>
      <ReceiptBody entry={entry.data as HistoryEntry} />
      {back}
    </>
  );
}

/**
 * /profile/history/receipt?id=… (issue 44 part 1): one entry of the history as a receipt (what, when, how paid, amount,
 * tax as the gateway states it, reference), printed or saved as a PDF by the browser through the print stylesheet
 * (history.css; docs/decisions/2026-11-29-history-and-receipts.md).
 */
export default function ReceiptPage() {
  return (
    <ScreenMessages messages={historyMessages}>
      <AccountPage titleId="receipt_title">
        <Receipt />
      </AccountPage>
    </ScreenMessages>
  );
}
