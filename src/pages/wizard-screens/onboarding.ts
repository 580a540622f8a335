import type { WizardScreen } from '../screen-step';

/** The purchase's screens (journeys/onboarding.json). */
export default [
  { name: 'pre-checkout', shows: 'preCheckout', load: () => import('../../features/catalog/pre-checkout-screen') },
  { name: 'addon-selection', shows: 'addonSelection', load: () => import('../../features/catalog/addon-selection-screen') },
  { name: 'connection-details', shows: 'connectionDetails', load: () => import('../../features/catalog/connection-details-screen') },
  { name: 'port-in-details', shows: 'portInDetails', load: () => import('../../features/catalog/port-in-screen') },
  { name: 'personal-details', shows: 'personalDetails', load: () => import('../../features/details/personal-details-screen') },
  { name: 'address-details', shows: 'addressDetails', load: () => import('../../features/details/address-details-screen') },
  { name: 'manual-ekyc', shows: 'manualEkyc', load: () => import('../../features/manual-ekyc/manual-ekyc-screen').then((m) => ({ default: m.OnboardingEkycScreen })) },
  { name: 'order-summary', shows: 'orderSummary', load: () => import('../../features/checkout/order-summary-screen') },
  { name: 'select-payment-methods', shows: 'selectPaymentMethods', load: () => import('../../features/checkout/select-payment-methods-screen') },
  { name: 'payment', shows: 'payment', load: () => import('../../features/checkout/payment-screen') },
] satisfies WizardScreen[];
