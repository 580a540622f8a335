import type { WizardScreen } from '../screen-step';

/** A lost or stolen SIM (journeys/lost-sim.json). */
export default [
  { name: 'lost-sim-block', shows: 'lostSimBlock', load: () => import('../../features/lost-sim/lost-sim-screens').then((m) => ({ default: m.BlockScreen })) },
  { name: 'lost-sim-blocked', shows: 'lostSimBlocked', load: () => import('../../features/lost-sim/lost-sim-screens').then((m) => ({ default: m.BlockedScreen })) },
  { name: 'lost-sim-unblock', shows: 'lostSimUnblock', load: () => import('../../features/lost-sim/lost-sim-screens').then((m) => ({ default: m.UnblockScreen })) },
  { name: 'lost-sim-unblocked', shows: 'lostSimUnblocked', load: () => import('../../features/lost-sim/lost-sim-screens').then((m) => ({ default: m.UnblockedScreen })) },
] satisfies WizardScreen[];
