import { lazy } from 'react';
import { isScreen, rankWith, type ScreenEntry } from '../../../renderer';

const PlansScreen = lazy(() => import('./plans-screen'));
const DetailsScreen = lazy(() => import('./plan-details-screen'));
const SummaryScreen = lazy(() => import('./order-summary-screen'));
const PaymentScreen = lazy(() => import('./payment-screen'));

/** The plan-switch screens (journeys/plan-switch.json). */
export const planSwitchEntries: ScreenEntry[] = [
  { name: 'plan-switch-plans', tester: rankWith(10, isScreen('planSwitchPlans')), screen: PlansScreen },
  { name: 'plan-switch-plan-details', tester: rankWith(10, isScreen('planSwitchPlanDetails')), screen: DetailsScreen },
  { name: 'plan-switch-order-summary', tester: rankWith(10, isScreen('planSwitchOrderSummary')), screen: SummaryScreen },
  { name: 'plan-switch-payment', tester: rankWith(10, isScreen('planSwitchPayment')), screen: PaymentScreen },
];
