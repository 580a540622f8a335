import type { OnboardingData } from '../../../schemas/generated/journey-data/onboarding';
import { PRODUCT_TYPES } from '../../landing/plan-choices';

/** Product types of SPEC §3, in the order the tabs show them (one list with the landing frame's). */
export { PRODUCT_TYPES };
export type ProductType = (typeof PRODUCT_TYPES)[number];

/* The catalog and connection screens read and write the onboarding journey's data (`journeyData('onboarding',
   snapshot)`, typed from schemas/journey-data/onboarding.schema.json); these are parts of it they name. */
/** What a port-in customer told us (step portInDetails). */
export type PortInData = NonNullable<OnboardingData['portIn']>;
/** A number chosen in the picker, with what the list said of it, kept with the lock (lockChosenNumber). */
export type NumberLock = NonNullable<OnboardingData['numberLock']>;

/** Whether a value is one of the product types (URL and saved data are not trusted). */
export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/** The promo code of a query string, if well formed (SPEC §7 promoCode: 3–20 letters or digits, upper case). */
/**
 * What a landing link chose ahead (issue 30: a banner leads to its offer): `filter` (a plan filter id),
 * `sim=esim` and `number=port-in`; anything else is ignored.
 * @example landingChoiceFrom('?filter=monthly&sim=esim') // { planFilter: 'monthly', simType: 'esim' }
 */
export function landingChoiceFrom(search: string, filters: readonly string[]): { planFilter?: string; simType?: 'esim'; numberType?: 'PORT_IN' } {
  const params = new URLSearchParams(search);
  const filter = params.get('filter');
  return {
    ...(filter && filters.includes(filter) ? { planFilter: filter } : {}),
    ...(params.get('sim') === 'esim' ? { simType: 'esim' as const } : {}),
    ...(params.get('number') === 'port-in' ? { numberType: 'PORT_IN' as const } : {}),
  };
}

export function promoCodeFrom(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('promo_code')?.trim().toUpperCase();
  return raw && /^[A-Z0-9]{3,20}$/.test(raw) ? raw : undefined;
}
