import type { WizardScreen } from '../screen-step';

/** Plan switch (journeys/plan-switch.json). */
export default [
  { name: 'plan-switch-plans', shows: 'planSwitchPlans', load: () => import('../../features/plan-switch/plans-screen') },
  { name: 'plan-switch-plan-details', shows: 'planSwitchPlanDetails', load: () => import('../../features/plan-switch/plan-details-screen') },
  { name: 'plan-switch-order-summary', shows: 'planSwitchOrderSummary', load: () => import('../../features/plan-switch/order-summary-screen') },
  { name: 'plan-switch-payment', shows: 'planSwitchPayment', load: () => import('../../features/plan-switch/payment-screen') },
] satisfies WizardScreen[];
