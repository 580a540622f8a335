import type { ScreenEntry } from '../../../renderer';

/** The checkout screens of the journeys (each lazily loaded). */
export const checkoutEntries: ScreenEntry[] = [];
