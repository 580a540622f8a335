import { randomUUID } from 'node:crypto';
import type { Handler, HandlerMap } from '../http/context';
import { badRequest, notFound, unprocessable } from '../http/gateway-error';
import { applyReschedule, nextRescheduleFee, rescheduleRefusal, reschedulesOf, slotInWords } from '../delivery/reschedule';
import { SLOT_WINDOWS, addressLookups, deliveryMethods, pickupLocations, retailStores } from '../seed/delivery-seed';
import type { Queryable } from '../db/database';
import { orderAccess, ownOrder } from './order-handlers';
import { createPayment } from '../payments/payments';
import { closeOpenPayments } from '../payments/payables';
import { trackShipment } from '../orders/shipment-progress';
import { findPlaces, placeWordsIn } from '../delivery/store-finder';
import { languageOf } from '../catalog/localise';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Slot ids are `SLOT-YYYYMMDD-n`: derived, so any id can be checked without a table. */
function slotFromId(id: string, now: number) {
  const m = /^SLOT-(\d{4})(\d{2})(\d{2})-([1-3])$/.exec(id);
  if (!m) return undefined;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const window = SLOT_WINDOWS[Number(m[4]) - 1]!;
  return { id, date, from: window[0], to: window[1], available: Date.parse(`${date}T00:00:00Z`) > now };
}

const slots: Handler<never, { from?: string; days?: number }> = async ({ services, query }) => {
  const now = services.clock.now();
  const start = query.from ? Date.parse(`${query.from}T00:00:00Z`) : Date.parse(`${isoDate(now + DAY)}T00:00:00Z`);
  return Array.from({ length: query.days ?? 7 }, (_, d) => isoDate(start + d * DAY)).flatMap((date) =>
    SLOT_WINDOWS.map((_, i) => slotFromId(`SLOT-${date.replace(/-/g, '')}-${i + 1}`, now)!),
  );
};

const slot: Handler<never, never, { slotId: string }> = async ({ services, params }) => {
  const s = slotFromId(params.slotId, services.clock.now());
  if (!s) throw notFound(`Slot ${params.slotId}`);
  return s;
};

interface ShipmentRow { ref: string; order_ref: string; method: string; slot_id: string | null; location_id: string | null; status: string; updated_at: string }
const toShipment = (r: ShipmentRow) => ({ shipmentRef: r.ref, orderRef: r.order_ref, method: r.method, slotId: r.slot_id, locationId: r.location_id, status: r.status });

/** A shipment of the caller's own order, to change (anyone else's: 404, order-handlers.ts ownOrder). */
async function ownedShipment(q: Queryable, ctx: Parameters<Handler>[0], ref: string): Promise<ShipmentRow> {
  const { rows } = await q.query<ShipmentRow>('SELECT * FROM shipments WHERE ref = $1 FOR UPDATE', [ref]);
  if (!rows[0]) throw notFound(`Shipment ${ref}`);
  await ownOrder(q, ctx, rows[0].order_ref);
  return rows[0];
}

const setPickup: Handler<{ shipmentRef: string; locationId: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    if (!pickupLocations.some((l) => l.id === ctx.body.locationId)) throw notFound(`Pickup location ${ctx.body.locationId}`);
    const s = await ownedShipment(q, ctx as Parameters<Handler>[0], ctx.body.shipmentRef);
    const { rows } = await q.query<ShipmentRow>(`UPDATE shipments SET method = 'SELF_PICKUP', location_id = $2, updated_at = $3 WHERE ref = $1 RETURNING *`, [s.ref, ctx.body.locationId, ctx.services.clock.now()]);
    return toShipment(rows[0]!);
  });

/**
 * The first reschedule of a shipment is free and applies at once; later ones cost the reschedule fee and apply
 * when paid (RESCHEDULE_PAYMENT). A delivered, collected or closed order's SIM cannot be rescheduled.
 */
const reschedule: Handler<{ shipmentRef: string; slotId: string; deliveryAddress?: object; contact?: object }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const now = ctx.services.clock.now();
    const s = await ownedShipment(q, ctx as Parameters<Handler>[0], ctx.body.shipmentRef);
    const order = await ownOrder(q, ctx as Parameters<Handler>[0], s.order_ref);
    const refusal = rescheduleRefusal({ ...s, status: (await trackShipment(q, s, now)).status }, order.status);
    if (refusal) throw unprocessable(refusal, `Shipment ${s.ref} (${s.method}, ${s.status}) of an order in status ${order.status} cannot be rescheduled`);
    const target = slotFromId(ctx.body.slotId, now);
    if (!target?.available) throw badRequest(`body.slotId: ${ctx.body.slotId} is not an available slot`);
    const fee = await nextRescheduleFee(q, s.ref);
    // A new reschedule replaces an earlier one still waiting for its fee: that one and its open payment close.
    const replaced = await q.query<{ id: string }>('UPDATE reschedules SET cancelled_at = $2 WHERE shipment_ref = $1 AND NOT paid AND cancelled_at IS NULL RETURNING id', [s.ref, now]);
    for (const r of replaced.rows) await closeOpenPayments(q, { purpose: 'reschedule', orderRef: s.order_ref, purposeRef: r.id }, now);
    const rescheduleId = `RS-${randomUUID().slice(0, 8).toUpperCase()}`;
    await q.query('INSERT INTO reschedules (id, shipment_ref, slot_id, fee, paid, created_at, address, contact) VALUES ($1, $2, $3, $4, false, $5, $6::jsonb, $7::jsonb)', [
      rescheduleId, s.ref, target.id, fee, now,
      ctx.body.deliveryAddress ? JSON.stringify(ctx.body.deliveryAddress) : null,
      ctx.body.contact ? JSON.stringify(ctx.body.contact) : null,
    ]);
    if (fee === 0) await applyReschedule(q, rescheduleId, now);
    return { rescheduleId, shipmentRef: s.ref, slotId: target.id, fee, paymentRequired: fee > 0 };
  });

const reschedulePayment: Handler<{ successUrl?: string; failureUrl?: string }, never, { rescheduleId: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const { rows } = await q.query<{ shipment_ref: string; fee: string; paid: boolean }>('SELECT shipment_ref, fee, paid FROM reschedules WHERE id = $1', [ctx.params.rescheduleId]);
    const r = rows[0];
    if (!r) throw notFound(`Reschedule ${ctx.params.rescheduleId}`);
    const s = await ownedShipment(q, ctx as Parameters<Handler>[0], r.shipment_ref);
    if (Number(r.fee) <= 0) throw badRequest('params.rescheduleId: needs no payment');
    return createPayment(q, ctx.services, {
      orderRef: s.order_ref, amount: Number(r.fee), method: 'CARD', purpose: 'reschedule', purposeRef: ctx.params.rescheduleId,
      successUrl: ctx.body?.successUrl ?? `${ctx.services.config.appOrigin}/reschedule/payment-success`,
      failureUrl: ctx.body?.failureUrl ?? `${ctx.services.config.appOrigin}/reschedule/payment`,
    });
  });

const updateShipment: Handler<{ deliveryAddress?: object; slotId?: string }, never, { shipmentRef: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const s = await ownedShipment(q, ctx as Parameters<Handler>[0], ctx.params.shipmentRef);
    if (ctx.body.slotId && !slotFromId(ctx.body.slotId, ctx.services.clock.now())?.available) throw badRequest(`body.slotId: ${ctx.body.slotId} is not an available slot`);
    const { rows } = await q.query<ShipmentRow>(
      'UPDATE shipments SET slot_id = coalesce($2, slot_id), address = coalesce($3::jsonb, address), updated_at = $4 WHERE ref = $1 RETURNING *',
      [s.ref, ctx.body.slotId ?? null, ctx.body.deliveryAddress ? JSON.stringify(ctx.body.deliveryAddress) : null, ctx.services.clock.now()],
    );
    return toShipment(rows[0]!);
  });

async function orderContact(q: Queryable, orderRef: string): Promise<Record<string, string> | null> {
  const { rows } = await q.query<{ payload: { personalDetails?: Record<string, string> }; email: string; document_id: string | null }>('SELECT payload, email, document_id FROM orders WHERE ref = $1', [orderRef]);
  const o = rows[0];
  if (!o?.payload.personalDetails) return null;
  return { ...o.payload.personalDetails, email: o.email, ...(o.document_id ? { documentId: o.document_id } : {}) };
}

/** The shipment of an order: its owner sees who receives it, where and the reschedules; tracking by reference only status and dates. */
const tracking: Handler<never, never, { orderReference: string }> = async (ctx) => {
  const { order, owner } = await orderAccess(ctx.services.db, ctx, ctx.params.orderReference);
  const { rows } = await ctx.services.db.query<ShipmentRow & { address: object | null; contact: object | null }>('SELECT * FROM shipments WHERE order_ref = $1', [ctx.params.orderReference]);
  const row = rows[0];
  if (!row) throw notFound(`Shipment for ${ctx.params.orderReference}`);
  // Where the shipment is by the sandbox clock (it moves along once paid): what the customer sees and may reschedule.
  const moved = await trackShipment(ctx.services.db, row, ctx.services.clock.now());
  if (!owner) return { ...toShipment(row), deliveryAddress: null, contact: null, slot: slotInWords(row.slot_id), reschedulable: false, ...moved };
  return {
    ...toShipment(row),
    deliveryAddress: row.address ?? null,
    // Who receives the SIM: the contact a reschedule set, else the buyer's details from the order (the customer's own).
    contact: row.contact ?? (await orderContact(ctx.services.db, order.orderRef)),
    slot: slotInWords(row.slot_id),
    reschedulable: rescheduleRefusal({ ...row, status: moved.status }, order.status) === null,
    nextRescheduleFee: await nextRescheduleFee(ctx.services.db, row.ref),
    reschedules: await reschedulesOf(ctx.services.db, row.ref),
    ...moved,
  };
};

/** Stores and pick-up points by city, area, name or postal code, in the reader's language (issue 46 part 6). */
const findStores: Handler<never, { q: string }> = async ({ query, req }) => findPlaces(query.q, languageOf(req.headers['accept-language']));

/**
 * The places of a postal code (the sandbox plays the postal service): the fields in the postal service's English,
 * which the address keeps, and `placeNames` in the reader's language for the read-back line (issue 46), as plan and
 * bundle names follow Accept-Language.
 */
const addressLookup: Handler<never, { country: string; postalCode?: string }> = async ({ query, req }) => {
  const say = placeWordsIn(languageOf(req.headers['accept-language']));
  return addressLookups
    .filter((a) => a.country === query.country.toUpperCase() && (!query.postalCode || a.postalCode.startsWith(query.postalCode)))
    .map((a) => ({ ...a, placeNames: { province: say(a.province), district: say(a.district), city: say(a.city), area: say(a.area) } }));
};

export const deliveryHandlers: HandlerMap = {
  GET_DELIVERY_METHODS: async () => deliveryMethods,
  GET_SLOTS: slots,
  GET_SLOT: slot,
  GET_PICKUP_LOCATIONS: async () => pickupLocations,
  GET_PICKUP_LOCATION: async ({ params }: { params: { locationId: string } }) => {
    const l = pickupLocations.find((p) => p.id === params.locationId);
    if (!l) throw notFound(`Pickup location ${params.locationId}`);
    return l;
  },
  GET_SELF_PICKUP_ADDRESSES: async ({ query }: { query: { zipcode: string } }) => ({ pickupLocations: pickupLocations.filter((l) => l.postalCode.startsWith(query.zipcode.slice(0, 2))) }),
  SET_PICKUP_LOCATION: setPickup,
  RESCHEDULE_SHIPMENT: reschedule,
  RESCHEDULE_SHIPMENT_V2: reschedule,
  RESCHEDULE_PAYMENT: reschedulePayment,
  UPDATE_SHIPMENT: updateShipment,
  GET_ADDRESS_LOOKUP: addressLookup,
  FIND_STORES: findStores,
  GET_RETAIL_STORES: async ({ query }: { query: { storeId?: string } }) => retailStores.filter((s) => !query.storeId || s.storeId === query.storeId),
  CHECK_STORE: async ({ params }: { params: { storeId: string } }) => {
    const s = retailStores.find((r) => r.storeId === params.storeId);
    if (!s) throw notFound(`Store ${params.storeId}`);
    return { storeId: s.storeId, active: s.active };
  },
  GET_SHIPMENT_TRACKING: tracking,
  GET_DOWNLOAD_APP_URL: async () => ({ ios: 'https://apps.apple.com/pk/app/id0000000000', android: 'https://play.google.com/store/apps/details?id=pk.example.selfcare' }),
};
