/** Loyalty and promotion payloads (SPEC §7 "Loyalty", "Promotions", auto renewal). */
import { envelope, listOf, money, nonEmpty, open, request, type JsonSchema } from './common';

const tier: JsonSchema = { enum: ['SILVER', 'GOLD', 'PLATINUM'] };
const product: JsonSchema = open(
  { id: nonEmpty, name: nonEmpty, category: nonEmpty, points: { type: 'integer', minimum: 0 }, price: money, imageUrl: { type: 'string' } },
  ['id', 'name', 'category', 'points'],
);
export const loyaltyProductsQuery = request({ category: nonEmpty });
export const loyaltyProductsResponse = envelope(listOf(product));
export const productIdRequest = request({ productId: nonEmpty }, ['productId']);
const redemption: JsonSchema = open(
  { redemptionId: nonEmpty, productId: nonEmpty, status: { enum: ['COMPLETED', 'ALLOCATED', 'CLAIMED'] }, points: { type: 'integer' }, pointsBalance: { type: 'integer' }, createdAt: { type: 'integer' } },
  ['redemptionId', 'productId', 'status'],
);
export const redemptionResponse = envelope(redemption);
export const memberResponse = envelope(
  open({ customerId: nonEmpty, points: { type: 'integer' }, lifetimePoints: { type: 'integer' }, tier, memberSince: { type: 'integer' } }, ['customerId', 'points', 'tier']),
);
export const pointHistoryResponse = envelope(listOf(open({ points: { type: 'integer' }, reason: nonEmpty, at: { type: 'integer' } }, ['points', 'reason', 'at'])));
export const tierProgressResponse = envelope(
  open(
    { tier, lifetimePoints: { type: 'integer' }, nextTier: { type: ['string', 'null'] }, pointsToNext: { type: 'integer' }, tiers: listOf(open({ id: tier, minPoints: { type: 'integer' } }, ['id', 'minPoints'])) },
    ['tier', 'lifetimePoints', 'nextTier', 'pointsToNext', 'tiers'],
  ),
);
export const boostersResponse = envelope(listOf(open({ id: nonEmpty, name: nonEmpty, multiplier: { type: 'number' }, endsAt: { type: 'string' } }, ['id', 'name', 'multiplier'])));

export const rewardsResponse = envelope(listOf(open({ id: nonEmpty, name: nonEmpty, type: { enum: ['REWARD', 'EXTERNAL_REWARD'] }, allocated: { type: 'boolean' } }, ['id', 'name', 'type', 'allocated'])));
export const allocateRequest = request({ rewardId: nonEmpty }, ['rewardId']);
export const winbackRequest = request({ offerId: nonEmpty }, ['offerId']);
export const winbackResponse = envelope(open({ offerId: nonEmpty, claimed: { const: true }, discountPercent: { type: 'number' }, months: { type: 'integer' } }, ['offerId', 'claimed']));
export const subscriptionSpecsResponse = envelope(
  listOf(open({ productType: { enum: ['prepaid', 'postpaid', 'hybrid'] }, autoRenewal: { type: 'boolean' }, renewalDaysBefore: { type: 'integer' } }, ['productType', 'autoRenewal'])),
);
