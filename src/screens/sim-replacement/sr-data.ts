import type { AnyMachineSnapshot } from 'xstate';

/** What the SIM replacement journey keeps (SPEC §3 SIM replacement data), read defensively. */
export interface SrData {
  number?: string;
  requestId?: string;
  reason?: string;
  simType?: 'physical_sim' | 'esim';
  cardExpired?: boolean;
  temporaryContactNumber?: string;
  agreeTerms?: boolean;
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP';
  deliveryAddress?: Record<string, string>;
  paymentRequired?: boolean;
  totalCharges?: number;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function srData(snapshot: AnyMachineSnapshot): SrData {
  const d = ((snapshot.context as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
  const out: SrData = {};
  const set = <K extends keyof SrData>(k: K, v: SrData[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set('number', text(d.number));
  set('requestId', text(d.requestId));
  set('reason', text(d.reason));
  set('simType', d.simType === 'esim' || d.simType === 'physical_sim' ? d.simType : undefined);
  set('cardExpired', typeof d.cardExpired === 'boolean' ? d.cardExpired : undefined);
  set('temporaryContactNumber', text(d.temporaryContactNumber));
  set('agreeTerms', d.agreeTerms === true ? true : undefined);
  set('deliveryMethod', d.deliveryMethod === 'DOORSTEP_DELIVERY' || d.deliveryMethod === 'SELF_PICKUP' ? d.deliveryMethod : undefined);
  set('deliveryAddress', d.deliveryAddress && typeof d.deliveryAddress === 'object' ? (d.deliveryAddress as Record<string, string>) : undefined);
  set('paymentRequired', typeof d.paymentRequired === 'boolean' ? d.paymentRequired : undefined);
  set('totalCharges', typeof d.totalCharges === 'number' ? d.totalCharges : undefined);
  return out;
}

/** A Pakistani mobile number typed as 03001234567 or 923001234567 → digits, or null. */
export function mobileDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^(03\d{9}|923\d{9})$/.test(digits) ? digits : null;
}

/** The number a SIM replacement is for: the URL's ?number=, else the journey's. */
export function numberFromUrl(search: string): string | undefined {
  const n = new URLSearchParams(search).get('number');
  return n && /^\d{10,12}$/.test(n) ? n : undefined;
}

/** The open request to continue, from the URL's ?resume= (a request id), or null. */
export function resumeIdFromUrl(search: string): string | null {
  const id = new URLSearchParams(search).get('resume');
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
