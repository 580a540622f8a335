/**
 * Plain-words descriptions of the behaviour registry, for people reading a journey (the journey studio's
 * pictures and diffs). Build-time only: the app never imports this file, so none of it ships to the browser.
 *
 * A guard's text completes "… when ___" (for a skip guard: "skipped when ___"); `not` is the same condition
 * negated, for `{ "not": name }` references. An actor's text completes "calls ___"; a delay's "after ___".
 * A behaviour missing here is drawn by its name, and `npm run journeys:draw` names it so it can be added.
 *
 * What `npm run journeys:check` must know of a behaviour is declared here too, beside its words: a guard's `reads`
 * (the top-level keys of a wizard's data it decides on: a step's skip guard may read only data provided by an earlier
 * step), and an input mapper's `gives` (the keys of the starting context it hands a child journey: each must be one
 * the child keeps in its `context`).
 */
export interface BehaviourDescriptions {
  guards: Record<string, { when: string; not?: string; reads?: readonly string[] }>;
  actions: Record<string, string>;
  delays: Record<string, string>;
  actors: Record<string, string>;
  inputs: Record<string, { gives: readonly string[] }>;
}

export const behaviourDescriptions: BehaviourDescriptions = {
  guards: {
    isNewFlagIdentity: { when: 'the signed-in identity differs from the one flags are evaluated for', not: 'the identity is unchanged (or anonymous again)' },
    isFlagTargetPending: { when: 'another identity arrived while the last switch ran', not: 'the flag context is the latest identity' },
    isEsimWithoutDelivery: { when: 'the order is an eSIM that needs no delivery', not: 'a SIM has to be delivered', reads: ['simType', 'esimDeliveryNeeded'] },
    isNotPortIn: { when: 'the customer is not bringing a number from another operator', not: 'the customer brings a number', reads: ['numberType'] },
    isKycNotRequired: { when: 'no identity check (eKYC) is required', not: 'an identity check (eKYC) is required', reads: ['kycRequired'] },
    isPaymentNotRequired: { when: 'the order costs nothing', not: 'the order has something to pay', reads: ['paymentRequired'] },
    isSimReplacementResumedAtDelivery: { when: 'the request continued was left before its delivery was chosen' },
    isSimReplacementResumedAtPayment: { when: 'the request continued was left with its fee unpaid' },
    isCodeExpired: { when: 'the code has expired', not: 'the code is still valid' },
    isResendOpen: { when: 'a new code may be requested (half the time has passed)', not: 'a new code may not be requested yet' },
    hasRequest: { when: 'a code was already requested', not: 'no code was requested yet' },
    isMaxRetriesError: { when: 'the error says too many attempts' },
    isBlockedError: { when: 'the error says verification is blocked or too many attempts' },
    isExpiredCodeError: { when: 'the error says the code expired' },
    isCodeRefusedBefore: { when: 'the six digits typed are the code just refused', not: 'the six digits typed are a code not yet refused' },
    hasPassedCardCheck: { when: 'the card-update code check has passed', not: 'the card-update code check has not passed yet' },
    hasAccessToken: { when: 'the customer already has an account', not: 'the customer has no account yet' },
    hasPreviousOrder: { when: 'the customer has an order in progress', not: 'the customer has no order in progress' },
    hasSignupToken: { when: 'the guest code proved the email for a new account', not: 'the guest code gave no sign-up proof' },
    isRedemptionCompleted: { when: 'the redemption completed', not: 'the redemption has not completed' },
    isRedemptionFailed: { when: 'the redemption failed', not: 'the redemption has not failed' },
    isRedemptionRefused: { when: 'the gateway refused the redemption (points, stock, limit, membership, no active line or too little airtime)' },
    isPollBudgetSpent: { when: 'this was the last of the 10 status checks', not: 'status checks are left' },
    hasStaleSwitchRequest: { when: 'a switch to another plan was already requested in this journey', not: 'no other switch was requested in this journey' },
    hasReusableSwitchRequest: { when: 'the switch requested earlier for this plan still waits for its payment', not: 'no switch for this plan waits for its payment' },
    hasWinbackOffer: { when: 'there is a win-back offer for this line', not: 'there is no win-back offer' },
    hasStoredOffer: { when: 'a win-back offer was shown', not: 'no win-back offer was shown' },
    confirmationMatches: { when: 'the number typed again matches the line', not: 'the number typed again does not match' },
    isAlreadyClaimedError: { when: 'the error says the offer was already claimed' },
    isNotEligibleForTermination: { when: 'the error says the number cannot be terminated' },
    hasPayable: { when: 'the order or request to pay already exists', not: 'nothing to pay exists yet' },
    isWalletPayment: { when: 'the customer pays with a mobile wallet', not: 'the customer pays by card' },
    isPaymentApproved: { when: 'the payment succeeded', not: 'the payment has not succeeded' },
    isPaymentRefused: { when: 'the payment was declined or cancelled', not: 'the payment was not refused' },
    isPaymentRefusedForResultPage: { when: 'the payment was declined or cancelled, and what is paid for shows that on its result page (the purchase)', not: 'the payment was not refused, or a refusal is shown here' },
    hasPollsLeft: { when: 'wallet approval checks are left (10 in all)', not: 'the 10 wallet approval checks are spent' },
    isNumberTakenError: { when: 'the error says the number was taken by someone else' },
    isKycMissingError: { when: 'the error says the identity check is missing or refused' },
    isOrderNotPayableError: { when: 'the error says it can no longer be paid (cancelled, closed or expired)' },
    isAlreadyPaidError: { when: 'the error says it is already paid (another tab or attempt paid it)' },
    isUnsafeProviderPageError: { when: 'the payment page address is not one the app trusts' },
    isPaylinkExpired: { when: 'the paylink has expired unpaid', not: 'the paylink is still valid' },
    isPaylinkPaid: { when: 'the paylink is already paid', not: 'the paylink is not paid yet' },
    hasPaylinkId: { when: 'the address names a paylink', not: 'the address names no paylink' },
    isPaylinkUnknownError: { when: 'no such paylink exists' },
    hasWalletReturnRef: { when: 'the wallet returned naming an order or a payment', not: 'the wallet returned naming no order or payment' },
    isWalletReturnUnknownError: { when: 'the wallet returned without an order or payment the gateway knows' },
    isRetailStoreUnknownError: { when: 'the store id is missing, unknown or the store is closed' },
    hasStoreId: { when: 'the address names a store', not: 'the address names no store' },
    // -- purchase area guards: below --
    hasNumberLockResult: { when: 'the number chosen was just locked (the step shows it held)', not: 'no number was chosen to lock' },
    hasPortInResult: { when: 'the number or its code was just checked (the step shows the result)', not: 'the number is eligible and, when needed, verified' },
    isSignedIn: { when: 'the customer is signed in', not: 'a visitor (not signed in)', reads: [] },
    hasOrderForKyc: { when: 'the eKYC is for an order that exists (it is sent now)', not: 'the order is not made yet (the eKYC is kept for the payment step)' },
    isKycForPurchase: { when: 'the eKYC is a purchase\'s (it may wait for the order)', not: 'the eKYC is not a purchase\'s' },
    isKycForServiceRequestPage: { when: 'the eKYC was sent for a service order of the page address (its request status page is next)' },
    isKycForOrderPage: { when: 'the eKYC was sent for the order of the page address (that order\'s page is next)' },

    // -- manage area guards: below --

    // -- account area guards: below --
    isSameCustomer: { when: 'the hand-off token is of the customer already signed in', not: 'the hand-off token is of another customer' },
    isSessionEndedError: { when: 'the session ended while the form was open (the typed values are kept for after the sign-in)' },
    isTokenRefused: { when: 'the gateway refused the token (401 or 403)', not: 'no answer about the token (no connection, the page left, a server failure): the session is kept' },

  },
  actions: {
    rememberFlagTarget: 'remember the identity flags should be evaluated for',
    markFlagContextApplied: 'note the identity the flag service now evaluates for',
    countFlagReconnect: 'count one more attempt to reach the flag service',
    resetFlagReconnects: 'start the reconnect back-off afresh',
    ensureDeadlines: 'set the code deadlines',
    restartTimer: 'restart the countdown for the new code',
    markExpired: 'mark the code expired',
    recordError: 'keep the error to show it',
    storeLineToActivate: 'keep the line whose SIM is activated',
    clearError: 'clear the error shown',
    keepTriedCode: 'keep the code sent for checking',
    markResent: 'say a new code was sent',
    forgetResent: 'stop saying a new code was sent',
    storeEmail: 'keep the email typed',
    storeResult: 'keep the result',
    chooseRedeem: 'choose to pay with points',
    chooseBuy: 'choose to pay with money',
    newAttemptKey: 'start a new attempt (one key for every try of this confirmation)',
    storeRedemption: 'keep the redemption and its status',
    countPoll: 'count one status check',
    countWalletPoll: 'count one wallet approval check',
    keepOrNewPaymentKey: 'keep the payment attempt key restored after a reload, or start one',
    newPaymentKey: 'start a new payment attempt (a new key)',
    keepOrNewCreateKey: 'keep the key what is paid for is made with, or start one (a retry makes nothing twice)',
    storeConsentType: 'keep the consent setting read',
    rememberHandoff: 'keep the hand-off token and the customer signed in',
    startAgain: 'forget the change made, to start a new one',
  },
  delays: {
    flagReconnectDelay: 'the reconnect back-off (1 s, doubled per attempt, at most 30 s)',
    untilResend: 'half the code lifetime (resend opens)',
    untilExpiry: 'the code lifetime (code expires)',
    redemptionPollInterval: '1 second (SPEC §9 polling interval)',
    pollInterval: '1 second between wallet approval checks (SPEC §9)',
  },
  actors: {
    connectFlagService: 'the feature-flag service (OFREP bulk evaluation and change stream)',
    switchFlagContext: 'the feature-flag service with the new evaluation context',
    resendCode: 'send a new code',
    verifyCode: 'check the code',
    sendGuestCode: 'email a code to the guest',
    validateGuestCode: "check the guest's code",
    signUpVerifiedGuest: 'create the account with the proved email (no second code)',
    requestRedemption: 'redeem or buy the reward',
    checkRedemption: 'check the redemption status',
    loadWinbackOffer: 'look for a win-back offer',
    claimWinback: 'claim the win-back offer',
    terminateNumber: 'request the termination',
    cancelStaleSwitch: 'call off the switch requested earlier for another plan',
    createPlanSwitchRequest: 'request the plan switch',
    createPayable: 'create the order or request to pay (once per attempt key)',
    submitKyc: 'send the kept identity documents',
    requestPayment: 'ask the payment provider to charge',
    openProviderPage: "open the card provider's page",
    checkTransaction: 'check whether the wallet payment was approved',
    requestEmailChange: 'send a code to the new email address',
    verifyEmailChange: 'check the code and change the email',
    requestCardCode: 'send a one-time code before the card is replaced',
    verifyCardCode: 'check the one-time code',
    replaceSubscriptionCard: 'replace the card behind the subscription',
    loadPaylink: 'load the paylink: what is paid, the amount, its expiry',
    checkWalletReturn: "check the wallet payment's status (or the order's)",
    checkRetailStore: 'check the store id and load the store',
    createSimReplacementRequest: 'make the SIM replacement request (once: the same choice keeps the request already made), or read back the open one being continued',
    // -- purchase area actors: below --
    lockChosenNumber: 'lock the number chosen for the customer (someone else may hold it)',
    checkPortIn: 'check the number with its operator (MNP eligibility), then the code sent to it',
    openDeclinedResultPage: "open the result page of a declined payment, which offers the retry (the purchase's)",
    confirmOrderSummary: "record a signed-in customer's consent and keep the order's attempt key (one order per key)",
    submitManualEkyc: 'send the identity document and its images for the order',
    keepEkycForOrder: 'keep the identity document and its images until the order is made (the payment step sends them)',

    // -- manage area actors: below --
    activateSim: 'activate the SIM with the ICC id typed',
    cancelPortIn: 'call off the port-in',
    cancelServiceRequest: 'call off the service request',
    reportCnicLine: 'report the line as not the customer\'s: a service request they follow',
    startChat: 'record the chat as one of the customer\'s requests (its reference), once per conversation',
    saveSimReplacementDelivery: 'keep the delivery on the SIM replacement request',
    checkSimReplacementCharges: 'read the request again: is anything left to pay?',
    confirmReschedule: 'move the delivery to the new slot (the reschedule and its fee)',
    blockLine: 'block the lost or stolen SIM’s line at once (it reads Suspended and uses nothing)',
    requestUnblockCode: 'email the account a code to unblock the line',
    unblockLine: 'check the code and give the line back the status it had',
    stopSubscription: 'stop the subscription now (what is left of it is gone, it never renews)',
    startBalanceShare: 'check the share and SMS a code to the sending line',
    confirmBalanceShare: 'check the code and move the airtime once',
    takeAdvance: 'lend the chosen amount to the line once',
    createPublicRecharge: 'make the recharge of the number, with the balance it gives (a number that is not a Sitara line is refused)',

    // -- account area actors: below --
    savePersonalDetails: 'save the corrected personal details',
    readConsentType: 'the customer consent setting to sign up with (none if it cannot be read)',
    completeSignIn: 'sign the customer in: keep the token, send the sign-up consent, load the privacy setting, the customer, the orders and pending carts, and choose the page to land on',
    loadSessionCustomer: "the signed-in customer's details (and keep them)",
    readHandoffCustomer: "the hand-off token's customer, with the token itself (the session untouched)",
    keepHandoffSession: 'keep the fresh token of the same customer',
    switchToHandoffSession: "end this session and keep the other customer's",
    saveDeliveryAddress: 'save the corrected delivery address of the shipment on its way',

  },
  inputs: {
    payPurchaseStart: { gives: ['purchase', 'resultPageOnDecline'] },
    payRequestStart: { gives: ['orderRef'] },
    payRechargeStart: { gives: ['orderRef'] },
    payRescheduleStart: { gives: ['orderRef', 'method'] },
    ekycPurchaseStart: { gives: ['variant', 'orderId'] },
    ekycSimReplacementStart: { gives: ['variant', 'orderId'] },
    terminationDecisionStart: { gives: ['number', 'reasonId', 'feedback'] },
    planSwitchConfirmStart: { gives: ['number', 'planId', 'staleRequestId', 'reusableRequestId'] },
  },
};
