import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../api/api-client';
import { Ltr, usePrice } from '../../ui/price';

/** One entry of the customer's history (GET_HISTORY, GET_HISTORY_ENTRY; gateway/lines/history.ts). */
export type HistoryEntry = ResponseOf<'GET_HISTORY_ENTRY'>;

const WHATS = new Set([
  'PLAN', 'ADDON', 'NEW_NUMBER', 'FEE', 'DELIVERY_FEE_SKU', 'REWARD', 'OPENING_AIRTIME', 'RENEWAL', 'RECHARGE', 'DATA_BUNDLE',
  'AIRTIME_FOR_BUNDLE', 'LOYALTY_PURCHASE', 'SIM_REPLACEMENT', 'PLAN_SWITCH',
]);

/** What an entry is, in words: the ledger's kind of it, and the item's name when the gateway gives one ("Bundle: 2 GB data"). */
export function useWhat(): (e: HistoryEntry) => string {
  const intl = useIntl();
  return (e) => {
    const what = intl.formatMessage({ id: WHATS.has(e.what) ? `history_what_${e.what}` : 'history_what_other' });
    return e.itemName ? `${what}: ${e.itemName}` : what;
  };
}

/** The amount as it moved the customer's money: a charge with a minus, a credit with a plus. */
export function SignedAmount({ entry }: { entry: HistoryEntry }) {
  const price = usePrice();
  return <Ltr text={`${entry.direction === 'CHARGE' ? '−' : '+'}${price(entry.amount)}`} />;
}

/** How it was paid, in words. */
export function PaidWith({ entry }: { entry: HistoryEntry }) {
  return <FormattedMessage id={entry.paidWith ? `history_paid_${entry.paidWith}` : 'history_paid_none'} />;
}
