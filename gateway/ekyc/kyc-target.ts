import type { Queryable } from '../db/database';
import type { HandlerContext } from '../http/context';
import { GatewayError, notFound, unauthorized, unprocessable } from '../http/gateway-error';
import { ownedOrder } from '../handlers/order-handlers';

/** What a KYC submission belongs to: a purchase order, or a SIM replacement service request (SR-…). */
export type KycTarget = { readonly kind: 'order'; readonly ref: string } | { readonly kind: 'service-request'; readonly ref: string };

/** Service-request ids are `SR-` plus eight characters (service-request-handlers insertRequest). */
const SERVICE_REQUEST_REF = /^SR-[A-Za-z0-9]{1,32}$/;
/** Only a SIM replacement takes a KYC, and only while it is still open. */
const KYC_REQUEST_TYPE = 'SIM_REPLACEMENT';
const OPEN_STATUSES = ['SUBMITTED', 'IN_PROGRESS']; // also spelled out in markKycSubmitted's UPDATE

/** True when the reference names a service request rather than an order. */
export const isServiceRequestRef = (ref: string): boolean => SERVICE_REQUEST_REF.test(ref);

/**
 * The KYC target of `ref` as the caller may use it. Orders follow ownedOrder (guest orders by reference,
 * customer orders with their token). A service request always belongs to a customer, so it needs the
 * owner's token: no token is 401, someone else's request is 404 (its existence is not revealed), a
 * request of another type or a closed one is 422.
 */
export async function kycTarget(q: Queryable, ctx: Pick<HandlerContext, 'caller'>, ref: string): Promise<KycTarget> {
  if (!isServiceRequestRef(ref)) {
    await ownedOrder(q, ctx, ref);
    return { kind: 'order', ref };
  }
  if (!ctx.caller) throw unauthorized();
  const { rows } = await q.query<{ type: string; status: string }>('SELECT type, status FROM service_requests WHERE id = $1 AND user_id = $2', [ref, ctx.caller.userId]);
  const request = rows[0];
  if (!request) throw notFound(`Service request ${ref}`);
  if (request.type !== KYC_REQUEST_TYPE) throw unprocessable('KYC_NOT_APPLICABLE', `Service request ${ref} is a ${request.type}; only a ${KYC_REQUEST_TYPE} takes a KYC submission`);
  if (!OPEN_STATUSES.includes(request.status)) throw unprocessable('REQUEST_CLOSED', `Service request ${ref} is ${request.status}`);
  return { kind: 'service-request', ref };
}

/**
 * Marks the target's KYC as submitted, inside the caller's transaction. The update re-checks that the
 * service request is still open, so a request cancelled between the check and the write rolls the whole
 * submission back (the handler then removes the stored files).
 */
export async function markKycSubmitted(q: Queryable, target: KycTarget, now: number): Promise<void> {
  if (target.kind === 'order') {
    await q.query(`UPDATE orders SET payload = payload || jsonb_build_object('kycStatus', 'SUBMITTED'::text) WHERE ref = $1`, [target.ref]);
    return;
  }
  const { rows } = await q.query<{ id: string }>(
    `UPDATE service_requests SET payload = payload || jsonb_build_object('kycStatus', 'SUBMITTED'::text), updated_at = $2
     WHERE id = $1 AND status IN ('SUBMITTED', 'IN_PROGRESS') RETURNING id`,
    [target.ref, now],
  );
  if (!rows[0]) throw new GatewayError(422, 'REQUEST_CLOSED', `Service request ${target.ref} was closed while the documents were uploading`);
}
