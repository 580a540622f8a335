import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../api/api-client';
import { usePrice } from '../../ui/price';
import { isolatedNumber } from '../../domain/line-view';

/** One entry of the customer's history (GET_HISTORY, GET_HISTORY_ENTRY; gateway/lines/history.ts). */
export type HistoryEntry = ResponseOf<'GET_HISTORY_ENTRY'>;

const WHATS = new Set([
  'PLAN', 'ADDON', 'NEW_NUMBER', 'FEE', 'DELIVERY_FEE_SKU', 'REWARD', 'OPENING_AIRTIME', 'RENEWAL', 'BUNDLE_RENEWAL', 'RECHARGE', 'DATA_BUNDLE',
  'AIRTIME_FOR_BUNDLE', 'LOYALTY_PURCHASE', 'SIM_REPLACEMENT', 'PLAN_SWITCH', 'ADVANCE', 'ADVANCE_FEE', 'ADVANCE_REPAYMENT',
]);
/** A balance share's entries name the other line (their item): "Balance sent to 0300 1234567" (issue 45). */
const SHARES = new Set(['BALANCE_SHARE_SENT', 'BALANCE_SHARE_FEE', 'BALANCE_SHARE_RECEIVED']);

/** What an entry is, in words: the ledger's kind of it, and the item's name when the gateway gives one ("Bundle: 2 GB data"). */
export function useWhat(): (e: HistoryEntry) => string {
  const intl = useIntl();
  return (e) => {
    if (SHARES.has(e.what)) return intl.formatMessage({ id: `history_what_${e.what}` }, { number: isolatedNumber(e.item ?? '') });
    const what = intl.formatMessage({ id: WHATS.has(e.what) ? `history_what_${e.what}` : 'history_what_other' });
    return e.itemName ? `${what}: ${e.itemName}` : what;
  };
}

/**
 * An amount with its sign, left to right in Urdu too. The sign is a box of its own: with the Urdu web font on the page,
 * Chromium drew a sign in the same run as the figures after them ("Rs. 200−").
 */
export function Signed({ sign, text }: { sign: '−' | '+'; text: string }) {
  return (
    <bdi dir="ltr" className="ltr nowrap">
      <span className="amount-sign">{sign}</span>
      {text}
    </bdi>
  );
}

/** The amount as it moved the customer's money: a charge with a minus, a credit with a plus. */
export function SignedAmount({ entry }: { entry: HistoryEntry }) {
  const price = usePrice();
  return <Signed sign={entry.direction === 'CHARGE' ? '−' : '+'} text={price(entry.amount)} />;
}

/** How it was paid, in words. */
export function PaidWith({ entry }: { entry: HistoryEntry }) {
  return <FormattedMessage id={entry.paidWith ? `history_paid_${entry.paidWith}` : 'history_paid_none'} />;
}
