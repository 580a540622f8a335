/**
 * Airtime between lines and against the next recharge (issue 45 parts 4-5; docs/decisions/2026-11-29-balance-share-and-advance.md):
 * balance share (send airtime to another Sitara number, confirmed by a code sent to the sending line) and the emergency
 * advance (borrow airtime when the balance is low, repaid first by the next recharge). Limits, fees and offers are the
 * gateway's configuration (GET_CONFIGURATION `balanceShare`, `emergencyAdvance`), answered with each options call.
 */
import { digits, envelope, listOf, money, nonEmpty, open, request, type JsonSchema } from './common';

const rupees: JsonSchema = { type: 'integer', minimum: 1, maximum: 100000 };
const shareId: JsonSchema = { type: 'string', pattern: '^BS-[0-9A-F]{8}$' };

/** What a line may share today: the range and fee of one share, the day's limits and what is left of them. */
export const balanceShareOptions: JsonSchema = open(
  {
    number: nonEmpty,
    balance: money,
    minAmount: money,
    maxAmount: money,
    fee: money,
    perDay: open({ count: { type: 'integer', minimum: 0 }, amount: money }, ['count', 'amount']),
    leftToday: open({ count: { type: 'integer', minimum: 0 }, amount: money }, ['count', 'amount']),
  },
  ['number', 'balance', 'minAmount', 'maxAmount', 'fee', 'perDay', 'leftToday'],
);
export const balanceShareOptionsResponse = envelope(balanceShareOptions);

/** Starting a share: to whom (a Sitara number, any usual spelling) and how many rupees. */
export const startBalanceShareRequest = request({ to: digits(10, 12), amount: rupees }, ['to', 'amount']);
export const confirmBalanceShareRequest = request({ requestId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' }, otpCode: digits(6) }, ['requestId', 'otpCode']);

export const SHARE_STATUSES = ['PENDING', 'DONE'] as const;
export const balanceShare: JsonSchema = open(
  {
    shareId,
    from: nonEmpty,
    to: nonEmpty,
    amount: money,
    fee: money,
    /** What leaves the sending line: amount + fee. */
    total: money,
    status: { enum: [...SHARE_STATUSES] },
    /** The code's request while PENDING (sent by SMS to the sending line), null once done. */
    requestId: { type: ['string', 'null'] },
    expiresIn: { type: ['integer', 'null'] },
    /** The sending line's balance after the share (DONE), or now (PENDING). */
    balance: money,
    createdAt: { type: 'integer' },
    doneAt: { type: ['integer', 'null'] },
  },
  ['shareId', 'from', 'to', 'amount', 'fee', 'total', 'status', 'requestId', 'expiresIn', 'balance', 'createdAt', 'doneAt'],
);
export const balanceShareResponse = envelope(balanceShare);

/** One advance of a line: what was lent, its fee, what is still owed. */
export const advance: JsonSchema = open(
  {
    advanceId: { type: 'string', pattern: '^EA-[0-9A-F]{8}$' },
    amount: money,
    fee: money,
    owed: money,
    status: { enum: ['OUTSTANDING', 'REPAID'] },
    takenAt: { type: 'integer' },
    repaidAt: { type: ['integer', 'null'] },
  },
  ['advanceId', 'amount', 'fee', 'owed', 'status', 'takenAt', 'repaidAt'],
);
/** Why a line cannot borrow now (null when it can). */
export const ADVANCE_REFUSALS = ['BALANCE_ABOVE_THRESHOLD', 'ADVANCE_OUTSTANDING', 'LINE_NOT_ACTIVE'] as const;
export const advanceOptions: JsonSchema = open(
  {
    number: nonEmpty,
    balance: money,
    threshold: money,
    offers: listOf(open({ amount: money, fee: money }, ['amount', 'fee'])),
    outstanding: { anyOf: [advance, { type: 'null' }] },
    refusal: { enum: [...ADVANCE_REFUSALS, null] },
  },
  ['number', 'balance', 'threshold', 'offers', 'outstanding', 'refusal'],
);
export const advanceOptionsResponse = envelope(advanceOptions);
export const takeAdvanceRequest = request({ amount: rupees }, ['amount']);
export const advanceResponse = envelope(open({ advance, balance: money }, ['advance', 'balance']));
