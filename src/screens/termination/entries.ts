import { lazy } from 'react';
import { isScreen, rankWith, type ScreenEntry } from '../../../renderer';

const TerminateReasonScreen = lazy(() => import('./terminate-reason-screen'));
const TerminateSubmitScreen = lazy(() => import('./terminate-submit-screen'));
const TerminateSuccessScreen = lazy(() => import('./terminate-success-screen'));

/** The three steps of journeys/termination.json (each lazily loaded). */
export const terminationEntries: ScreenEntry[] = [
  { name: 'terminate-number', tester: rankWith(10, isScreen('terminateNumber')), screen: TerminateReasonScreen },
  { name: 'terminate-number-submit', tester: rankWith(10, isScreen('terminateNumberSubmit')), screen: TerminateSubmitScreen },
  { name: 'terminate-number-success', tester: rankWith(10, isScreen('terminateNumberSuccess')), screen: TerminateSuccessScreen },
];
