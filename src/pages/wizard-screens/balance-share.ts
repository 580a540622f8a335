import type { WizardScreen } from '../screen-step';

/** Balance share (journeys/balance-share.json). */
export default [
  { name: 'balance-share-details', shows: 'shareDetails', load: () => import('../../features/airtime/balance-share-screens').then((m) => ({ default: m.ShareDetailsScreen })) },
  { name: 'balance-share-confirm', shows: 'shareConfirm', load: () => import('../../features/airtime/balance-share-screens').then((m) => ({ default: m.ShareConfirmScreen })) },
  { name: 'balance-share-done', shows: 'shareDone', load: () => import('../../features/airtime/balance-share-screens').then((m) => ({ default: m.ShareDoneScreen })) },
] satisfies WizardScreen[];
