/**
 * Plain-words descriptions of the behaviour registry, for people reading a journey (the journey studio's
 * pictures and diffs). Build-time only: the app never imports this file, so none of it ships to the browser.
 *
 * A guard's text completes "… when ___" (for a skip guard: "skipped when ___"); `not` is the same condition
 * negated, for `{ "not": name }` references. An actor's text completes "calls ___"; a delay's "after ___".
 * A behaviour missing here is drawn by its name, and `npm run journeys:draw` names it so it can be added.
 */
export interface BehaviourDescriptions {
  guards: Record<string, { when: string; not?: string }>;
  actions: Record<string, string>;
  delays: Record<string, string>;
  actors: Record<string, string>;
}

export const behaviourDescriptions: BehaviourDescriptions = {
  guards: {
    isEsimWithoutDelivery: { when: 'the order is an eSIM that needs no delivery', not: 'a SIM has to be delivered' },
    isNotPortIn: { when: 'the customer is not bringing a number from another operator', not: 'the customer brings a number' },
    isKycNotRequired: { when: 'no identity check (eKYC) is required', not: 'an identity check (eKYC) is required' },
    isPaymentNotRequired: { when: 'the order costs nothing', not: 'the order has something to pay' },
    isCodeExpired: { when: 'the code has expired', not: 'the code is still valid' },
    isResendOpen: { when: 'a new code may be requested (half the time has passed)', not: 'a new code may not be requested yet' },
    hasRequest: { when: 'a code was already requested', not: 'no code was requested yet' },
    isMaxRetriesError: { when: 'the error says too many attempts' },
    isBlockedError: { when: 'the error says verification is blocked or too many attempts' },
    isExpiredCodeError: { when: 'the error says the code expired' },
    hasAccessToken: { when: 'the customer already has an account', not: 'the customer has no account yet' },
    hasPreviousOrder: { when: 'the customer has an order in progress', not: 'the customer has no order in progress' },
  },
  actions: {
    ensureDeadlines: 'set the code deadlines',
    restartTimer: 'restart the countdown for the new code',
    markExpired: 'mark the code expired',
    recordError: 'keep the error to show it',
    clearError: 'clear the error shown',
    storeEmail: 'keep the email typed',
    storeResult: 'keep the result',
  },
  delays: {
    untilResend: 'half the code lifetime (resend opens)',
    untilExpiry: 'the code lifetime (code expires)',
  },
  actors: {
    resendCode: 'send a new code',
    verifyCode: 'check the code',
    sendGuestCode: 'email a code to the guest',
    validateGuestCode: "check the guest's code",
  },
};
