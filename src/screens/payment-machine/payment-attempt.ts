/**
 * Where a payment attempt's Idempotency-Key is kept between reloads (journeys/payment.json paymentKey): per thing paid
 * for (order, request, reschedule or paylink reference), in sessionStorage, so a reload of the same tab resumes the
 * same attempt and the gateway answers the same open payment. A paid attempt, or one the provider sent back as
 * failed, is forgotten: the customer's next try is a new attempt with a new key.
 */
const PREFIX = 'payment-attempt:';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The kept key of the attempt paying `payable`, if any (and well-formed). */
export function savedPaymentKey(payable: string | undefined): string | undefined {
  if (!payable) return undefined;
  try {
    const key = storage()?.getItem(PREFIX + payable);
    return key && KEY.test(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the key of the attempt paying `payable`. */
export function keepPaymentKey(payable: string, key: string): void {
  try {
    storage()?.setItem(PREFIX + payable, key);
  } catch {
    // storage full or disabled: a reload then starts a new attempt (the gateway still keeps one open payment)
  }
}

/** Forgets the attempt paying `payable` (paid, or failed at the provider). */
export function forgetPaymentKey(payable: string | undefined): void {
  if (!payable) return;
  try {
    storage()?.removeItem(PREFIX + payable);
  } catch {
    // nothing kept
  }
}
