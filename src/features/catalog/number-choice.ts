import type { GetGlobalConfigResult, GetNumberCategoriesResult } from '../../api/generated/response-types';
import type { NumberType, OnboardingData, SimType } from '../checkout';
import { recordOf } from '../../domain/parse';

export type NumberCategory = GetNumberCategoriesResult[number];

/** How many numbers the picker shows (SPEC §9: 6 by default, at most 40, premium 2). */
export interface RenderCounts {
  standard: number;
  max: number;
  premium: number;
}

export const DEFAULT_RENDER_COUNTS: RenderCounts = { standard: 6, max: 40, premium: 2 };

const positiveInt = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);

/** Render counts from the inventory configuration (GET_CONFIGURATION keys=inventory), defaults where absent. */
export function renderCountsOf(inventory: unknown): RenderCounts {
  const inv = recordOf(inventory);
  const max = Math.min(40, positiveInt(inv.numberRenderMax, DEFAULT_RENDER_COUNTS.max));
  return {
    standard: Math.min(max, positiveInt(inv.numberRenderCount, DEFAULT_RENDER_COUNTS.standard)),
    premium: Math.min(max, positiveInt(inv.premiumRenderCount, DEFAULT_RENDER_COUNTS.premium)),
    max,
  };
}

/** The first page size of a category: premium classes show fewer (golden numbers are premium too). */
export function firstCount(numberClass: string, counts: RenderCounts): number {
  return numberClass === 'PREMIUM_NUMBER' ? counts.premium : counts.standard;
}

/** The count after "show more": one more page of the class's size, never past the maximum. */
export function moreCount(current: number, numberClass: string, counts: RenderCounts): number {
  return Math.min(counts.max, current + firstCount(numberClass, counts));
}

/** Whether PORT_IN may be offered: global config number_types lists it with enabled true (SPEC §3). */
export function portInEnabled(config: GetGlobalConfigResult | undefined): boolean {
  return (config?.number_types ?? []).some((t) => t.type === 'PORT_IN' && t.enabled === true);
}

/** Number types offered: NEW always, PORT_IN when enabled. */
export function numberTypesOffered(config: GetGlobalConfigResult | undefined): NumberType[] {
  return portInEnabled(config) ? ['NEW', 'PORT_IN'] : ['NEW'];
}

/** The connection choices as the screen starts: saved data, else SPEC §9 defaults (physical SIM, NEW). */
export function initialConnection(data: OnboardingData, offered: readonly NumberType[]): { simType: SimType; numberType: NumberType } {
  const simType = data.simType === 'esim' ? 'esim' : 'physical_sim';
  const numberType = data.numberType && offered.includes(data.numberType) ? data.numberType : 'NEW';
  return { simType, numberType };
}

/** Whether the saved number lock still holds at `now` (a lock past its time must be taken again). */
export function lockHolds(data: OnboardingData, now: number): boolean {
  return Boolean(data.selectedNumber) && typeof data.lockedUntil === 'number' && data.lockedUntil > now;
}

/** Whether Next may be pressed: a held number for NEW; PORT_IN details come on the next step. */
export function canContinue(numberType: NumberType, data: OnboardingData, now: number): boolean {
  return numberType === 'PORT_IN' || lockHolds(data, now);
}

/**
 * The data NEXT carries from connection details. esimDeliveryNeeded follows the eSIM specification's
 * deliveryNeeded (SPEC §4); a physical SIM always needs delivery. A port-in has no new number.
 */
export function connectionPatch(choice: { simType: SimType; numberType: NumberType; esimDeliveryNeeded: boolean }, data: OnboardingData): OnboardingData {
  return {
    simType: choice.simType,
    numberType: choice.numberType,
    selectedNumber: choice.numberType === 'NEW' ? (data.selectedNumber ?? null) : null,
    esimDeliveryNeeded: choice.simType === 'esim' ? choice.esimDeliveryNeeded : true,
  };
}

/** Groups a 12-digit MSISDN for reading, e.g. 923410000000 → "+92 341 0000000": the app's one number formatter. */
export { displayNumber } from '../../domain/line-view';

