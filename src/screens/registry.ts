import { createScreenRegistry, type ScreenEntry } from '../../renderer';

/**
 * Every journey screen the app has, each with its tester. Empty until the journey screens are built:
 * until then each step shows the fallback screen, which names the missing screen and keeps Next/Back working.
 */
export const screenEntries: ScreenEntry[] = [];

export const screenRegistry = createScreenRegistry(screenEntries, { strict: import.meta.env.DEV });
