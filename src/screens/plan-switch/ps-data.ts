import type { AnyMachineSnapshot } from 'xstate';
import type { Plan } from '../../shared/catalog/plan-list';

/** What the plan-switch journey keeps (journeys/plan-switch.json), read defensively. */
export interface PsData {
  number?: string;
  planId?: string;
  planFilter?: string;
  /** The request made at the summary, and the plan it was made for (going back and on again reuses it). */
  requestId?: string;
  requestPlanId?: string;
  paymentRequired?: boolean;
  totalCharges?: number;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function psData(snapshot: AnyMachineSnapshot): PsData {
  const d = ((snapshot.context as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
  const out: PsData = {};
  for (const k of ['number', 'planId', 'planFilter', 'requestId', 'requestPlanId'] as const) {
    const v = text(d[k]);
    if (v !== undefined) out[k] = v;
  }
  if (typeof d.paymentRequired === 'boolean') out.paymentRequired = d.paymentRequired;
  if (typeof d.totalCharges === 'number') out.totalCharges = d.totalCharges;
  return out;
}

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
