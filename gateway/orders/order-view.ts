import type { Queryable } from '../db/database';
import { notFound } from '../http/gateway-error';
import type { Preview } from './pricing';
import { activationCodeOf, isEsimProfile, type EsimProfile } from './esim-profile';

/** An eSIM's profile is shown once the order is paid (before that it would hand out an unpaid line). */
const PAID = new Set(['PLACED', 'APPROVED', 'COMPLETED']);

export interface OrderView {
  orderRef: string;
  order_ref: string;
  orderType: 'SIM_ONLY';
  order_type: 'SIM_ONLY';
  status: string;
  state: string;
  paymentStatus: string;
  number: string | null;
  numberType: string;
  simType: string;
  shipmentRef: string | null;
  email: string;
  userId: string | null;
  total: number;
  preview: Preview;
  createdAt: number;
  /** eSIM orders once paid: `LPA:1$…` and its parts. */
  activationCode?: string;
  esim?: EsimProfile;
}

interface Row { ref: string; status: string; state: string; payload: Record<string, unknown>; preview: Preview; total: string; created_at: string; email: string; user_id: string | null }

/** An order as the API shows it (camelCase plus the snake_case fields the manage list uses). */
export async function loadOrder(q: Queryable, ref: string): Promise<OrderView> {
  const { rows } = await q.query<Row>('SELECT ref, status, state, payload, preview, total, created_at, email, user_id FROM orders WHERE ref = $1', [ref]);
  const o = rows[0];
  if (!o) throw notFound(`Order ${ref}`);
  const pay = await q.query<{ status: string }>('SELECT status FROM payments WHERE order_ref = $1 ORDER BY created_at DESC LIMIT 1', [ref]);
  const ship = await q.query<{ ref: string }>('SELECT ref FROM shipments WHERE order_ref = $1 LIMIT 1', [ref]);
  const paymentStatus = ({ SUCCESS: 'SUCCESS', FAILED: 'FAILED', CANCELLED: 'CANCELLED' } as Record<string, string>)[pay.rows[0]?.status ?? ''] ?? 'NOT_INITIATED';
  return {
    orderRef: o.ref,
    order_ref: o.ref,
    orderType: 'SIM_ONLY',
    order_type: 'SIM_ONLY',
    status: o.status,
    state: o.state,
    paymentStatus,
    number: (o.payload.number as string | null) ?? null,
    numberType: String(o.payload.numberType),
    simType: String(o.payload.simType),
    shipmentRef: ship.rows[0]?.ref ?? null,
    email: o.email,
    userId: o.user_id,
    total: Number(o.total),
    preview: o.preview,
    createdAt: Number(o.created_at),
    ...(PAID.has(o.status) && isEsimProfile(o.payload.esim)
      ? { activationCode: activationCodeOf(o.payload.esim), esim: { smdpAddress: o.payload.esim.smdpAddress, matchingId: o.payload.esim.matchingId } }
      : {}),
  };
}
