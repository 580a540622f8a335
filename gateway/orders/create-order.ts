import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { conflict, unprocessable } from '../http/gateway-error';
import { priceOrder, type PreviewInput } from './pricing';
import { MAX_LINES_PER_DOCUMENT, activeLines } from './lines';
import { ESIM_PLACEHOLDER } from '../seed/catalog-seed';
import { loadOrder, type OrderView } from './order-view';
import { abandonUnpaidOrders } from './stale-orders';
import { newEsimProfile } from './esim-profile';
import { fillBlankDetails } from '../auth/users';

export interface CreateOrderInput extends PreviewInput {
  email: string;
  channel: string;
  documentType: string;
  documentId: string;
  /** Required for a physical SIM (schema); an eSIM without delivery has none. */
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  slotId?: string;
  pickupLocationId?: string;
  deliveryAddress?: Record<string, string>;
  billingAddress?: Record<string, string>;
  sameAsBilling?: boolean;
  portIn?: { donorTelco: string; currentNumber: string };
  [k: string]: unknown;
}

export const newRef = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Creates an order. Once per Idempotency-Key: the registry requires one and the gateway's one rule
 * (gateway/http/idempotency.ts) runs this at most once per key and caller.
 */
export async function createOrder(
  q: Queryable,
  input: CreateOrderInput,
  ctx: { owner: string; holders?: readonly string[]; userId?: string; now: number },
): Promise<OrderView> {
  const ref = newRef('ORD');
  // Every holder the buyer may be (signed-in customer and device): a visitor's device lock counts after sign-up.
  const holders = ctx.holders?.length ? [...ctx.holders] : [ctx.owner];
  await abandonUnpaidOrders(q, holders, ctx.now);
  if (input.numberType === 'PORT_IN' && !input.portIn) throw unprocessable('PORT_IN_REQUIRED', 'body.portIn: is required for numberType PORT_IN');
  // One document's orders queue here, so parallel orders cannot pass the line limit together (issue 27).
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order-document:${input.documentId}`]);
  if ((await activeLines(q, input.documentId)) >= MAX_LINES_PER_DOCUMENT) {
    throw unprocessable('MAX_LINES_REACHED', `body.documentId: already holds ${MAX_LINES_PER_DOCUMENT} lines`);
  }
  const preview = await priceOrder(q, input);
  let number: string | null = input.portIn?.currentNumber ?? null;
  if (input.numberType === 'NEW') {
    const sold = await q.query('UPDATE numbers SET sold_to = $2 WHERE msisdn = $1 AND sold_to IS NULL AND locked_by = ANY($3::text[]) AND locked_until > $4 RETURNING msisdn', [
      input.selectedNumber, ref, holders, ctx.now,
    ]);
    if (!sold.rows.length) throw conflict('NUMBER_UNAVAILABLE', `body.selectedNumber: ${input.selectedNumber} is not reserved for you; lock it first`);
    number = input.simType === 'esim' && !input.selectedNumber ? ESIM_PLACEHOLDER : input.selectedNumber!;
  }
  await q.query(
    `INSERT INTO orders (ref, user_id, email, document_id, order_type, state, status, payload, preview, total, created_at, updated_at)
     VALUES ($1, $2, lower($3), $4, 'SIM_ONLY', 'INP', 'CREATED', $5::jsonb, $6::jsonb, $7, $8, $8)`,
    [ref, ctx.userId ?? null, input.email, input.documentId, JSON.stringify({ ...input, number, holders, ...(input.simType === 'esim' ? { esim: newEsimProfile() } : {}), ...(input.numberType === 'PORT_IN' ? { portInStatus: 'SUBMITTED' } : {}) }), JSON.stringify(preview), preview.total, ctx.now],
  );
  // A signed-in buyer's account takes the details this purchase gave where it has none (issue 30).
  if (ctx.userId) await fillBlankDetails(q, ctx.userId, input.personalDetails);
  const shipmentRef = input.simType === 'physical_sim' ? newRef('SHP') : null;
  if (shipmentRef) {
    await q.query(
      `INSERT INTO shipments (ref, order_ref, method, slot_id, location_id, address, status, updated_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'PENDING', $7)`,
      [shipmentRef, ref, input.deliveryMethod, input.slotId ?? null, input.pickupLocationId ?? null, JSON.stringify(input.deliveryAddress ?? input.billingAddress ?? null), ctx.now],
    );
  }
  await q.query(`INSERT INTO carts (id, email, user_id, status, items, created_at) VALUES ($1, lower($2), $3, 'PENDING', $4::jsonb, $5)`, [
    `CART-${ref}`, input.email, ctx.userId ?? null, JSON.stringify(preview.items), ctx.now,
  ]);
  return loadOrder(q, ref);
}
