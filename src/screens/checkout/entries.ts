import { lazy } from 'react';
import { isScreen, rankWith, type ScreenEntry } from '../../../renderer';

// Each screen is its own lazy chunk, with its messages, off the landing route.
const OrderSummaryScreen = lazy(() => import('./order-summary-screen'));
const SelectPaymentMethodsScreen = lazy(() => import('./select-payment-methods-screen'));
const PaymentScreen = lazy(() => import('./payment-screen'));

/** The checkout screens of the journeys (each lazily loaded). */
export const checkoutEntries: ScreenEntry[] = [
  { name: 'order-summary', tester: rankWith(10, isScreen('orderSummary')), screen: OrderSummaryScreen },
  { name: 'select-payment-methods', tester: rankWith(10, isScreen('selectPaymentMethods')), screen: SelectPaymentMethodsScreen },
  { name: 'payment', tester: rankWith(10, isScreen('payment')), screen: PaymentScreen },
];
