import { lazy } from 'react';
import { isScreen, rankWith, type ScreenEntry } from '../../../renderer';

const OrderSlotScreen = lazy(() => import('./order-slot-screen'));
const PersonalScreen = lazy(() =>
  import('./details-screens').then((m) => ({
    default: m.ReschedulePersonalScreen,
  })),
);
const AddressScreen = lazy(() =>
  import('./details-screens').then((m) => ({
    default: m.RescheduleAddressScreen,
  })),
);
const ReviewScreen = lazy(() => import('./review-screen'));
const PaymentScreen = lazy(() => import('./payment-screen'));

/** The reschedule-delivery screens (journeys/reschedule-delivery.json). */
export const rescheduleEntries: ScreenEntry[] = [
  {
    name: 'reschedule-sim-only',
    tester: rankWith(10, isScreen('rescheduleSimOnly')),
    screen: OrderSlotScreen,
  },
  {
    name: 'reschedule-personal-details',
    tester: rankWith(10, isScreen('reschedulePersonalDetails')),
    screen: PersonalScreen,
  },
  {
    name: 'reschedule-address-details',
    tester: rankWith(10, isScreen('rescheduleAddressDetails')),
    screen: AddressScreen,
  },
  {
    name: 'reschedule-review',
    tester: rankWith(10, isScreen('rescheduleReview')),
    screen: ReviewScreen,
  },
  {
    name: 'reschedule-payment',
    tester: rankWith(10, isScreen('reschedulePayment')),
    screen: PaymentScreen,
  },
];
