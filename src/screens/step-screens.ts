import type { StepScreenContract } from '../../engine/customer-checks';

/** The endings of journeys/payment.json its panel shows (src/shared/payment/payment-panel.tsx): the error, the way back, the page opened. */
const PAYMENT_SHOWN = ['kycMissing', 'numberTaken', 'notPayable', 'leftForProvider', 'leftForResultPage'] as const;
const payment: StepScreenContract = { hosts: 'payment', shows: PAYMENT_SHOWN };

/**
 * Every step screen the app registers (src/screens/registry.ts), by the `screen` name a journey step gives it (the
 * step's name when it gives none), with what `npm run journeys:check` must know of it. Plain data with no React and
 * no build-time import, so the checker reads it in Node before the build; the registry's `step()` takes only these
 * names (a typo does not compile) and tests/src/screens/registry.test.ts keeps the two lists equal.
 *
 * `hosts` is the child journey the screen shows (its `useChildJourney(snapshot, id)`): a step showing the screen must
 * host exactly that journey, or the screen waits for a child that never comes. `shows` are the endings of that child
 * the screen shows itself (a result panel, a redirect, a way back), so the step may stay when the child ends there.
 */
export const stepScreens = {
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
  // Reschedule delivery (journeys/reschedule-delivery.json).
  rescheduleSimOnly: {},
  reschedulePersonalDetails: {},
  rescheduleAddressDetails: {},
  rescheduleReview: {},
  reschedulePayment: payment,
} as const satisfies Record<string, StepScreenContract>;

/** A registered step screen's name. */
export type StepScreenName = keyof typeof stepScreens;
