import type { ScreenEntry } from '../../../renderer';

/** The auth screens of the journeys (each lazily loaded). */
export const authEntries: ScreenEntry[] = [];
