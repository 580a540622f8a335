import { lazy } from 'react';
import { isScreen, rankWith, type ScreenEntry } from '../../../renderer';

// Each screen is its own chunk: even pre-checkout, the landing step, loads after the shell has painted.
const PreCheckoutScreen = lazy(() => import('../../shared/catalog/pre-checkout-screen'));
const AddonSelectionScreen = lazy(() => import('./addon-selection-screen'));
const ConnectionDetailsScreen = lazy(() => import('./connection-details-screen'));
const PortInScreen = lazy(() => import('./port-in-screen'));

/** The catalog screens of the journeys (each lazily loaded). */
export const catalogEntries: ScreenEntry[] = [
  { name: 'pre-checkout', tester: rankWith(10, isScreen('preCheckout')), screen: PreCheckoutScreen },
  { name: 'addon-selection', tester: rankWith(10, isScreen('addonSelection')), screen: AddonSelectionScreen },
  { name: 'connection-details', tester: rankWith(10, isScreen('connectionDetails')), screen: ConnectionDetailsScreen },
  { name: 'port-in-details', tester: rankWith(10, isScreen('portInDetails')), screen: PortInScreen },
];
