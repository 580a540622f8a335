import { randomUUID } from 'node:crypto';
import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { conflict, forbidden, notFound, unprocessable } from '../http/gateway-error';
import { WELCOME_POINTS, boosters, loyaltyProducts, rewards, subscriptionSpecifications, tiers } from '../seed/loyalty-seed';
import { getContent } from '../seed/seed';

/** Joins the programme on first contact: the welcome bonus is inserted once (unique index). */
async function ensureMember(q: Queryable, customerId: string, now: number): Promise<void> {
  await q.query(
    `INSERT INTO loyalty_ledger (customer_id, points, reason, created_at) VALUES ($1, $2, 'WELCOME', $3)
     ON CONFLICT (customer_id) WHERE reason = 'WELCOME' DO NOTHING`,
    [customerId, WELCOME_POINTS, now],
  );
}

async function balance(q: Queryable, customerId: string) {
  const { rows } = await q.query<{ points: string | null; lifetime: string | null; since: string | null }>(
    'SELECT sum(points) AS points, sum(greatest(points, 0)) AS lifetime, min(created_at) AS since FROM loyalty_ledger WHERE customer_id = $1',
    [customerId],
  );
  return { points: Number(rows[0]?.points ?? 0), lifetime: Number(rows[0]?.lifetime ?? 0), since: Number(rows[0]?.since ?? 0) };
}

const tierOf = (lifetime: number) => [...tiers].reverse().find((t) => lifetime >= t.minPoints)!;

const ownMember = (ctx: { caller?: { userId: string }; params: { customerId: string } }) => {
  if (ctx.params.customerId !== ctx.caller!.userId) throw forbidden('params.customerId: is not the signed-in customer');
  return ctx.caller!.userId;
};

const member: Handler<never, never, { customerId: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const id = ownMember(ctx);
    await ensureMember(q, id, ctx.services.clock.now());
    const b = await balance(q, id);
    return { customerId: id, points: b.points, lifetimePoints: b.lifetime, tier: tierOf(b.lifetime).id, memberSince: b.since };
  });

const history: Handler<never, never, { customerId: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const id = ownMember(ctx);
    await ensureMember(q, id, ctx.services.clock.now());
    const { rows } = await q.query<{ points: number; reason: string; created_at: string }>('SELECT points, reason, created_at FROM loyalty_ledger WHERE customer_id = $1 ORDER BY id DESC', [id]);
    return rows.map((r) => ({ points: Number(r.points), reason: r.reason, at: Number(r.created_at) }));
  });

const tierProgress: Handler = async ({ services, caller }) =>
  services.db.tx(async (q) => {
    await ensureMember(q, caller!.userId, services.clock.now());
    const { lifetime } = await balance(q, caller!.userId);
    const current = tierOf(lifetime);
    const next = tiers.find((t) => t.minPoints > lifetime);
    return { tier: current.id, lifetimePoints: lifetime, nextTier: next?.id ?? null, pointsToNext: next ? next.minPoints - lifetime : 0, tiers };
  });

/** Redeem spends points; buy pays money and earns 10 % of the price as points. One customer at a time (advisory lock). */
const spend = (mode: 'redeem' | 'buy'): Handler<{ productId: string }> => async ({ services, caller, body }) =>
  services.db.tx(async (q) => {
    const product = loyaltyProducts.find((p) => p.id === body.productId);
    if (!product) throw notFound(`Loyalty product ${body.productId}`);
    const customerId = caller!.userId;
    const now = services.clock.now();
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [customerId]);
    await ensureMember(q, customerId, now);
    const delta = mode === 'redeem' ? -product.points : Math.floor(product.price / 10);
    if (mode === 'redeem' && (await balance(q, customerId)).points < product.points) throw unprocessable('INSUFFICIENT_POINTS', `body.productId: needs ${product.points} points`);
    await q.query('INSERT INTO loyalty_ledger (customer_id, points, reason, created_at) VALUES ($1, $2, $3, $4)', [customerId, delta, `${mode.toUpperCase()} ${product.id}`, now]);
    const redemptionId = `RD-${randomUUID().slice(0, 8).toUpperCase()}`;
    await q.query(`INSERT INTO redemptions (id, customer_id, product_id, points, status, created_at) VALUES ($1, $2, $3, $4, 'COMPLETED', $5)`, [redemptionId, customerId, product.id, delta, now]);
    return { redemptionId, productId: product.id, status: 'COMPLETED', points: delta, pointsBalance: (await balance(q, customerId)).points, createdAt: now };
  });

const redemption: Handler<never, never, { redemptionId: string }> = async ({ services, caller, params }) => {
  const { rows } = await services.db.query<{ id: string; product_id: string; status: string; points: number; created_at: string }>(
    'SELECT * FROM redemptions WHERE id = $1 AND customer_id = $2',
    [params.redemptionId, caller!.userId],
  );
  if (!rows[0]) throw notFound(`Redemption ${params.redemptionId}`);
  return { redemptionId: rows[0].id, productId: rows[0].product_id, status: rows[0].status, points: Number(rows[0].points), createdAt: Number(rows[0].created_at) };
};

/** Allocations and win-back claims are once per customer and reward (unique index), kept in redemptions. */
const once = (status: 'ALLOCATED' | 'CLAIMED', id: string, customerId: string, now: number, q: Queryable) =>
  q.query(`INSERT INTO redemptions (id, customer_id, product_id, points, status, created_at) VALUES ($1, $2, $3, 0, $4, $5) ON CONFLICT DO NOTHING RETURNING id`, [
    `RD-${randomUUID().slice(0, 8).toUpperCase()}`, customerId, id, status, now,
  ]);

const userRewards: Handler = async ({ services, caller }) => {
  const { rows } = await services.db.query<{ product_id: string }>(`SELECT product_id FROM redemptions WHERE customer_id = $1 AND status = 'ALLOCATED'`, [caller!.userId]);
  const allocated = new Set(rows.map((r) => r.product_id));
  return rewards.map((r) => ({ ...r, allocated: allocated.has(r.id) }));
};

const allocate: Handler<{ rewardId: string }> = async ({ services, caller, body }) => {
  if (!rewards.some((r) => r.id === body.rewardId)) throw notFound(`Reward ${body.rewardId}`);
  const { rows } = await once('ALLOCATED', body.rewardId, caller!.userId, services.clock.now(), services.db);
  if (!rows.length) throw conflict('ALREADY_ALLOCATED', `body.rewardId: ${body.rewardId} is already allocated`);
  return { redemptionId: String(rows[0]!.id), productId: body.rewardId, status: 'ALLOCATED' };
};

const winback: Handler<{ offerId: string }> = async ({ services, caller, body }) => {
  const settings = await getContent<{ offers: Array<{ id: string; discountPercent: number; months: number }> }>(services.db, 'winback_settings');
  const offer = settings.offers.find((o) => o.id === body.offerId);
  if (!offer) throw notFound(`Win-back offer ${body.offerId}`);
  const { rows } = await once('CLAIMED', offer.id, caller!.userId, services.clock.now(), services.db);
  if (!rows.length) throw conflict('ALREADY_CLAIMED', `body.offerId: ${offer.id} was already claimed`);
  return { offerId: offer.id, claimed: true, discountPercent: offer.discountPercent, months: offer.months };
};

export const loyaltyHandlers: HandlerMap = {
  GET_LOYALTY_PRODUCTS: async ({ query }: { query: { category?: string } }) => loyaltyProducts.filter((p) => !query.category || p.category === query.category),
  REDEEM_LOYALTY_PRODUCT: spend('redeem'),
  BUY_LOYALTY_PRODUCT: spend('buy'),
  GET_LOYALTY_MEMBER: member,
  GET_LOYALTY_POINT_HISTORY: history,
  GET_LOYALTY_TIER_PROGRESS: tierProgress,
  GET_LOYALTY_BOOSTERS: async () => boosters,
  GET_REDEMPTION_STATUS: redemption,
  GET_USER_REWARDS: userRewards,
  ALLOCATE_REWARD: allocate,
  CLAIM_WINBACK: winback,
  GET_SUBSCRIPTION_SPECIFICATIONS: async () => subscriptionSpecifications,
};
