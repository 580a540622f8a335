/** A customer's lines (SPEC §4 line statuses) and SIM activation (SPEC §5: the SIM's ICC id, 19 digits). */
import { calendarMonth, digits, envelope, listOf, money, nonEmpty, open, request, type JsonSchema } from './common';

/**
 * SPEC §4 line statuses plus the state before them: a paid order's line waits for its SIM to be activated.
 * Active: everything allowed. Suspend: barred (lost SIM, unpaid). Grace: validity over, receive only.
 * Inactive: closed (terminated or port-in cancelled).
 */
export const LINE_STATUSES = ['PendingActivation', 'Active', 'Suspend', 'Grace', 'Inactive'] as const;
export const lineStatus: JsonSchema = { enum: [...LINE_STATUSES] };

/** SPEC §5: the SIM's ICC id is 19 digits. */
export const ICC_ID_LENGTH = 19;
export const iccId = digits(ICC_ID_LENGTH);

const count: JsonSchema = { type: 'integer', minimum: 0 };
const allowance: JsonSchema = open({ dataMb: count, minutes: count, sms: count }, ['dataMb', 'minutes', 'sms']);

/** One allowance of a line (gateway/lines/allowances.ts): what it adds, what is left, when it starts and expires. */
export const ALLOWANCE_KINDS = ['PLAN', 'ADDON', 'BUNDLE', 'REWARD'] as const;
export const lineAllowance: JsonSchema = open(
  {
    kind: { enum: [...ALLOWANCE_KINDS] },
    /** The catalogue item: plan, add-on, bundle or loyalty product id. */
    item: nonEmpty,
    name: nonEmpty,
    total: allowance,
    remaining: allowance,
    startsAt: { type: 'integer' },
    expiresAt: { type: 'integer' },
    /** Whether it comes back next period: the plan's with auto-renewal on, a bundle bought to renew (issue 44) while the plan renews. */
    renews: { type: 'boolean' },
  },
  ['kind', 'item', 'name', 'total', 'remaining', 'startsAt', 'expiresAt', 'renews'],
);

export const line: JsonSchema = open(
  {
    number: nonEmpty,
    planId: nonEmpty,
    /** The plan's name in the request's language (Accept-Language), as the catalogue names it. */
    planName: nonEmpty,
    status: lineStatus,
    simType: { enum: ['physical_sim', 'esim'] },
    numberType: { enum: ['NEW', 'PORT_IN'] },
    orderRef: nonEmpty,
    autoRenew: { type: 'boolean' },
    activatedAt: { type: ['integer', 'null'] },
    createdAt: { type: 'integer' },
    /** When the customer blocked the line as lost or stolen (issue 45), while it is blocked; else null. */
    blockedAt: { type: ['integer', 'null'] },
    /** Prepaid airtime left on the line, in rupees (what loyalty purchases are charged to). */
    airtimeBalance: money,
    /**
     * The plan's allowance for the current period (bundles bought in it included), what is left of it and the
     * renewal date; null until the line is first active. Data in MB, minutes to other networks.
     */
    usage: {
      oneOf: [
        { type: 'null' },
        open(
          {
            renewsAt: { type: 'integer' },
            periodStartedAt: { type: 'integer' },
            renewals: { type: 'integer', minimum: 0 },
            /** The sums of the allowances in force now (the plan's, add-ons', bundles', rewards'). */
            allowance: allowance,
            remaining: allowance,
            /** Each allowance in force, in the order usage is drawn from them (the one expiring first first). */
            allowances: listOf(lineAllowance),
          },
          ['renewsAt', 'periodStartedAt', 'allowance', 'remaining'],
        ),
      ],
    },
  },
  ['number', 'planId', 'planName', 'status', 'simType', 'numberType', 'orderRef', 'autoRenew', 'activatedAt', 'createdAt'],
);
export const lineResponse = envelope(line);
export const linesResponse = envelope(listOf(line));
export const activateSimRequest = request({ number: digits(10, 12), iccId }, ['number', 'iccId']);
/** Blocking a lost or stolen SIM (issue 45): why, for the line's history. */
export const BLOCK_REASONS = ['LOST', 'STOLEN'] as const;
export const blockLineRequest = request({ reason: { enum: [...BLOCK_REASONS] } }, ['reason']);
/** Unblocking: the code sent to the account's email for this line. */
export const unblockLineRequest = request({ requestId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' }, otpCode: digits(6) }, ['requestId', 'otpCode']);

/**
 * Recharges and bundles for a line the customer has (issue 29): what the gateway offers, and a top-up as a payable
 * of its own (`TU-…`), paid through PAYMENT_REQUEST like an order; paid once, it raises the airtime balance
 * (recharge) or the allowance (bundle).
 */
export const TOPUP_KINDS = ['RECHARGE', 'BUNDLE'] as const;
export const bundle: JsonSchema = open(
  {
    id: nonEmpty,
    kind: { enum: ['DATA', 'MINUTES', 'SMS'] },
    price: money,
    /** What the bundle adds to the current period's allowance. */
    dataMb: count,
    minutes: count,
    sms: count,
  },
  ['id', 'kind', 'price', 'dataMb', 'minutes', 'sms'],
);
export const topupOptionsResponse = envelope(
  open(
    {
      rechargeAmounts: listOf({ type: 'integer', minimum: 1 }),
      // Issue 44 part 6: what each recharge gives by the gateway's tax rule (gateway/lines/recharge-tax.ts), said before paying.
      recharges: listOf(open({ amount: money, tax: money, balance: money }, ['amount', 'tax', 'balance'])),
      rechargeTaxRate: { type: 'number', minimum: 0, maximum: 1 },
      bundles: listOf(bundle),
    },
    ['rechargeAmounts', 'recharges', 'rechargeTaxRate', 'bundles'],
  ),
);
export const topup: JsonSchema = open(
  {
    topupId: nonEmpty,
    number: nonEmpty,
    kind: { enum: [...TOPUP_KINDS] },
    amount: money,
    bundleId: { type: ['string', 'null'] },
    status: { enum: ['OPEN', 'PAID', 'CANCELLED'] },
    createdAt: { type: 'integer' },
    /** A recharge: the balance it gives and the tax withheld, as quoted when it was made. */
    balanceAdded: money,
    tax: money,
  },
  ['topupId', 'number', 'kind', 'amount', 'status', 'createdAt'],
);
export const topupResponse = envelope(topup);
/** A recharge of any Sitara number (issue 44 part 6): the number however typed, and an amount the gateway offers. */
export const publicRechargeRequest = request(
  { number: { type: 'string', minLength: 1, maxLength: 30 }, amount: { type: 'integer', minimum: 1, maximum: 100000 } },
  ['number', 'amount'],
);
export const createTopupRequest = request(
  {
    kind: { enum: [...TOPUP_KINDS] }, amount: { type: 'integer', minimum: 1, maximum: 100000 }, bundleId: { type: 'string', minLength: 1, maxLength: 60 },
    /** A bundle that renews with the plan each period until stopped (issue 44 part 3; off unless asked). */
    renews: { type: 'boolean' },
  },
  ['kind'],
);

/**
 * The customer's history (issue 44 part 1; docs/decisions/2026-11-29-history-and-receipts.md): every charge and credit
 * of the line ledger, newest first, a page at a time (`after`: the opaque `next` of the page before), filtered by line,
 * kind and month (Pakistan's calendar month, UTC+5). Each kind is a set of the ledger's `what`s (HISTORY_KINDS).
 */
export const HISTORY_KINDS = {
  ORDER: ['PLAN', 'ADDON', 'NEW_NUMBER', 'FEE', 'DELIVERY_FEE_SKU', 'REWARD', 'OPENING_AIRTIME'],
  RECHARGE: ['RECHARGE'],
  BUNDLE: ['DATA_BUNDLE', 'AIRTIME_FOR_BUNDLE'],
  RENEWAL: ['RENEWAL', 'BUNDLE_RENEWAL'],
  FEE: ['SIM_REPLACEMENT', 'PLAN_SWITCH'],
  LOYALTY: ['LOYALTY_PURCHASE'],
  // Issue 45: airtime sent or received by balance share (and its fee); an emergency advance, its fee and its repayment.
  SHARE: ['BALANCE_SHARE_SENT', 'BALANCE_SHARE_FEE', 'BALANCE_SHARE_RECEIVED'],
  ADVANCE: ['ADVANCE', 'ADVANCE_FEE', 'ADVANCE_REPAYMENT'],
} as const satisfies Record<string, readonly string[]>;
export type HistoryKind = keyof typeof HISTORY_KINDS;
export const HISTORY_KIND_NAMES = Object.keys(HISTORY_KINDS) as HistoryKind[];
/** How a charge was paid: from the airtime balance, or the payment method of what it belongs to; null when nothing was paid. */
export const PAID_WITH = ['AIRTIME', 'CARD', 'SAVED_CARD', 'EASYPAISA', 'JAZZCASH'] as const;

export const historyQuery = request({
  line: digits(10, 12),
  kind: { enum: [...HISTORY_KIND_NAMES] },
  month: calendarMonth,
  limit: { type: 'integer', minimum: 1, maximum: 100 },
  after: { type: 'string', minLength: 1, maxLength: 200 },
});
export const historyEntry: JsonSchema = open(
  {
    /** The entry's own id: its receipt is GET_HISTORY_ENTRY of it. */
    id: { type: 'string', pattern: '^[0-9]{1,18}$' },
    number: nonEmpty,
    kind: { enum: [...HISTORY_KIND_NAMES] },
    /** The ledger's own name for it (RECHARGE, DATA_BUNDLE, RENEWAL, …). */
    what: nonEmpty,
    direction: { enum: ['CHARGE', 'CREDIT'] },
    item: { type: 'string' },
    /** The item's name in the request's language (plan, bundle, add-on, loyalty product); null when it has none. */
    itemName: { type: ['string', 'null'] },
    amount: money,
    /** The tax part of the amount as the gateway states it (prices include it); null where no tax is shown. */
    tax: { type: ['number', 'null'] },
    /** How the airtime balance moved with it (negative: taken from the balance). */
    airtime: { type: 'number' },
    paidWith: { enum: [...PAID_WITH, null] },
    reference: nonEmpty,
    at: { type: 'integer' },
  },
  ['id', 'number', 'kind', 'what', 'direction', 'amount', 'tax', 'airtime', 'paidWith', 'reference', 'at'],
);
export const historyResponse = envelope(open({ entries: listOf(historyEntry), next: { type: ['string', 'null'] } }, ['entries', 'next']));
export const historyEntryResponse = envelope(historyEntry);

/**
 * A line's usage history (issue 44 part 2): what the sandbox used on each of the last 30 days of Pakistan's calendar
 * (UTC+5), oldest first, a day with no use as zeros. Data in MB, minutes to other networks.
 */
export const usageDay: JsonSchema = open({ date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }, dataMb: count, minutes: count, sms: count }, ['date', 'dataMb', 'minutes', 'sms']);
export const usageHistoryResponse = envelope(open({ number: nonEmpty, days: listOf(usageDay) }, ['number', 'days']));

/**
 * My subscriptions (issue 44 part 3): each allowance in force on a line, whether it renews and what its customer may
 * do with it: stop or restart its renewal (the plan's and a bundle's), stop it now (all but the plan).
 */
export const subscription: JsonSchema = open(
  {
    id: { type: 'string', pattern: '^[0-9]{1,18}$' },
    kind: { enum: [...ALLOWANCE_KINDS] },
    item: nonEmpty,
    name: nonEmpty,
    total: allowance,
    remaining: allowance,
    startsAt: { type: 'integer' },
    expiresAt: { type: 'integer' },
    /** Whether it comes back at its expiry (its own choice, and the plan's auto-renewal). */
    renews: { type: 'boolean' },
    /** The customer's choice for it alone. */
    renewalOn: { type: 'boolean' },
    renewable: { type: 'boolean' },
    stoppable: { type: 'boolean' },
    /** What its renewal costs, from the airtime balance; null when it does not renew. */
    price: { type: ['number', 'null'] },
  },
  ['id', 'kind', 'item', 'name', 'total', 'remaining', 'startsAt', 'expiresAt', 'renews', 'renewalOn', 'renewable', 'stoppable', 'price'],
);
export const subscriptionsResponse = envelope(
  open(
    {
      number: nonEmpty,
      status: lineStatus,
      autoRenew: { type: 'boolean' },
      renewsAt: { type: ['integer', 'null'] },
      periodDays: { type: 'integer', minimum: 1 },
      airtimeBalance: money,
      subscriptions: listOf(subscription),
    },
    ['number', 'status', 'autoRenew', 'renewsAt', 'periodDays', 'airtimeBalance', 'subscriptions'],
  ),
);
export const subscriptionRenewalRequest = request({ renews: { type: 'boolean' } }, ['renews']);
