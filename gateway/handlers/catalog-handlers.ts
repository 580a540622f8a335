import { languageOf, localiseItem } from '../catalog/localise';
import type { Handler, HandlerMap } from '../http/context';
import { badRequest, conflict, notFound } from '../http/gateway-error';
import { getContent } from '../seed/seed';
import { MAX_LINES_PER_DOCUMENT, activeLines } from '../orders/lines';

/** How long a selected number stays reserved for one customer. */
export const NUMBER_LOCK_SECONDS = 600;

type Variant = { id: string; productType?: string; productTypes?: string[]; category?: string };

const variants: Handler<never, { productType?: string; category?: string }> = async ({ services, query, req }) => {
  const plans = await getContent<Variant[]>(services.db, 'plans');
  const language = languageOf(req.headers['accept-language']);
  return plans.filter((p) => (!query.productType || p.productType === query.productType) && (!query.category || p.category === query.category)).map((p) => localiseItem(p, language));
};

const eligibleAddons: Handler<never, { planId: string }> = async ({ services, query, req }) => {
  const plan = (await getContent<Variant[]>(services.db, 'plans')).find((p) => p.id === query.planId);
  if (!plan) throw notFound(`Plan ${query.planId}`);
  const language = languageOf(req.headers['accept-language']);
  return (await getContent<Variant[]>(services.db, 'addons')).filter((a) => a.productTypes?.includes(plan.productType ?? '')).map((a) => localiseItem(a, language));
};

interface NumberRow { msisdn: string; category: string; number_class: string; price: string }
/**
 * GET_NUMBERS: free numbers, plus the ones the caller holds (locked by their token or device id) listed first,
 * newest lock first, so a returning customer finds the number they chose; other holders' numbers stay hidden.
 */
const numbers: Handler<never, { category?: string; limit?: number; search?: string }> = async (ctx) => {
  const { services, query } = ctx;
  const { rows } = await services.db.query<NumberRow>(
    `SELECT msisdn, category, number_class, price FROM numbers
     WHERE sold_to IS NULL AND ($2::text IS NULL OR category = $2) AND ($3::text IS NULL OR msisdn LIKE '%' || $3 || '%')
       AND (locked_until IS NULL OR locked_until <= $1 OR locked_by = ANY($5::text[]))
     ORDER BY CASE WHEN locked_until > $1 AND locked_by = ANY($5::text[]) THEN locked_until END DESC NULLS LAST, msisdn LIMIT $4`,
    [services.clock.now(), query.category ?? null, query.search ?? null, query.limit ?? 12, callerHolders(ctx)],
  );
  return rows.map((r) => ({ number: r.msisdn, category: r.category, numberClass: r.number_class, price: Number(r.price) }));
};

const DEVICE_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** Every lock holder the caller may be: the signed-in customer and the device (either may have taken the lock). */
function callerHolders(ctx: { caller?: { userId: string }; req: { headers: Record<string, unknown> } }): string[] {
  const device = ctx.req.headers['device-id'];
  return [
    ...(ctx.caller ? [`user:${ctx.caller.userId}`] : []),
    ...(typeof device === 'string' && DEVICE_ID.test(device) ? [`device:${device}`] : []),
  ];
}

/** Who holds a lock: the signed-in customer, else the device (SPEC §7: every call sends a device id). */
export function lockOwner(ctx: { caller?: { userId: string }; req: { headers: Record<string, unknown> } }): string {
  if (ctx.caller) return `user:${ctx.caller.userId}`;
  const device = ctx.req.headers['device-id'];
  if (typeof device !== 'string' || !DEVICE_ID.test(device)) throw badRequest('headers.device-id: is required without a signed-in user');
  return `device:${device}`;
}

/**
 * LOCK_NUMBER: one atomic UPDATE, so of two customers racing for a number exactly one wins. The caller may take
 * over their own lock (a guest's device lock passes to them once signed in, as GET_NUMBERS lists it as theirs).
 */
const lockNumber: Handler<never, never, { selectedNumber: string }> = async (ctx) => {
  const { services, params } = ctx;
  const owner = lockOwner(ctx);
  const now = services.clock.now();
  const until = now + NUMBER_LOCK_SECONDS * 1000;
  const { rows } = await services.db.query<{ msisdn: string }>(
    `UPDATE numbers SET locked_by = $2, locked_until = $3
     WHERE msisdn = $1 AND sold_to IS NULL AND (locked_by IS NULL OR locked_by = ANY($5::text[]) OR locked_until <= $4) RETURNING msisdn`,
    [params.selectedNumber, owner, until, now, [owner, ...callerHolders(ctx)]],
  );
  if (!rows[0]) {
    const exists = await services.db.query('SELECT 1 FROM numbers WHERE msisdn = $1', [params.selectedNumber]);
    if (!exists.rows.length) throw notFound(`Number ${params.selectedNumber}`);
    throw conflict('NUMBER_UNAVAILABLE', `Number ${params.selectedNumber} is reserved by another customer`);
  }
  return { number: params.selectedNumber, lockedUntil: until, expiresIn: NUMBER_LOCK_SECONDS };
};

const linesEligibility: Handler<never, { documentId?: string }> = async ({ services, query }) => {
  if (!query.documentId) return { enabled: true, maxLines: MAX_LINES_PER_DOCUMENT };
  const lines = await activeLines(services.db, query.documentId);
  return { enabled: true, eligible: lines < MAX_LINES_PER_DOCUMENT, lines, maxLines: MAX_LINES_PER_DOCUMENT };
};

export const catalogHandlers: HandlerMap = {
  GET_PRODUCT_VARIANTS: variants,
  GET_ELIGIBLE_ADDONS: eligibleAddons,
  GET_NUMBER_CATEGORIES: async ({ services, req }) =>
    (await getContent<unknown[]>(services.db, 'number_categories')).map((c) => localiseItem(c, languageOf(req.headers['accept-language']))),
  GET_NUMBERS: numbers,
  LOCK_NUMBER: lockNumber,
  GET_GOLDEN_NUMBER_CATEGORIES: async ({ services }) => getContent(services.db, 'golden_categories'),
  GET_NUMBER_OF_LINES_SPEC: async () => ({ maxLinesPerDocument: MAX_LINES_PER_DOCUMENT }),
  GET_NUMBER_OF_LINES_ELIGIBILITY: linesEligibility,
  GET_NATIONALITIES: async ({ services }) => getContent(services.db, 'nationalities'),
};
