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
