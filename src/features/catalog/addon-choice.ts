import type { GetEligibleAddonsResult } from '../../api/generated/response-types';

export type Addon = GetEligibleAddonsResult[number];

/** The chosen add-on ids after ticking or unticking one (order kept, no duplicates). */
export function toggleAddon(chosen: readonly string[], id: string, on: boolean): string[] {
  const without = chosen.filter((c) => c !== id);
  return on ? [...without, id] : without;
}

/** The chosen add-ons still offered for the plan: one no longer eligible is dropped rather than ordered. */
export function eligibleChoice(chosen: readonly string[] | undefined, offered: readonly Addon[]): string[] {
  const ids = new Set(offered.map((a) => a.id));
  return (chosen ?? []).filter((id) => ids.has(id));
}

/** Plan plus chosen add-ons, incl. tax, as shown under 'Total (Inc. tax)'. */
export function addonTotal(planPrice: number | undefined, chosen: readonly string[], offered: readonly Addon[]): number {
  const byId = new Map(offered.map((a) => [a.id, a.price.amount]));
  return chosen.reduce((sum, id) => sum + (byId.get(id) ?? 0), planPrice ?? 0);
}
