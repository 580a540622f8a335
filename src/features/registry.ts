import { lazy, type ComponentType } from 'react';
import { CONTENT_SCREEN } from '../../engine/content-screen';
import { createScreenRegistry, type ScreenEntry, type ScreenProps } from '../../renderer';
import type { StepScreenName } from './step-screens';

type ScreenModule = { default: ComponentType<ScreenProps> };

/**
 * One journey step's screen: `name` is the entry's name, `screen` the `meta.screen` of the journey JSON state
 * that shows it, `load` its module (each screen is its own lazily loaded chunk, so none of them weighs on the
 * landing route; even pre-checkout, the landing step, loads after the shell has painted). `screen` is one of the
 * names journeys:check knows (src/features/step-screens.ts, plain data it reads in Node).
 */
function step(name: string, screen: StepScreenName, load: () => Promise<ScreenModule>): ScreenEntry {
  return { name, shows: screen, screen: lazy(load), load };
}

/** A named export of a screen module, as a lazy module. */
const pick = <M,>(load: () => Promise<M>, key: keyof M) => () => load().then((m) => ({ default: m[key] as ComponentType<ScreenProps> }));

/**
 * Every journey screen the app has: the one place a step's screen is registered (docs/architecture.md). A step
 * without an entry shows the fallback screen (words a customer can read, never the step's name) with Next/Back.
 */
export const screenEntries: ScreenEntry[] = [
  // Every content step of every wizard (a step with "content" in its JSON): one screen draws them from their JSON.
  step('content', CONTENT_SCREEN, () => import('./content/content-screen')),
  // Purchase (journeys/onboarding.json).
  step('pre-checkout', 'preCheckout', () => import('./catalog/pre-checkout-screen')),
  step('addon-selection', 'addonSelection', () => import('./catalog/addon-selection-screen')),
  step('connection-details', 'connectionDetails', () => import('./catalog/connection-details-screen')),
  step('port-in-details', 'portInDetails', () => import('./catalog/port-in-screen')),
  step('personal-details', 'personalDetails', () => import('./details/personal-details-screen')),
  step('address-details', 'addressDetails', () => import('./details/address-details-screen')),
  step('manual-ekyc', 'manualEkyc', pick(() => import('./manual-ekyc/manual-ekyc-screen'), 'OnboardingEkycScreen')),
  step('order-summary', 'orderSummary', () => import('./checkout/order-summary-screen')),
  step('select-payment-methods', 'selectPaymentMethods', () => import('./checkout/select-payment-methods-screen')),
  step('payment', 'payment', () => import('./checkout/payment-screen')),
  // SIM replacement (journeys/sim-replacement.json; its KYC step is the manual eKYC screen).
  step('sim-replacement-order-request', 'simReplacementOrderRequest', () => import('./sim-replacement/order-request-screen')),
  step('sim-replacement-kyc', 'simReplacementKyc', pick(() => import('./manual-ekyc/manual-ekyc-screen'), 'SimReplacementEkycScreen')),
  step('sim-replacement-delivery-details', 'simReplacementDeliveryDetails', () => import('./sim-replacement/delivery-screen')),
  step('sim-replacement-order-summary', 'simReplacementOrderSummary', () => import('./sim-replacement/order-summary-screen')),
  step('sim-replacement-order-payment', 'simReplacementOrderPayment', () => import('./sim-replacement/payment-screen')),
  // Stopping a subscription (journeys/stop-subscription.json, issue 44 part 3).
  step('subscription-stop', 'subscriptionStop', pick(() => import('./subscriptions/stop-screens'), 'StopScreen')),
  step('subscription-stopped', 'subscriptionStopped', pick(() => import('./subscriptions/stop-screens'), 'StoppedScreen')),
  // A lost or stolen SIM (journeys/lost-sim.json).
  step('lost-sim-block', 'lostSimBlock', pick(() => import('./lost-sim/lost-sim-screens'), 'BlockScreen')),
  step('lost-sim-blocked', 'lostSimBlocked', pick(() => import('./lost-sim/lost-sim-screens'), 'BlockedScreen')),
  step('lost-sim-unblock', 'lostSimUnblock', pick(() => import('./lost-sim/lost-sim-screens'), 'UnblockScreen')),
  step('lost-sim-unblocked', 'lostSimUnblocked', pick(() => import('./lost-sim/lost-sim-screens'), 'UnblockedScreen')),
  // Balance share and the emergency advance (journeys/balance-share.json, journeys/emergency-advance.json).
  step('balance-share-details', 'shareDetails', pick(() => import('./airtime/balance-share-screens'), 'ShareDetailsScreen')),
  step('balance-share-confirm', 'shareConfirm', pick(() => import('./airtime/balance-share-screens'), 'ShareConfirmScreen')),
  step('balance-share-done', 'shareDone', pick(() => import('./airtime/balance-share-screens'), 'ShareDoneScreen')),
  step('advance-offer', 'advanceOffer', pick(() => import('./airtime/advance-screens'), 'AdvanceOfferScreen')),
  step('advance-granted', 'advanceGranted', pick(() => import('./airtime/advance-screens'), 'AdvanceGrantedScreen')),
  // Recharge any Sitara number (journeys/recharge-any.json).
  step('recharge-any-number', 'rechargeAnyNumber', pick(() => import('./recharge-any/recharge-any-screens'), 'NumberScreen')),
  step('recharge-any-payment', 'rechargeAnyPayment', () => import('./recharge-any/recharge-any-payment-screen')),
  // Termination (journeys/termination.json).
  step('terminate-number', 'terminateNumber', () => import('./termination/terminate-reason-screen')),
  step('terminate-number-submit', 'terminateNumberSubmit', () => import('./termination/terminate-submit-screen')),
  step('terminate-number-success', 'terminateNumberSuccess', () => import('./termination/terminate-success-screen')),
  // Plan switch (journeys/plan-switch.json).
  step('plan-switch-plans', 'planSwitchPlans', () => import('./plan-switch/plans-screen')),
  step('plan-switch-plan-details', 'planSwitchPlanDetails', () => import('./plan-switch/plan-details-screen')),
  step('plan-switch-order-summary', 'planSwitchOrderSummary', () => import('./plan-switch/order-summary-screen')),
  step('plan-switch-payment', 'planSwitchPayment', () => import('./plan-switch/payment-screen')),
  // Reschedule delivery (journeys/reschedule-delivery.json).
  step('reschedule-sim-only', 'rescheduleSimOnly', () => import('./reschedule/order-slot-screen')),
  step('reschedule-personal-details', 'reschedulePersonalDetails', pick(() => import('./reschedule/details-screens'), 'ReschedulePersonalScreen')),
  step('reschedule-address-details', 'rescheduleAddressDetails', pick(() => import('./reschedule/details-screens'), 'RescheduleAddressScreen')),
  step('reschedule-review', 'rescheduleReview', () => import('./reschedule/review-screen')),
  step('reschedule-payment', 'reschedulePayment', () => import('./reschedule/payment-screen')),
];

export const screenRegistry = createScreenRegistry(screenEntries);
