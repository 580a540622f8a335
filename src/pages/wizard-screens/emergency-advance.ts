import type { WizardScreen } from '../screen-step';

/** The emergency advance (journeys/emergency-advance.json). */
export default [
  { name: 'advance-offer', shows: 'advanceOffer', load: () => import('../../features/airtime/advance-screens').then((m) => ({ default: m.AdvanceOfferScreen })) },
  { name: 'advance-granted', shows: 'advanceGranted', load: () => import('../../features/airtime/advance-screens').then((m) => ({ default: m.AdvanceGrantedScreen })) },
] satisfies WizardScreen[];
