import { lazy } from 'react';
import { isScreen, rankWith, type ScreenEntry } from '../../../renderer';

const OrderRequestScreen = lazy(() => import('./order-request-screen'));
const DeliveryScreen = lazy(() => import('./delivery-screen'));
const SummaryScreen = lazy(() => import('./order-summary-screen'));
const PaymentScreen = lazy(() => import('./payment-screen'));

/** The SIM replacement screens (journeys/sim-replacement.json; its KYC step is the manual eKYC screen). */
export const simReplacementEntries: ScreenEntry[] = [
  { name: 'sim-replacement-order-request', tester: rankWith(10, isScreen('simReplacementOrderRequest')), screen: OrderRequestScreen },
  { name: 'sim-replacement-delivery-details', tester: rankWith(10, isScreen('simReplacementDeliveryDetails')), screen: DeliveryScreen },
  { name: 'sim-replacement-order-summary', tester: rankWith(10, isScreen('simReplacementOrderSummary')), screen: SummaryScreen },
  { name: 'sim-replacement-order-payment', tester: rankWith(10, isScreen('simReplacementOrderPayment')), screen: PaymentScreen },
];
