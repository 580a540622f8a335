import type { WizardScreen } from '../screen-step';

/** Recharge any Sitara number (journeys/recharge-any.json). */
export default [
  { name: 'recharge-any-number', shows: 'rechargeAnyNumber', load: () => import('../../features/recharge-any/recharge-any-screens').then((m) => ({ default: m.NumberScreen })) },
  { name: 'recharge-any-payment', shows: 'rechargeAnyPayment', load: () => import('../../features/recharge-any/recharge-any-payment-screen') },
] satisfies WizardScreen[];
