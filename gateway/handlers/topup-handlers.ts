import type { Handler, HandlerMap } from '../http/context';
import { ownLine } from '../lines/usage';
import { BUNDLES, RECHARGE_AMOUNTS, createTopup, ownTopup, toTopup, type TopupAsk } from '../lines/topups';

/** Recharge and bundles for a line the customer has (issue 29; gateway/lines/topups.ts). */
const create: Handler<TopupAsk, never, { number: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const now = ctx.services.clock.now();
    const line = await ownLine(q, ctx.caller!, ctx.params.number, now);
    return toTopup(await createTopup(q, ctx.caller!.userId, line, ctx.body, now));
  });

export const topupHandlers: HandlerMap = {
  GET_TOPUP_OPTIONS: async () => ({ rechargeAmounts: [...RECHARGE_AMOUNTS], bundles: BUNDLES }),
  CREATE_TOPUP: create,
  GET_TOPUP: async ({ services, caller, params }: Parameters<Handler<never, never, { topupId: string }>>[0]) => toTopup(await ownTopup(services.db, caller?.userId, params.topupId)),
};
