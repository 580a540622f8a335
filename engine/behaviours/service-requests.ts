import type { ActionImpl, GuardImpl } from './types.ts';
import { errorCodeOf, outputOf } from './types.ts';

/** SPEC §8: not eligible for termination. */
export const NOT_ELIGIBLE_FOR_TERMINATION = '4121101';

/** Digits only, without a leading country code or 0, so `0341 0000000`, `923410000000` and `+92 341…` compare equal. */
export function nationalDigits(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (digits.startsWith('92')) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** A win-back offer as the settings list it (GET_WINBACK_SETTINGS). */
interface Offer { id: string; discountPercent?: number; months?: number }

function firstOffer(value: unknown): Offer | null {
  const settings = (value ?? {}) as { enabled?: unknown; offers?: unknown };
  if (settings.enabled === false || !Array.isArray(settings.offers)) return null;
  const offer = settings.offers.find((o): o is Offer => typeof o === 'object' && o !== null && typeof (o as Offer).id === 'string');
  return offer ?? null;
}

/** Guards and actions of the termination-decision and plan-switch-confirm machines (journeys/*.json). */
export function serviceRequestBehaviours(): { guards: Record<string, GuardImpl>; actions: Record<string, ActionImpl> } {
  return {
    guards: {
      hasWinbackOffer: ({ event }) => firstOffer(outputOf(event)) !== null,
      hasStoredOffer: ({ context }) => context.offer !== null && context.offer !== undefined,
      /** The customer typed the number being terminated again (spaces, dashes, 0 or +92 prefix allowed). */
      confirmationMatches: ({ context, event }) => nationalDigits(event.typed) !== '' && nationalDigits(event.typed) === nationalDigits(context.number),
      isAlreadyClaimedError: ({ event }) => errorCodeOf(event) === 'ALREADY_CLAIMED',
      isNotEligibleForTermination: ({ event }) => errorCodeOf(event) === NOT_ELIGIBLE_FOR_TERMINATION,
      /** journeys/plan-switch-confirm.json: a switch made earlier in this journey for another plan is to be called off. */
      hasStaleSwitchRequest: ({ context }) => typeof context.staleRequestId === 'string' && context.staleRequestId !== '',
      /** journeys/plan-switch-confirm.json: the switch made earlier for this same plan still waits for its payment. */
      hasReusableSwitchRequest: ({ context }) => typeof context.reusableRequestId === 'string' && context.reusableRequestId !== '',
    },
    actions: {
      storeOffer: ({ event }) => ({ offer: firstOffer(outputOf(event)) }),
      noteOfferUnavailable: () => ({ offer: null, offerNote: 'offer_unavailable' }),
      noteOfferClaimedBefore: () => ({ offer: null, offerNote: 'offer_claimed_before' }),
      recordConfirmationMismatch: () => ({ error: { code: 'CONFIRMATION_MISMATCH', description: null } }),
      /** journeys/sim-activation.json: the line SUBMIT names (the page's chosen line), else the one the machine started with. */
      storeLineToActivate: ({ context, event }) => ({ number: typeof event.number === 'string' && event.number ? event.number : (context.number ?? null) }),
    },
  };
}
