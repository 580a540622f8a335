/**
 * A recharge of any Sitara number, signed in or not (issue 44 part 6; docs/decisions/2026-11-29-recharge-tax-rule.md):
 * the number (however typed), an amount the gateway offers, then PAYMENT_REQUEST by card or wallet (a signed-in payer
 * may use a saved card) like any top-up. The line's owner finds it in their history: once paid, the recharge is
 * booked in the line's ledger as their own recharges are (topups.ts applyTopup).
 *
 * What a stranger may learn is as little as a recharge needs: whether the number is an open Sitara line, never whose;
 * each client may try `publicRechargeLimit` numbers a window (the registry's perClientLimit, counted by the gateway's
 * request hook in the shared rate windows before any work, found or not).
 */
import type { Queryable } from '../db/database';
import type { HandlerContext } from '../http/context';
import { unprocessable } from '../http/gateway-error';
import { storedMobileNumber, storedSpellings } from '../auth/users';
import { settleLine } from './usage';
import { createTopup, type TopupRow } from './topups';

export interface PublicRechargeAsk { number: string; amount: number }

const NOT_SITARA = () => unprocessable('NOT_SITARA_NUMBER', 'body.number: is not a Sitara number; check the number');

/** The open recharge of `ask.number`'s line (locked and brought up to now), paid by whoever holds its id. */
export async function createPublicRecharge(q: Queryable, ctx: Pick<HandlerContext, 'services' | 'caller'>, ask: PublicRechargeAsk, now: number): Promise<TopupRow> {
  const number = storedMobileNumber(ask.number);
  if (!number) throw unprocessable('NOT_A_MOBILE_NUMBER', 'body.number: a Pakistani mobile number, e.g. 0300 1234567');
  const { rows } = await q.query<{ order_ref: string }>(
    `SELECT order_ref FROM lines WHERE number = ANY($1::text[]) AND status <> 'Inactive' ORDER BY created_at DESC LIMIT 1`,
    [storedSpellings(number)],
  );
  const line = rows[0] && (await settleLine(q, rows[0].order_ref, now));
  if (!line || line.status === 'Inactive') throw NOT_SITARA();
  if (line.status === 'PendingActivation') throw unprocessable('LINE_NOT_ACTIVATED', 'body.number: this Sitara number is not in service yet; it can be recharged once its SIM is activated');
  return createTopup(q, line.user_id ?? '', line, { kind: 'RECHARGE', amount: ask.amount }, now, {
    rule: ctx.services.config.rechargeTax, public: true, payerId: ctx.caller?.userId ?? null,
  });
}
