/** Loyalty and promotion payloads (SPEC §7 "Loyalty", "Promotions", auto renewal). */
import { calendarDate, digits, envelope, listOf, money, nonEmpty, open, paging, request, type JsonSchema } from './common';

const tier: JsonSchema = { enum: ['SILVER', 'GOLD', 'PLATINUM'] };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const epochMs: JsonSchema = { type: 'integer' };
/** A text in both languages of the product. */
const text: JsonSchema = open({ en: { type: 'string' }, ur: { type: 'string' } }, ['en', 'ur']);
/** An image the gateway serves, with its intrinsic size so the page reserves its space. */
const image: JsonSchema = open({ url: nonEmpty, width: count, height: count, alt: text }, ['url', 'width', 'height']);

/**
 * Refusals of the loyalty calls, in the style of SPEC §8's catalogue (the screen turns each into words):
 * too few points, out of stock, over the per-customer limit, not a member, not allowed to join.
 */
export const loyaltyErrorCodes = {
  INSUFFICIENT_POINTS: 4224101,
  OUT_OF_STOCK: 4224102,
  LIMIT_REACHED: 4224103,
  NOT_A_MEMBER: 4224104,
  NOT_ELIGIBLE_TO_JOIN: 4224105,
  /** A purchase is charged to a line's airtime: the customer has no active line (or named one that is not). */
  NO_ACTIVE_LINE: 4224106,
  /** The line's airtime balance is below the price. */
  INSUFFICIENT_BALANCE: 4224107,
} as const;

const product: JsonSchema = open(
  {
    id: nonEmpty,
    name: { type: 'string' },
    names: text,
    description: text,
    category: nonEmpty,
    points: count,
    price: money,
    imageUrl: { type: 'string' },
    image,
    /** Units left; absent: unlimited. */
    stock: count,
    limitPerCustomer: count,
    /** How many the signed-in caller has redeemed (present when a token was sent). */
    redeemedByMe: count,
    qr: { type: 'boolean' },
  },
  ['id', 'name', 'category', 'points'],
);
export const loyaltyProductsQuery = request({ category: nonEmpty, id: nonEmpty });
export const loyaltyProductsResponse = envelope(listOf(product));
export const loyaltyCategoriesResponse = envelope(listOf(open({ id: nonEmpty, name: text, image, count }, ['id', 'name', 'image', 'count'])));
export const productIdRequest = request({ productId: nonEmpty }, ['productId']);
/** A purchase names the line whose airtime pays (its number); without one, the customer's newest active line pays. */
export const buyRequest = request({ productId: nonEmpty, number: digits(10, 12) }, ['productId']);
const redemption: JsonSchema = open(
  {
    redemptionId: nonEmpty,
    productId: nonEmpty,
    status: { enum: ['PENDING', 'COMPLETED', 'FAILED', 'ALLOCATED', 'CLAIMED'] },
    points: { type: 'integer' },
    pointsBalance: { type: 'integer' },
    createdAt: epochMs,
    /** The voucher or activation code, once the redemption completed. */
    voucherCode: nonEmpty,
    /** What the QR code encodes, for rewards shown at a partner's till. */
    qrPayload: nonEmpty,
    /** Points given back when a redemption failed. */
    pointsReturned: count,
    /** A purchase: the line whose airtime paid, and its balance after it. */
    chargedNumber: nonEmpty,
    airtimeBalance: money,
  },
  ['redemptionId', 'productId', 'status'],
);
export const redemptionResponse = envelope(redemption);
export const memberResponse = envelope(
  open(
    {
      customerId: nonEmpty,
      points: { type: 'integer' },
      pendingPoints: count,
      lifetimePoints: { type: 'integer' },
      tier,
      memberSince: epochMs,
      /** The next points to expire and when (absent when nothing is due). */
      expiring: open({ points: count, at: epochMs }, ['points', 'at']),
      tierHistory: listOf(open({ tier, since: epochMs }, ['tier', 'since'])),
    },
    ['customerId', 'points', 'tier'],
  ),
);
export const joinLoyaltyRequest = request({ acceptTerms: { const: true } }, ['acceptTerms']);
export const pointHistoryQuery = request({
  type: { enum: ['earned', 'spent', 'expired'] },
  from: calendarDate,
  to: calendarDate,
  page: { type: 'integer', minimum: 1, maximum: 10000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50 },
  // Keyset paging (issue 31): `after` is the id of the last entry of the page before; page/pageSize still work.
  limit: paging.limit,
  after: { type: 'string', pattern: '^[0-9]{1,18}$' },
});
const historyEntry: JsonSchema = open(
  { id: nonEmpty, points: { type: 'integer' }, reason: nonEmpty, type: { enum: ['earned', 'spent', 'expired'] }, at: epochMs, productId: nonEmpty, pending: { type: 'boolean' } },
  ['points', 'reason', 'at'],
);
/** By page (page, pageSize): with the total; by keyset (limit, after, or neither): `next` is the `after` of the next page, null at the end. */
export const pointHistoryResponse = envelope(open({ entries: listOf(historyEntry), total: count, page: count, pageSize: count, next: { type: ['string', 'null'] } }, ['entries']));
export const tierProgressResponse = envelope(
  open(
    {
      tier,
      lifetimePoints: { type: 'integer' },
      nextTier: { type: ['string', 'null'] },
      pointsToNext: { type: 'integer' },
      tiers: listOf(open({ id: tier, minPoints: { type: 'integer' }, benefits: listOf(text) }, ['id', 'minPoints'])),
    },
    ['tier', 'lifetimePoints', 'nextTier', 'pointsToNext', 'tiers'],
  ),
);
const booster: JsonSchema = open(
  { id: nonEmpty, name: { type: 'string' }, names: text, multiplier: { type: 'number' }, appliesTo: nonEmpty, startsAt: epochMs, endsAt: epochMs, optedIn: { type: 'boolean' } },
  ['id', 'name', 'multiplier'],
);
export const boostersResponse = envelope(listOf(booster));
export const boosterOptInResponse = envelope(booster);

export const rewardsResponse = envelope(listOf(open({ id: nonEmpty, name: nonEmpty, nameUr: { type: 'string' }, type: { enum: ['REWARD', 'EXTERNAL_REWARD'] }, allocated: { type: 'boolean' } }, ['id', 'name', 'type', 'allocated'])));
export const allocateRequest = request({ rewardId: nonEmpty }, ['rewardId']);
export const winbackRequest = request({ offerId: nonEmpty }, ['offerId']);
export const winbackResponse = envelope(open({ offerId: nonEmpty, claimed: { const: true }, discountPercent: { type: 'number' }, months: { type: 'integer' } }, ['offerId', 'claimed']));
export const subscriptionSpecsResponse = envelope(
  listOf(open({ productType: { enum: ['prepaid', 'postpaid', 'hybrid'] }, autoRenewal: { type: 'boolean' }, renewalDaysBefore: { type: 'integer' } }, ['productType', 'autoRenewal'])),
);
