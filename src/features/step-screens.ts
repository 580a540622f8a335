import type { StepScreenContract } from '../../engine/customer-checks';

/** The endings of journeys/payment.json its panel shows (src/features/payment/payment-panel.tsx): the error, the way back, the page opened. */
const PAYMENT_SHOWN = ['kycMissing', 'numberTaken', 'notPayable', 'leftForProvider', 'leftForResultPage'] as const;
const payment = { hosts: 'payment', shows: PAYMENT_SHOWN } as const satisfies StepScreenContract;

/**
 * Every step screen the app registers (src/features/registry.ts), by the `screen` name a journey step gives it (the
 * step's name when it gives none), with what `npm run journeys:check` must know of it. Plain data with no React and
 * no build-time import, so the checker reads it in Node before the build; the registry's `step()` takes only these
 * names (a typo does not compile) and tests/src/features/registry.test.ts keeps the two lists equal.
 *
 * `hosts` is the child journey the screen shows (its `useChildJourney(snapshot, id)`): a step showing the screen must
 * host exactly that journey, or the screen waits for a child that never comes. `shows` are the endings of that child
 * the screen shows itself (a result panel, a redirect, a way back), so the step may stay when the child ends there.
 */
export const stepScreens = {
  /** Every content step (a step with `content`, engine/content-screen.ts CONTENT_SCREEN): its words from the JSON. */
  content: {},
  // Purchase (journeys/onboarding.json).
  preCheckout: {},
  addonSelection: {},
  connectionDetails: {},
  portInDetails: {},
  personalDetails: {},
  addressDetails: {},
  /** A KYC for the order of the page address opens that page (PageAfterKyc). */
  manualEkyc: { hosts: 'manual-ekyc-submit', shows: ['leftForOrder', 'leftForServiceRequest'] },
  orderSummary: {},
  selectPaymentMethods: {},
  payment,
  // SIM replacement (journeys/sim-replacement.json).
  simReplacementOrderRequest: {},
  /**
   * The same eKYC screen: besides the pages it opens, `kept` never happens here (only a purchase's KYC is kept for its
   * order, the guard isKycForPurchase; the request exists since the first step, so Submit sends).
   */
  simReplacementKyc: { hosts: 'manual-ekyc-submit', shows: ['leftForOrder', 'leftForServiceRequest', 'kept'] },
  simReplacementDeliveryDetails: {},
  simReplacementOrderSummary: {},
  simReplacementOrderPayment: payment,
  // Termination (journeys/termination.json): the kept line and the refusal have their own panels.
  terminateNumber: {},
  terminateNumberSubmit: { hosts: 'termination-decision', shows: ['kept', 'notEligible'] },
  terminateNumberSuccess: {},
  // Plan switch (journeys/plan-switch.json).
  planSwitchPlans: {},
  planSwitchPlanDetails: {},
  planSwitchOrderSummary: { hosts: 'plan-switch-confirm' },
  planSwitchPayment: payment,
  // Stopping a subscription (journeys/stop-subscription.json, issue 44).
  subscriptionStop: {},
  subscriptionStopped: {},
  // A lost or stolen SIM (journeys/lost-sim.json, issue 45).
  lostSimBlock: {},
  lostSimBlocked: {},
  lostSimUnblock: {},
  lostSimUnblocked: {},
  // Balance share and the emergency advance (journeys/balance-share.json, journeys/emergency-advance.json; issue 45).
  shareDetails: {},
  shareConfirm: {},
  shareDone: {},
  advanceOffer: {},
  advanceGranted: {},
  // Recharge any Sitara number (journeys/recharge-any.json, issue 44 part 6).
  rechargeAnyNumber: {},
  rechargeAnyPayment: payment,
  // Reschedule delivery (journeys/reschedule-delivery.json).
  rescheduleSimOnly: {},
  reschedulePersonalDetails: {},
  rescheduleAddressDetails: {},
  rescheduleReview: {},
  reschedulePayment: payment,
} as const satisfies Record<string, StepScreenContract>;

/** A registered step screen's name. */
export type StepScreenName = keyof typeof stepScreens;

/**
 * The views outside the step registry and the routes' pages that show a machine journey's states, by the `screen`
 * name the journey's states give them, with the file that draws them. A machine state's `screen` names one of the
 * step screens above (a journey a step hosts), a page of src/routes/fixed-routes.ts by its name in camelCase (page
 * 'verify-otp': 'verifyOtp'), or one of these; journeys:check refuses any other, and
 * tests/src/features/registry.test.ts that a file here is missing.
 */
export const journeyViews: Readonly<Record<string, string>> = {
  /** journeys/account-details.json: the form both update-details pages share. */
  accountDetails: 'src/features/account/update-details-pages.tsx',
  /** journeys/auth-handoff.json: the authentication gate around every signed-in route, and its question. */
  authGate: 'src/auth/auth-gate.tsx',
  switchAccount: 'src/auth/switch-account-question.tsx',
  /** journeys/chat-start.json: the chat panel of the header's chat button, with the chat's reference. */
  chat: 'src/features/service-requests/chat-reference.tsx',
  /** journeys/cancel-portin.json, on page 'cancel-portin'. */
  cancelPortIn: 'src/features/cancel-portin/cancel-portin-page.tsx',
  /** journeys/guest-verification.json: the modal over the order summary (a visitor's email proved by a code). */
  guestVerification: 'src/features/auth/guest-verification/guest-verification-modal.tsx',
  /** journeys/loyalty-redeem.json: the redeem panel of the item modal (page 'loyalty-item-modal'). */
  loyaltyItem: 'src/features/loyalty/redeem-panel.tsx',
  /** journeys/termination-decision.json, inside the termination's submit step (the step's screen shows it). */
  terminationDecision: 'src/features/termination/terminate-submit-screen.tsx',
  /** journeys/wallet-return.json, on page 'easy-paisa-callback'. */
  walletReturn: 'src/features/paylinks/easy-paisa-callback-page.tsx',
};
