import type { WizardScreen } from '../screen-step';

/** Stopping a subscription (journeys/stop-subscription.json, issue 44 part 3). */
export default [
  { name: 'subscription-stop', shows: 'subscriptionStop', load: () => import('../../features/subscriptions/stop-screens').then((m) => ({ default: m.StopScreen })) },
  { name: 'subscription-stopped', shows: 'subscriptionStopped', load: () => import('../../features/subscriptions/stop-screens').then((m) => ({ default: m.StoppedScreen })) },
] satisfies WizardScreen[];
