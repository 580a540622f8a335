import type { WizardScreen } from '../screen-step';

/** Reschedule delivery (journeys/reschedule-delivery.json). */
export default [
  { name: 'reschedule-sim-only', shows: 'rescheduleSimOnly', load: () => import('../../features/reschedule/order-slot-screen') },
  { name: 'reschedule-personal-details', shows: 'reschedulePersonalDetails', load: () => import('../../features/reschedule/details-screens').then((m) => ({ default: m.ReschedulePersonalScreen })) },
  { name: 'reschedule-address-details', shows: 'rescheduleAddressDetails', load: () => import('../../features/reschedule/details-screens').then((m) => ({ default: m.RescheduleAddressScreen })) },
  { name: 'reschedule-review', shows: 'rescheduleReview', load: () => import('../../features/reschedule/review-screen') },
  { name: 'reschedule-payment', shows: 'reschedulePayment', load: () => import('../../features/reschedule/payment-screen') },
] satisfies WizardScreen[];
