import type { ScreenEntry } from '../../../renderer';

/** The details screens of the journeys (each lazily loaded). */
export const detailsEntries: ScreenEntry[] = [];
