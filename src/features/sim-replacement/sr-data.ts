import type { AnyMachineSnapshot } from 'xstate';
import { journeyData } from '../../journey/journey-data';
import { PLAIN_REF } from '../../../engine/behaviours/purchase-work';

/** What the SIM replacement journey keeps: the type generated from schemas/journey-data/sim-replacement.schema.json. */
export type { SimReplacementData as SrData } from '../../../schemas/generated/journey-data/sim-replacement';

/** The SIM replacement's data, typed (parsed once where a saved journey is read back: src/journey/journey-data.ts). */
export const srData = (snapshot: AnyMachineSnapshot) => journeyData('sim-replacement', snapshot);

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
  return id && PLAIN_REF.test(id) ? id : null;
}
