import type { WizardScreen } from '../screen-step';

/** The SIM replacement's screens (journeys/sim-replacement.json; its KYC step is the manual eKYC screen). */
export default [
  { name: 'sim-replacement-order-request', shows: 'simReplacementOrderRequest', load: () => import('../../features/sim-replacement/order-request-screen') },
  { name: 'sim-replacement-kyc', shows: 'simReplacementKyc', load: () => import('../../features/manual-ekyc/manual-ekyc-screen').then((m) => ({ default: m.SimReplacementEkycScreen })) },
  { name: 'sim-replacement-delivery-details', shows: 'simReplacementDeliveryDetails', load: () => import('../../features/sim-replacement/delivery-screen') },
  { name: 'sim-replacement-order-summary', shows: 'simReplacementOrderSummary', load: () => import('../../features/sim-replacement/order-summary-screen') },
  { name: 'sim-replacement-order-payment', shows: 'simReplacementOrderPayment', load: () => import('../../features/sim-replacement/payment-screen') },
] satisfies WizardScreen[];
