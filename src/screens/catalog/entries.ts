import type { ScreenEntry } from '../../../renderer';

/** The catalog screens of the journeys (each lazily loaded). */
export const catalogEntries: ScreenEntry[] = [];
