import type { GetProductVariantsResult } from '../../api/generated/response-types';
import type { ProductType } from './journey-data';
import type { OnboardingData } from '../checkout';
import { PLAN_FILTERS } from '../../landing/plan-choices';

export type Plan = GetProductVariantsResult[number];

/** The plan filters of SPEC §1: one list with the landing frame, which draws them before this chunk loads. */
export { PLAN_FILTERS };

/** A filter id as saved; anything unknown means All. */
export function filterIdOf(saved: unknown): string {
  return PLAN_FILTERS.some((f) => f.id === saved) ? (saved as string) : 'all';
}

/** The plans of one product type under one filter ('all' keeps every category). */
export function filterPlans(plans: readonly Plan[], productType: ProductType, filter: string): Plan[] {
  return plans.filter((p) => p.type === 'PLAN' && p.productType === productType && (filter === 'all' || p.category === filter));
}

/** Whether the product type has no plans at all: the 'plan coming soon' placeholder is shown (SPEC §1). */
export function isComingSoon(plans: readonly Plan[], productType: ProductType): boolean {
  return filterPlans(plans, productType, 'all').length === 0;
}

/** The product type with its first letter capitalised, for the coming-soon heading ("postpaid" → "Postpaid"). */
export function capitalise(word: string): string {
  return word ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word;
}

/**
 * The journey data after choosing a plan. Choosing a different plan clears the chosen add-ons (SPEC §4:
 * selecting a different primary product clears the secondary products); choosing the same plan keeps them.
 */
export function choosePlan(data: OnboardingData, plan: Plan): OnboardingData {
  const same = data.planId === plan.id;
  return {
    planId: plan.id,
    productType: plan.productType ?? data.productType ?? 'prepaid',
    planName: plan.name,
    planPrice: plan.price.amount,
    addons: same ? (data.addons ?? []) : [],
  };
}
