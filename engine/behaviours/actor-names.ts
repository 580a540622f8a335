/**
 * GENERATED FILE, DO NOT EDIT. Regenerate with `npm run gen` (scripts/gen-actor-names.ts).
 * The actors each module of src/features/actors.ts gives, by the names journeys invoke: `areas` by screen area,
 * `payment` what a paying wizard gives journeys/payment.json, `page` what a page makes for itself.
 */
export const ACTOR_NAMES = {
  areas: {
    "account": [
      "saveDeliveryAddress",
      "savePersonalDetails",
    ],
    "airtime": [
      "confirmBalanceShare",
      "startBalanceShare",
      "takeAdvance",
    ],
    "auth": [
      "completeSignIn",
      "readConsentType",
      "resendCode",
      "verifyCode",
    ],
    "cancel-portin": [
      "cancelPortIn",
    ],
    "cards": [
      "replaceSubscriptionCard",
      "requestCardCode",
      "verifyCardCode",
    ],
    "catalog": [
      "checkPortIn",
      "lockChosenNumber",
    ],
    "checkout": [
      "confirmOrderSummary",
    ],
    "cnic-lines": [
      "reportCnicLine",
    ],
    "email-change": [
      "requestEmailChange",
      "verifyEmailChange",
    ],
    "guest-verification": [
      "sendGuestCode",
      "signUpVerifiedGuest",
      "validateGuestCode",
    ],
    "lines": [
      "activateSim",
    ],
    "lost-sim": [
      "blockLine",
      "requestUnblockCode",
      "unblockLine",
    ],
    "loyalty": [
      "checkRedemption",
      "requestRedemption",
    ],
    "manual-ekyc": [
      "keepEkycForOrder",
      "submitManualEkyc",
    ],
    "paylinks": [
      "checkWalletReturn",
      "loadPaylink",
    ],
    "plan-switch": [
      "cancelStaleSwitch",
      "createPlanSwitchRequest",
    ],
    "recharge-any": [
      "createPublicRecharge",
    ],
    "reschedule": [
      "confirmReschedule",
    ],
    "retail": [
      "checkRetailStore",
    ],
    "service-requests": [
      "cancelServiceRequest",
      "startChat",
    ],
    "session": [
      "keepHandoffSession",
      "loadSessionCustomer",
      "readHandoffCustomer",
      "switchToHandoffSession",
    ],
    "sim-replacement": [
      "checkSimReplacementCharges",
      "createSimReplacementRequest",
      "saveSimReplacementDelivery",
    ],
    "subscriptions": [
      "stopSubscription",
    ],
    "termination": [
      "claimWinback",
      "loadWinbackOffer",
      "terminateNumber",
    ],
  },
  payment: [
    "checkTransaction",
    "createPayable",
    "openDeclinedResultPage",
    "openProviderPage",
    "requestPayment",
    "submitKyc",
  ],
  page: [
    "connectFlagService",
    "switchFlagContext",
  ],
} as const;

/** The input mappers each actor is invoked with in journeys/*.json: its input is what they give (actor-input.ts). */
export const ACTOR_INPUTS = {
  "activateSim": ["simActivationInput"],
  "blockLine": ["stepData"],
  "cancelPortIn": ["portInCancellationInput"],
  "cancelServiceRequest": ["serviceRequestCancelInput"],
  "cancelStaleSwitch": ["staleSwitchInput"],
  "checkPortIn": ["stepData"],
  "checkRedemption": ["contextAndEvent"],
  "checkRetailStore": ["retailStoreToCheck"],
  "checkSimReplacementCharges": ["stepData"],
  "checkTransaction": ["contextAndEvent"],
  "checkWalletReturn": ["walletReturnToCheck"],
  "claimWinback": ["winbackClaimInput"],
  "completeSignIn": ["signInInput"],
  "confirmBalanceShare": ["stepData"],
  "confirmOrderSummary": ["stepData"],
  "confirmReschedule": ["stepData"],
  "connectFlagService": ["contextAndEvent"],
  "createPayable": ["contextAndEvent"],
  "createPlanSwitchRequest": ["planSwitchChoiceInput"],
  "createPublicRecharge": ["stepData"],
  "createSimReplacementRequest": ["stepData"],
  "keepEkycForOrder": ["ekycSubmission"],
  "keepHandoffSession": ["handoffSession"],
  "loadPaylink": ["paylinkToLoad"],
  "loadSessionCustomer": ["noInput"],
  "loadWinbackOffer": ["contextAndEvent"],
  "lockChosenNumber": ["stepData"],
  "openDeclinedResultPage": ["contextAndEvent"],
  "openProviderPage": ["contextAndEvent"],
  "readConsentType": ["noInput"],
  "readHandoffCustomer": ["handoffToRead"],
  "replaceSubscriptionCard": ["contextAndEvent"],
  "reportCnicLine": ["cnicReportInput"],
  "requestCardCode": ["contextAndEvent"],
  "requestEmailChange": ["contextAndEvent"],
  "requestPayment": ["contextAndEvent"],
  "requestRedemption": ["contextAndEvent"],
  "requestUnblockCode": ["stepData"],
  "resendCode": ["contextAndEvent"],
  "saveDeliveryAddress": ["detailsToSave"],
  "savePersonalDetails": ["detailsToSave"],
  "saveSimReplacementDelivery": ["stepData"],
  "sendGuestCode": ["contextAndEvent"],
  "signUpVerifiedGuest": ["contextAndEvent"],
  "startBalanceShare": ["stepData"],
  "startChat": ["chatStartInput"],
  "stopSubscription": ["stepData"],
  "submitKyc": ["contextAndEvent"],
  "submitManualEkyc": ["ekycSubmission"],
  "switchFlagContext": ["contextAndEvent"],
  "switchToHandoffSession": ["handoffSession"],
  "takeAdvance": ["stepData"],
  "terminateNumber": ["terminationRequestInput"],
  "unblockLine": ["stepData"],
  "validateGuestCode": ["contextAndEvent"],
  "verifyCardCode": ["contextAndEvent"],
  "verifyCode": ["contextAndEvent"],
  "verifyEmailChange": ["contextAndEvent"],
} as const;

/** The machine journeys that invoke each actor with their whole context (contextAndEvent): its input's context type. */
export const ACTOR_CONTEXTS = {
  "checkRedemption": ["loyalty-redeem"],
  "checkTransaction": ["payment"],
  "connectFlagService": ["flag-context"],
  "createPayable": ["payment"],
  "loadWinbackOffer": ["termination-decision"],
  "openDeclinedResultPage": ["payment"],
  "openProviderPage": ["payment"],
  "replaceSubscriptionCard": ["card-update"],
  "requestCardCode": ["card-update"],
  "requestEmailChange": ["email-change"],
  "requestPayment": ["payment"],
  "requestRedemption": ["loyalty-redeem"],
  "resendCode": ["otp-timer"],
  "sendGuestCode": ["guest-verification"],
  "signUpVerifiedGuest": ["guest-verification"],
  "submitKyc": ["payment"],
  "switchFlagContext": ["flag-context"],
  "validateGuestCode": ["guest-verification"],
  "verifyCardCode": ["card-update"],
  "verifyCode": ["otp-timer"],
  "verifyEmailChange": ["email-change"],
} as const;
