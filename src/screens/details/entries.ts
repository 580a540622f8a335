import { lazy } from 'react';
import { isScreen, rankWith, type ScreenEntry } from '../../../renderer';

// Each screen is its own lazy chunk, with its messages, off the landing route.
const PersonalDetailsScreen = lazy(() => import('./personal-details-screen'));
const AddressDetailsScreen = lazy(() => import('./address-details-screen'));

/** The details screens of the journeys (each lazily loaded). */
export const detailsEntries: ScreenEntry[] = [
  { name: 'personal-details', tester: rankWith(10, isScreen('personalDetails')), screen: PersonalDetailsScreen },
  { name: 'address-details', tester: rankWith(10, isScreen('addressDetails')), screen: AddressDetailsScreen },
];
