import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { unprocessable } from '../http/gateway-error';
import { linesOf, type LineRow } from '../lines/line-store';
import { statusRefusal } from '../lines/line-rules';
import { hasValidCheckDigit } from '../lines/icc-id';
import { withPlanName, withPlanNames } from '../lines/plan-names';
import { lineView, ownLine, playLine, plansTerms, settleLinesOf } from '../lines/usage';
import { historyEntry, historyPage, itemNames, type HistoryAsk } from '../lines/history';
import { usageHistory } from '../lines/usage-days';
import { setRenewal, stopSubscription, subscriptionsOf } from '../lines/subscriptions';

/**
 * Activates a physical SIM: the customer types the ICC id printed on the card they received. The line turns
 * Active and its order counts as finished (state TSU, SPEC §4); a port-in's number has then moved (DONE).
 */
const activateSim: Handler<{ number: string; iccId: string }> = async ({ services, caller, body, req }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const line = await ownLine(q, caller!, body.number, now);
    const refusal = statusRefusal(line.status, 'ACTIVATION');
    if (refusal) throw unprocessable(refusal, `Line ${line.number} is ${line.status}: there is nothing to activate`);
    if (!hasValidCheckDigit(body.iccId)) throw unprocessable('ICC_ID_INVALID', 'body.iccId: the last digit does not check out; a digit is probably mistyped');
    if (body.iccId !== line.icc_id) throw unprocessable('ICC_ID_MISMATCH', `body.iccId: is not the SIM sent for ${line.number}`);
    const { rows } = await q.query<LineRow>(
      `UPDATE lines SET status = 'Active', activated_at = $2, updated_at = $2 WHERE order_ref = $1 RETURNING *`,
      [line.order_ref, now],
    );
    const portIn = line.number_type === 'PORT_IN' ? ` || '{"portInStatus":"DONE"}'::jsonb` : '';
    await q.query(`UPDATE orders SET state = 'TSU', status = 'COMPLETED', payload = payload${portIn}, updated_at = $2 WHERE ref = $1`, [line.order_ref, now]);
    // The SIM is in the customer's hands: its delivery is over (and can no longer be rescheduled).
    await q.query(`UPDATE shipments SET status = 'DELIVERED', updated_at = $2 WHERE order_ref = $1 AND status IN ('PENDING', 'RESCHEDULED', 'DISPATCHED', 'IN_TRANSIT')`, [line.order_ref, now]);
    // Its first period starts now: the plan's allowance and a renewal date (gateway/lines/usage.ts).
    return withPlanName(q, req, await lineView(q, await playLine(q, rows[0]!, await plansTerms(q), now), now));
  });

/** What happens to the customer's lines before they are read, in the read's transaction (due plan switches, terminations). */
export type BeforeLineRead = (q: Queryable, userId: string, now: number) => Promise<void>;

/**
 * GET_LINES and GET_LINE: in one transaction, `before` (gateway/handlers/plan-switch-handlers.ts), then every line of
 * the customer brought up to now under its row lock (gateway/lines/usage.ts), then the lines as they are now.
 */
export const lineReads = (before: BeforeLineRead = async () => {}): HandlerMap => ({
  GET_LINES: async ({ services, caller, req }) =>
    services.db.tx(async (q) => {
      const now = services.clock.now();
      await before(q, caller!.userId, now);
      await settleLinesOf(q, caller!.userId, now);
      const views = [];
      for (const r of await linesOf(q, caller!)) views.push(await lineView(q, r, now));
      return withPlanNames(q, req, views);
    }),
  GET_LINE: async ({ services, caller, params, req }: Parameters<Handler<never, never, { number: string }>>[0]) =>
    services.db.tx(async (q) => {
      const now = services.clock.now();
      await before(q, caller!.userId, now);
      return withPlanName(q, req, await lineView(q, await ownLine(q, caller!, params.number, now), now));
    }),
});

/**
 * GET_HISTORY and GET_HISTORY_ENTRY (issue 44 part 1; gateway/lines/history.ts): the customer's lines are first
 * brought up to now (renewals that fell due are in the history), then read.
 */
const historyHandlers: HandlerMap = {
  GET_HISTORY: async ({ services, caller, query, req }: Parameters<Handler<never, HistoryAsk>>[0]) =>
    services.db.tx(async (q) => {
      await settleLinesOf(q, caller!.userId, services.clock.now());
      return historyPage(q, req, caller!, query);
    }),
  GET_HISTORY_ENTRY: async ({ services, caller, params, req }: Parameters<Handler<never, never, { entryId: string }>>[0]) =>
    historyEntry(services.db, req, caller!, params.entryId),
};

type LineCtx = Parameters<Handler<{ renews: boolean }, never, { number: string; subscriptionId: string }>>[0];
/** The caller's line `params.number` brought up to now under its row lock (404 for anyone else's), then `work` in the same transaction. */
const onOwnLine = <T>(work: (q: Queryable, line: LineRow, now: number, ctx: LineCtx) => Promise<T>) => async (ctx: LineCtx) =>
  ctx.services.db.tx(async (q) => {
    const now = ctx.services.clock.now();
    return work(q, await ownLine(q, ctx.caller!, ctx.params.number, now), now, ctx);
  });

/**
 * Issue 44 parts 2 and 3: a line's use per day (gateway/lines/usage-days.ts) and its subscriptions
 * (gateway/lines/subscriptions.ts); a change answers with the subscriptions as they are after it.
 */
const usageAndSubscriptions: HandlerMap = {
  GET_USAGE_HISTORY: onOwnLine(async (q, line, now) => ({ number: line.number, days: await usageHistory(q, line.order_ref, now) })),
  GET_SUBSCRIPTIONS: onOwnLine(async (q, line, now, ctx) => subscriptionsOf(q, line, now, await itemNames(q, ctx.req))),
  SET_SUBSCRIPTION_RENEWAL: onOwnLine(async (q, line, now, ctx) =>
    subscriptionsOf(q, await setRenewal(q, line, ctx.params.subscriptionId, ctx.body.renews, now), now, await itemNames(q, ctx.req))),
  STOP_SUBSCRIPTION: onOwnLine(async (q, line, now, ctx) => {
    await stopSubscription(q, line, ctx.params.subscriptionId, now);
    return subscriptionsOf(q, line, now, await itemNames(q, ctx.req));
  }),
};

export const lineHandlers: HandlerMap = { ...lineReads(), ...historyHandlers, ...usageAndSubscriptions, ACTIVATE_SIM: activateSim };
