import type { WizardScreen } from '../screen-step';

/** Termination (journeys/termination.json). */
export default [
  { name: 'terminate-number', shows: 'terminateNumber', load: () => import('../../features/termination/terminate-reason-screen') },
  { name: 'terminate-number-submit', shows: 'terminateNumberSubmit', load: () => import('../../features/termination/terminate-submit-screen') },
  { name: 'terminate-number-success', shows: 'terminateNumberSuccess', load: () => import('../../features/termination/terminate-success-screen') },
] satisfies WizardScreen[];
