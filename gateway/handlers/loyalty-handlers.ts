import { randomBytes, randomUUID } from 'node:crypto';
import type { Handler, HandlerContext, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../http/gateway-error';
import { LOYALTY_LINE_ALLOWANCES, PENDING_MS, boostersAt, categories, loyaltyProducts, rewards, subscriptionSpecifications, tiers, type LoyaltyProduct } from '../seed/loyalty-seed';
import { getContent } from '../seed/seed';
import { getUser } from '../auth/users';
import { loyaltyErrorCodes as codes } from '../../schemas/api/loyalty';
import type { LineRow } from '../lines/line-store';
import { DAY_MS, settleLinesOf } from '../lines/usage';
import { grant } from '../lines/allowances';
import { book } from '../lines/line-ledger';
import { balance, expireDue, isMember, join, joinedAt, nextExpiry, record, tierHistory, tierOf } from '../loyalty/ledger';
import { imageOf } from '../loyalty/images';
import { badCursor, pageSize as pageSizeOf, type PageAsk } from '../http/paging';

type Ctx = { services: HandlerContext['services']; caller?: { userId: string } };

const notMember = () => unprocessable(codes.NOT_A_MEMBER, 'caller: has not joined the loyalty programme');

/** Locks the customer's ledger for the transaction, expires due points and refuses a non-member. */
async function memberTx(q: Queryable, customerId: string, now: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`loyalty:${customerId}`]);
  if (!(await isMember(q, customerId))) throw notMember();
  await expireDue(q, customerId, now);
}

const ownMember = (ctx: { caller?: { userId: string }; params: { customerId: string } }) => {
  if (ctx.params.customerId !== ctx.caller!.userId) throw forbidden('params.customerId: is not the signed-in customer');
  return ctx.caller!.userId;
};

async function memberView(q: Queryable, id: string, now: number) {
  const b = await balance(q, id, now);
  const since = (await joinedAt(q, id)) ?? now;
  const expiring = await nextExpiry(q, id, now, b.points);
  return {
    customerId: id,
    points: b.points,
    pendingPoints: b.pending,
    lifetimePoints: b.lifetime,
    tier: tierOf(b.lifetime).id,
    memberSince: since,
    ...(expiring ? { expiring } : {}),
    tierHistory: await tierHistory(q, id, since, now),
  };
}

const member: Handler<never, never, { customerId: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const id = ownMember(ctx);
    const now = ctx.services.clock.now();
    await memberTx(q, id, now);
    return memberView(q, id, now);
  });

/** Joining: any signed-in customer except staff (telco users earn through the staff scheme); see
 * docs/decisions/2026-11-23-loyalty-programme.md. */
const joinProgramme: Handler = async ({ services, caller }) =>
  services.db.tx(async (q) => {
    const id = caller!.userId;
    const user = await getUser(q, id);
    if (user.telco_user) throw unprocessable(codes.NOT_ELIGIBLE_TO_JOIN, 'caller: staff accounts earn through the staff scheme, not the customer programme');
    const now = services.clock.now();
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`loyalty:${id}`]);
    await join(q, id, now);
    return memberView(q, id, now);
  });

const TYPE_SQL = `CASE WHEN reason LIKE 'EXPIRED%' THEN 'expired' WHEN points < 0 THEN 'spent' ELSE 'earned' END`;
/** Dates of the history filter are calendar days in Pakistan time. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+05:00`);

type HistoryAsk = { type?: string; from?: string; to?: string; page?: number; pageSize?: number } & PageAsk;

const history: Handler<never, HistoryAsk, { customerId: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const id = ownMember(ctx);
    const now = ctx.services.clock.now();
    await memberTx(q, id, now);
    const { type, from, to } = ctx.query;
    const fromMs = from ? dayStart(from) : undefined;
    const toMs = to ? dayStart(to) + 24 * 3600 * 1000 : undefined;
    if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs) throw badRequest('query.from: is after query.to');
    const byPage = ctx.query.page !== undefined || ctx.query.pageSize !== undefined;
    if (byPage && (ctx.query.after !== undefined || ctx.query.limit !== undefined)) throw badRequest('query.after: page and pageSize, or limit and after, not both');
    // A type filter is spelt out only when asked, so it reads index loyalty_ledger_customer_type in id order.
    const where = `customer_id = $1 AND ${type ? `${TYPE_SQL} = $2` : '$2::text IS NULL'} AND ($3::bigint IS NULL OR created_at >= $3) AND ($4::bigint IS NULL OR created_at < $4)`;
    const args = [id, type ?? null, fromMs ?? null, toMs ?? null];
    const select = (more: string, extra: unknown[]) =>
      q.query<{ id: string; points: number; reason: string; created_at: string; kind: string; available_at: string | null }>(
        `SELECT id, points, reason, created_at, available_at, ${TYPE_SQL} AS kind FROM loyalty_ledger WHERE ${where} ${more}`,
        [...args, ...extra],
      );
    const entryOf = (r: { id: string; points: number; reason: string; created_at: string; kind: string; available_at: string | null }) => {
      const productId = /^(?:REDEEM|BUY|REFUND) (\S+)/.exec(r.reason)?.[1];
      return {
        id: String(r.id),
        points: Number(r.points),
        reason: r.reason.split(' ')[0]!,
        type: r.kind,
        at: Number(r.created_at),
        ...(productId ? { productId } : {}),
        ...(r.available_at !== null && Number(r.available_at) > now ? { pending: true } : {}),
      };
    };
    if (byPage) {
      // Numbered pages (the older form): OFFSET and a count, whose cost grows with the history.
      const page = ctx.query.page ?? 1;
      const pageSize = ctx.query.pageSize ?? 10;
      const total = Number((await q.query<{ n: string }>(`SELECT count(*) AS n FROM loyalty_ledger WHERE ${where}`, args)).rows[0]?.n ?? 0);
      const { rows } = await select('ORDER BY id DESC LIMIT $5 OFFSET $6', [pageSize, (page - 1) * pageSize]);
      return { entries: rows.map(entryOf), total, page, pageSize };
    }
    // Keyset: newest first by id (index loyalty_ledger_customer), one more row read to know whether there is a next page.
    const limit = pageSizeOf(ctx.query);
    const after = ctx.query.after;
    if (after !== undefined && !(await q.query('SELECT 1 FROM loyalty_ledger WHERE id = $1 AND customer_id = $2', [after, id])).rows.length) throw badCursor();
    const { rows } = await select('AND ($5::bigint IS NULL OR id < $5) ORDER BY id DESC LIMIT $6', [after ?? null, limit + 1]);
    const entries = rows.slice(0, limit).map(entryOf);
    return { entries, next: rows.length > limit ? entries[entries.length - 1]!.id : null };
  });

const tierProgress: Handler = async ({ services, caller }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    await memberTx(q, caller!.userId, now);
    const { lifetime } = await balance(q, caller!.userId, now);
    const current = tierOf(lifetime);
    const next = tiers.find((t) => t.minPoints > lifetime);
    return { tier: current.id, lifetimePoints: lifetime, nextTier: next?.id ?? null, pointsToNext: next ? next.minPoints - lifetime : 0, tiers };
  });

/** Units of a product taken by every customer (pending and completed redemptions and purchases). */
async function taken(q: Queryable, productId: string, customerId?: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*) AS n FROM redemptions WHERE product_id = $1 AND status IN ('PENDING', 'COMPLETED') AND ($2::text IS NULL OR customer_id = $2)`,
    [productId, customerId ?? null],
  );
  return Number(rows[0]?.n ?? 0);
}

async function productView(q: Queryable, p: LoyaltyProduct, baseUrl: string, customerId?: string) {
  return {
    ...p,
    name: p.name.en,
    names: p.name,
    image: { ...imageOf(baseUrl, p.image), alt: p.name },
    imageUrl: imageOf(baseUrl, p.image).url,
    ...(p.stock !== undefined ? { stock: Math.max(0, p.stock - (await taken(q, p.id))) } : {}),
    ...(customerId ? { redeemedByMe: await taken(q, p.id, customerId) } : {}),
  };
}

const products: Handler<never, { category?: string; id?: string }> = async ({ services, caller, query }) => {
  const list = loyaltyProducts.filter((p) => (!query.category || p.category === query.category) && (!query.id || p.id === query.id));
  return Promise.all(list.map((p) => productView(services.db, p, services.baseUrl(), caller?.userId)));
};

const categoryList: Handler = async ({ services }) =>
  categories.map((c) => ({ id: c.id, name: c.name, image: { ...imageOf(services.baseUrl(), c.image), alt: c.name }, count: loyaltyProducts.filter((p) => p.category === c.id).length }));

const voucherCode = () => randomBytes(6).toString('hex').toUpperCase().replace(/(.{4})(?=.)/g, '$1-');

type RedemptionRow = { id: string; product_id: string; status: string; points: number; created_at: string; voucher_code: string | null; settles_at: string | null };

/** The API view of a redemption: the code only once it completed; a failure says how many points came back. */
function redemptionView(row: RedemptionRow, extra: Record<string, unknown> = {}) {
  const product = loyaltyProducts.find((p) => p.id === row.product_id);
  const done = row.status === 'COMPLETED';
  return {
    redemptionId: row.id,
    productId: row.product_id,
    status: row.status,
    points: Number(row.points),
    createdAt: Number(row.created_at),
    ...(done && row.voucher_code ? { voucherCode: row.voucher_code } : {}),
    ...(done && row.voucher_code && product?.qr ? { qrPayload: `SANDBOX-VOUCHER:${row.voucher_code}` } : {}),
    ...(row.status === 'FAILED' ? { pointsReturned: Math.max(0, -Number(row.points)) } : {}),
    ...extra,
  };
}

/**
 * Redeem spends points; buy is charged to an active line's airtime balance (the one named, else the newest) and
 * earns 10 % of the price as points, pending for the return window. Both refuse out of stock and over the limit;
 * redeem refuses too few points, buy no active line or too little airtime. One customer at a time (advisory
 * lock); the same Idempotency-Key answers the first redemption again (the gateway's one rule, gateway/http/idempotency.ts).
 */
const spend = (mode: 'redeem' | 'buy'): Handler<{ productId: string; number?: string }> => async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const { services, caller, body } = ctx;
    const product = loyaltyProducts.find((p) => p.id === body.productId);
    if (!product) throw notFound(`Loyalty product ${body.productId}`);
    const customerId = caller!.userId;
    const now = services.clock.now();
    await memberTx(q, customerId, now);
    if (mode === 'buy' && product.price <= 0) throw unprocessable('NOT_FOR_SALE', `body.productId: ${product.id} can only be redeemed with points`);
    // The customer's lines are brought up to now first (a renewal due before this purchase is charged first).
    const lineGift = LOYALTY_LINE_ALLOWANCES[product.id];
    const payer = mode === 'buy' || lineGift ? await payingLine(q, customerId, body.number, now, mode === 'buy') : undefined;
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`loyalty-stock:${product.id}`]);
    if (product.stock !== undefined && (await taken(q, product.id)) >= product.stock) throw unprocessable(codes.OUT_OF_STOCK, `body.productId: ${product.id} is out of stock`);
    if (product.limitPerCustomer !== undefined && (await taken(q, product.id, customerId)) >= product.limitPerCustomer) {
      throw unprocessable(codes.LIMIT_REACHED, `body.productId: ${product.id} is limited to ${product.limitPerCustomer} per customer`);
    }
    const available = (await balance(q, customerId, now)).points;
    if (mode === 'redeem' && available < product.points) {
      throw unprocessable(codes.INSUFFICIENT_POINTS, `body.productId: needs ${product.points} points, ${product.points - available} more than the ${available} available`);
    }
    let delta = -product.points;
    let charged: { chargedNumber: string; airtimeBalance: number } | undefined;
    if (payer && mode === 'buy') {
      const { rows: paid } = await q.query<{ airtime_balance: string }>(
        'UPDATE lines SET airtime_balance = airtime_balance - $2, updated_at = $3 WHERE order_ref = $1 AND airtime_balance >= $2 RETURNING airtime_balance',
        [payer.order_ref, product.price, now],
      );
      if (!paid[0]) {
        throw unprocessable(codes.INSUFFICIENT_BALANCE, `body.productId: costs Rs ${product.price}; line ${payer.number} has Rs ${Number(payer.airtime_balance)} of airtime`);
      }
      charged = { chargedNumber: payer.number, airtimeBalance: Number(paid[0].airtime_balance) };
    }
    if (mode === 'buy') {
      const optIns = await q.query<{ booster_id: string }>('SELECT booster_id FROM loyalty_booster_optins WHERE customer_id = $1', [customerId]);
      const boost = boostersAt(now).find((b) => b.appliesTo === product.category && b.startsAt <= now && now < b.endsAt && optIns.rows.some((o) => o.booster_id === b.id));
      delta = Math.floor((product.price / 10) * (boost?.multiplier ?? 1));
    }
    await record(q, customerId, delta, `${mode.toUpperCase()} ${product.id}`, now, mode === 'buy' ? now + PENDING_MS : undefined);
    const id = `RD-${randomUUID().slice(0, 8).toUpperCase()}`;
    const settles = product.settleMs ? now + product.settleMs : null;
    const { rows } = await q.query<RedemptionRow>(
      `INSERT INTO redemptions (id, customer_id, product_id, points, status, created_at, voucher_code, settles_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      // A reward added to the line is not a voucher: no code to show beside "added to your line" (issue 46).
      [id, customerId, product.id, delta, settles ? 'PENDING' : 'COMPLETED', now, payer && lineGift ? null : voucherCode(), settles],
    );
    if (payer && charged) await book(q, payer.order_ref, { kind: 'CHARGE', what: 'LOYALTY_PURCHASE', item: product.id, amount: product.price, tax: null, airtime: -product.price, reference: id, at: now });
    if (payer && lineGift) {
      // Added to the line at once, for its days (gateway/lines/allowances.ts).
      await grant(q, payer.order_ref, { kind: 'REWARD', item: product.id, name: product.name.en, reference: id, units: lineGift, startsAt: now, expiresAt: now + lineGift.days * DAY_MS });
    }
    return redemptionView(rows[0]!, { pointsBalance: (await balance(q, customerId, now)).points, ...charged });
  });

/**
 * The active line whose airtime pays a purchase (or that a redeemed allowance is added to), locked and up to now:
 * the one the customer named, else their newest active one. A redemption (`required` false) with no active line
 * named goes ahead without one.
 */
async function payingLine(q: Queryable, customerId: string, number: string | undefined, now: number, required: boolean): Promise<LineRow | undefined> {
  await settleLinesOf(q, customerId, now);
  const { rows } = await q.query<LineRow>(
    `SELECT * FROM lines WHERE user_id = $1 AND status = 'Active' AND ($2::text IS NULL OR number = $2) ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [customerId, number ?? null],
  );
  if (!rows[0] && (required || number)) {
    throw unprocessable(codes.NO_ACTIVE_LINE, number ? `body.number: ${number} is not an active line of yours` : 'caller: a purchase is charged to an active line, and you have none');
  }
  return rows[0];
}

/** A pending redemption completes once its partner has confirmed (settles_at has passed). */
const redemption: Handler<never, never, { redemptionId: string }> = async ({ services, caller, params }) => {
  const now = services.clock.now();
  const { rows } = await services.db.query<RedemptionRow>(
    `UPDATE redemptions SET status = CASE WHEN status = 'PENDING' AND settles_at <= $3 THEN 'COMPLETED' ELSE status END
      WHERE id = $1 AND customer_id = $2 RETURNING *`,
    [params.redemptionId, caller!.userId, now],
  );
  if (!rows[0]) throw notFound(`Redemption ${params.redemptionId}`);
  return redemptionView(rows[0]);
};

async function boosterList(ctx: Ctx) {
  const now = ctx.services.clock.now();
  const optIns = ctx.caller ? (await ctx.services.db.query<{ booster_id: string }>('SELECT booster_id FROM loyalty_booster_optins WHERE customer_id = $1', [ctx.caller.userId])).rows : [];
  return boostersAt(now).map((b) => ({ ...b, name: b.name.en, names: b.name, optedIn: optIns.some((o) => o.booster_id === b.id) }));
}

const optIn: Handler<never, never, { campaignId: string }> = async (ctx) => {
  const now = ctx.services.clock.now();
  const booster = boostersAt(now).find((b) => b.id === ctx.params.campaignId);
  if (!booster) throw notFound(`Booster campaign ${ctx.params.campaignId}`);
  if (!(await isMember(ctx.services.db, ctx.caller!.userId))) throw notMember();
  if (booster.endsAt <= now) throw conflict('BOOSTER_ENDED', `params.campaignId: ${booster.id} has ended`);
  await ctx.services.db.query('INSERT INTO loyalty_booster_optins (customer_id, booster_id, opted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [ctx.caller!.userId, booster.id, now]);
  return (await boosterList(ctx)).find((b) => b.id === booster.id);
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
  GET_LOYALTY_PRODUCTS: products,
  GET_LOYALTY_CATEGORIES: categoryList,
  REDEEM_LOYALTY_PRODUCT: spend('redeem'),
  BUY_LOYALTY_PRODUCT: spend('buy'),
  GET_LOYALTY_MEMBER: member,
  JOIN_LOYALTY: joinProgramme,
  GET_LOYALTY_POINT_HISTORY: history,
  GET_LOYALTY_TIER_PROGRESS: tierProgress,
  GET_LOYALTY_BOOSTERS: async (ctx: Ctx) => boosterList(ctx),
  OPT_IN_LOYALTY_BOOSTER: optIn,
  GET_REDEMPTION_STATUS: redemption,
  GET_USER_REWARDS: userRewards,
  ALLOCATE_REWARD: allocate,
  CLAIM_WINBACK: winback,
  GET_SUBSCRIPTION_SPECIFICATIONS: async () => subscriptionSpecifications,
};
