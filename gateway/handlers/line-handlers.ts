import type { Handler, HandlerMap } from '../http/context';
import { unprocessable } from '../http/gateway-error';
import { lineOf, linesOf, toLine } from '../lines/line-store';
import { statusRefusal } from '../lines/line-rules';
import { hasValidCheckDigit } from '../lines/icc-id';
import { withPlanName, withPlanNames } from '../lines/plan-names';
import { playLine, plansTerms } from '../lines/usage';

/**
 * Activates a physical SIM: the customer types the ICC id printed on the card they received. The line turns
 * Active and its order counts as finished (state TSU, SPEC §4); a port-in's number has then moved (DONE).
 */
const activateSim: Handler<{ number: string; iccId: string }> = async ({ services, caller, body, req }) =>
  services.db.tx(async (q) => {
    const line = await lineOf(q, caller!, body.number, true);
    const refusal = statusRefusal(line.status, 'ACTIVATION');
    if (refusal) throw unprocessable(refusal, `Line ${line.number} is ${line.status}: there is nothing to activate`);
    if (!hasValidCheckDigit(body.iccId)) throw unprocessable('ICC_ID_INVALID', 'body.iccId: the last digit does not check out; a digit is probably mistyped');
    if (body.iccId !== line.icc_id) throw unprocessable('ICC_ID_MISMATCH', `body.iccId: is not the SIM sent for ${line.number}`);
    const now = services.clock.now();
    const { rows } = await q.query<Parameters<typeof toLine>[0]>(
      `UPDATE lines SET status = 'Active', activated_at = $2, updated_at = $2 WHERE order_ref = $1 RETURNING *`,
      [line.order_ref, now],
    );
    const portIn = line.number_type === 'PORT_IN' ? ` || '{"portInStatus":"DONE"}'::jsonb` : '';
    await q.query(`UPDATE orders SET state = 'TSU', status = 'COMPLETED', payload = payload${portIn}, updated_at = $2 WHERE ref = $1`, [line.order_ref, now]);
    // The SIM is in the customer's hands: its delivery is over (and can no longer be rescheduled).
    await q.query(`UPDATE shipments SET status = 'DELIVERED', updated_at = $2 WHERE order_ref = $1 AND status IN ('PENDING', 'RESCHEDULED', 'DISPATCHED', 'IN_TRANSIT')`, [line.order_ref, now]);
    // Its first period starts now: the plan's allowance and a renewal date (gateway/lines/usage.ts).
    return withPlanName(q, req, toLine(await playLine(q, rows[0]!, await plansTerms(q), now)));
  });

export const lineHandlers: HandlerMap = {
  GET_LINES: async ({ services, caller, req }) => withPlanNames(services.db, req, (await linesOf(services.db, caller!)).map(toLine)),
  GET_LINE: async ({ services, caller, params, req }: Parameters<Handler<never, never, { number: string }>>[0]) => withPlanName(services.db, req, toLine(await lineOf(services.db, caller!, params.number))),
  ACTIVATE_SIM: activateSim,
};
