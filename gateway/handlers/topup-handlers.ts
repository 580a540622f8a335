import type { Handler, HandlerMap } from '../http/context';
import { ownLine } from '../lines/usage';
import { rechargeCredit } from '../lines/recharge-tax';
import { createPublicRecharge, type PublicRechargeAsk } from '../lines/recharge-any';
import { BUNDLES, RECHARGE_AMOUNTS, createTopup, ownTopup, toTopup, type TopupAsk } from '../lines/topups';

/** Recharge and bundles for a line the customer has (issue 29; gateway/lines/topups.ts). */
const create: Handler<TopupAsk, never, { number: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const now = ctx.services.clock.now();
    const line = await ownLine(q, ctx.caller!, ctx.params.number, now);
    return toTopup(await createTopup(q, ctx.caller!.userId, line, ctx.body, now, { rule: ctx.services.config.rechargeTax }));
  });

/** A recharge of any Sitara number, signed in or not (gateway/lines/recharge-any.ts; counted per client by the registry). */
const createPublic: Handler<PublicRechargeAsk> = async (ctx) =>
  ctx.services.db.tx(async (q) => toTopup(await createPublicRecharge(q, ctx, ctx.body, ctx.services.clock.now())));

export const topupHandlers: HandlerMap = {
  CREATE_PUBLIC_RECHARGE: createPublic,
  // Each recharge amount with the balance it gives by the gateway's tax rule, said before paying (issue 44 part 6).
  GET_TOPUP_OPTIONS: async ({ services }) => ({
    rechargeAmounts: [...RECHARGE_AMOUNTS],
    recharges: RECHARGE_AMOUNTS.map((a) => rechargeCredit(services.config.rechargeTax, a)),
    rechargeTaxRate: services.config.rechargeTax.advanceIncomeTaxRate,
    bundles: BUNDLES,
  }),
  CREATE_TOPUP: create,
  GET_TOPUP: async ({ services, caller, params }: Parameters<Handler<never, never, { topupId: string }>>[0]) => toTopup(await ownTopup(services.db, caller?.userId, params.topupId)),
};
