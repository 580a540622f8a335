import type { AnyMachineSnapshot } from 'xstate';
import type { Plan } from '../catalog';
import { journeyData } from '../../journey/journey-data';

/** What the plan-switch journey keeps: the type generated from schemas/journey-data/plan-switch.schema.json. */
export type { PlanSwitchData as PsData } from '../../../schemas/generated/journey-data/plan-switch';

/** The plan switch's data, typed (parsed once where a saved journey is read back: src/journey/journey-data.ts). */
export const psData = (snapshot: AnyMachineSnapshot) => journeyData('plan-switch', snapshot);

/** The number a plan switch is for: the URL's ?number= (the hub links so), else none. */
export function numberFromUrl(search: string): string | undefined {
  const n = new URLSearchParams(search).get('number');
  return n && /^\d{10,12}$/.test(n) ? n : undefined;
}

/** When a switch takes effect: once paid (a dearer plan), at once (a line in Grace), or at the next renewal. */
export type TakesEffect = 'ON_PAYMENT' | 'NOW' | 'NEXT_RENEWAL';

export interface SwitchPreview {
  /** What is charged now: the price difference for a dearer plan, else nothing. */
  chargeNow: number;
  takesEffect: TakesEffect;
  /** The renewal date, for NEXT_RENEWAL. */
  effectiveAt?: number;
}

/**
 * What a switch from `current` to `target` costs now and when it starts, by the gateway's rule
 * (docs/decisions/2026-11-23-plan-switch.md): the summary shows it before the request is made; the request's own
 * figures then count.
 */
export function switchPreview(current: Pick<Plan, 'price'> | undefined, target: Pick<Plan, 'price'>, lineStatus: string, renewsAt: number | undefined): SwitchPreview {
  const chargeNow = Math.max(0, target.price.amount - (current?.price.amount ?? 0));
  if (chargeNow > 0) return { chargeNow, takesEffect: 'ON_PAYMENT' };
  if (lineStatus === 'Grace') return { chargeNow: 0, takesEffect: 'NOW' };
  return { chargeNow: 0, takesEffect: 'NEXT_RENEWAL', ...(renewsAt ? { effectiveAt: renewsAt } : {}) };
}

/** The allowance rows a switch changes, for the summary: each with the current and the new value. */
export const ALLOWANCE_KEYS = [
  { id: 'data', key: 'dataGb' },
  { id: 'on_net', key: 'onNetMinutes' },
  { id: 'off_net', key: 'offNetMinutes' },
  { id: 'sms', key: 'sms' },
] as const;
