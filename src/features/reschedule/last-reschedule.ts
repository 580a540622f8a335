/** The reschedule just confirmed, kept for the result page the journey ends on (a free one has no payment return). */
const KEY = 'reschedule:last';

export interface LastReschedule {
  readonly orderRef: string;
  readonly rescheduleId: string;
}

export function saveLastReschedule(last: LastReschedule): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(last));
  } catch {
    // Storage refused (private mode): the result page then reads the order from the URL only.
  }
}

export function loadLastReschedule(): LastReschedule | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (typeof v === 'object' && v !== null && typeof (v as LastReschedule).orderRef === 'string' && typeof (v as LastReschedule).rescheduleId === 'string')
      return v as LastReschedule;
  } catch {
    // Unreadable: as if none.
  }
  return null;
}
