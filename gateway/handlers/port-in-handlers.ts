import type { Handler, HandlerMap } from '../http/context';
import { notFound, unprocessable } from '../http/gateway-error';
import { consume, createCodeRequest, lockCodeRequest, newCode } from '../auth/one-time-codes';
import { txKeepingRefusals } from '../db/refusal-tx';
import { admitCodeSend } from '../auth/code-limits';
import { checkCode } from './auth-handlers';
import { orderAccess } from './order-handlers';
import { setLineStatus } from '../lines/line-store';
import { settleLine } from '../lines/usage';
import { closeOpenPayments } from '../payments/payables';
import { codeMessage } from '../seed/outbox-words';
import { languageOf } from '../catalog/localise';

export const DONOR_TELCOS = [
  { id: 'jazz', name: 'Jazz' },
  { id: 'zong', name: 'Zong' },
  { id: 'ufone', name: 'Ufone' },
  { id: 'telenor', name: 'Telenor' },
];
const CANCELLABLE = ['SUBMITTED', 'PROCESSING', 'WAITING', 'IN_PROGRESS'];

/** Sandbox rule: numbers already on this network, or ending in 0000, cannot port in (to demo a refusal). */
const mnpEligibility: Handler<{ currentNumber: string; donorTelco: string }> = async ({ services, body, req }) =>
  services.db.tx(async (q) => {
    if (!DONOR_TELCOS.some((t) => t.id === body.donorTelco)) return { eligible: false, reason: 'UNKNOWN_DONOR_TELCO' };
    const ours = await q.query('SELECT 1 FROM numbers WHERE msisdn = $1', [body.currentNumber]);
    if (ours.rows.length || body.currentNumber.endsWith('0000')) return { eligible: false, reason: 'NOT_PORTABLE' };
    const now = services.clock.now();
    await admitCodeSend(q, 'portin', body.currentNumber, now);
    const code = newCode();
    const issued = await createCodeRequest(q, { purpose: 'portin', identifier: body.currentNumber, code, now });
    await services.outbox.send(q, { channel: 'sms', recipient: body.currentNumber, ...codeMessage('portin', code, languageOf(req.headers['accept-language'])), code });
    return { eligible: true, ...issued };
  });

const validateOtp: Handler<{ requestId: string; otpCode: string }> = async ({ services, body }) =>
  txKeepingRefusals(services.db, async (q) => {
    const now = services.clock.now();
    const row = await checkCode(q, await lockCodeRequest(q, body.requestId), ['portin'], body.otpCode, now);
    await consume(q, row.id, now);
    return { verified: true as const };
  });

type RefParams = { orderReference: string };
/** The port-in of an order; by reference only (not its owner) its status, without the number or the donor network. */
const portInOf = async (ctx: Parameters<Handler<never, never, RefParams>>[0], need: 'owner' | 'reference' = 'reference') => {
  const { order, owner } = await orderAccess(ctx.services.db, ctx, ctx.params.orderReference);
  if (need === 'owner' && !owner) throw notFound(`Order ${order.orderRef}`);
  const { rows } = await ctx.services.db.query<{ payload: { portInStatus?: string; portIn?: { donorTelco: string; currentNumber: string } } }>('SELECT payload FROM orders WHERE ref = $1', [order.orderRef]);
  const p = rows[0]!.payload;
  if (!p.portInStatus) throw unprocessable('NOT_A_PORT_IN', `Order ${order.orderRef} is not a port-in`);
  if (!owner) return { orderRef: order.orderRef, status: p.portInStatus };
  return { orderRef: order.orderRef, status: p.portInStatus, donorTelco: p.portIn?.donorTelco ?? '', number: p.portIn?.currentNumber ?? '' };
};

/** Only the order's owner cancels its port-in (anyone else: 404). */
const cancelPortIn: Handler<never, never, RefParams> = async (ctx) => {
  const current = await portInOf(ctx, 'owner');
  if (!CANCELLABLE.includes(current.status)) throw unprocessable('PORT_IN_NOT_CANCELLABLE', `Port-in is ${current.status}`);
  await ctx.services.db.query(
    `UPDATE orders SET payload = payload || '{"portInStatus":"CANCELED"}'::jsonb, status = 'CANCELLED', state = 'CAN', updated_at = $2 WHERE ref = $1`,
    [current.orderRef, ctx.services.clock.now()],
  );
  // A paid port-in already has its line (awaiting the number): it closes with the port-in, brought up to now first
  // (gateway/lines/usage.ts); an unpaid one's payment closes.
  await ctx.services.db.tx(async (q) => {
    await settleLine(q, current.orderRef, ctx.services.clock.now());
    await setLineStatus(q, current.orderRef, 'Inactive', ctx.services.clock.now());
  });
  await closeOpenPayments(ctx.services.db, { purpose: 'order', orderRef: current.orderRef }, ctx.services.clock.now());
  return { ...current, status: 'CANCELED' };
};

export const portInHandlers: HandlerMap = {
  GET_PORTIN_CONFIG: async () => ({ enabled: true, otpRequired: true, otpLength: 6 }),
  GET_DONOR_TELCOS: async () => DONOR_TELCOS,
  CHECK_MNP_ELIGIBILITY: mnpEligibility,
  VALIDATE_PORTIN_OTP: validateOtp,
  CANCEL_PORTIN: cancelPortIn,
  GET_LATEST_PORTIN: (ctx: Parameters<Handler<never, never, RefParams>>[0]) => portInOf(ctx),
  GET_PORTIN_CANCELLATION_ELIGIBILITY: async (ctx: Parameters<Handler<never, never, RefParams>>[0]) => {
    const current = await portInOf(ctx);
    return { eligible: CANCELLABLE.includes(current.status), status: current.status };
  },
};
