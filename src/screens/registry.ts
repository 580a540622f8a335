import { lazy } from 'react';
import { createScreenRegistry, isScreen, rankWith, type ScreenEntry } from '../../renderer';
import { catalogEntries } from './catalog/entries';
import { detailsEntries } from './details/entries';
import { authEntries } from './auth/entries';
import { checkoutEntries } from './checkout/entries';
import { simReplacementEntries } from './sim-replacement/entries';
import { terminationEntries } from './termination/entries';
import { planSwitchEntries } from './plan-switch/entries';
import { rescheduleEntries } from './reschedule/entries';

// Each screen is its own lazily loaded chunk, so none of them weighs on the landing route.
const OnboardingEkycScreen = lazy(() => import('./manual-ekyc/manual-ekyc-screen').then((m) => ({ default: m.OnboardingEkycScreen })));
const SimReplacementEkycScreen = lazy(() => import('./manual-ekyc/manual-ekyc-screen').then((m) => ({ default: m.SimReplacementEkycScreen })));

/**
 * Every journey screen the app has, each with its tester. A step without an entry shows the fallback
 * screen, which names the missing screen and keeps Next/Back working.
 */
export const screenEntries: ScreenEntry[] = [
  { name: 'manual-ekyc', tester: rankWith(10, isScreen('manualEkyc')), screen: OnboardingEkycScreen },
  { name: 'sim-replacement-kyc', tester: rankWith(10, isScreen('simReplacementKyc')), screen: SimReplacementEkycScreen },
  // Each screen area owns its entries file (src/screens/<area>/entries.ts).
  ...catalogEntries,
  ...detailsEntries,
  ...authEntries,
  ...checkoutEntries,
  ...simReplacementEntries,
  ...terminationEntries,
  ...planSwitchEntries,
  ...rescheduleEntries,
];

export const screenRegistry = createScreenRegistry(screenEntries, { strict: import.meta.env.DEV });
