import { createScreenRegistry, type ScreenEntry } from '../../renderer';
import { contentStep, screenEntry, type WizardScreen } from '../pages/screen-step';

/**
 * Every journey screen the app has. Each wizard's screens are registered in its own file,
 * src/pages/wizard-screens/<journey id>.ts (one line a screen), so that a wizard's page loads only its
 * own screens' entries and their lists of files to preload (src/pages/wizard-screen-registry.ts; issue 47); the
 * content screen, which draws every content step of every wizard, is src/pages/screen-step.ts's `contentStep`.
 * Here they are joined: the registry of a wizard whose JSON names a screen of another's (a product owner's edit) and
 * the tests. A step without an entry shows the fallback screen (words a customer can read, never the step's name) with
 * Next/Back.
 */
const byWizard = import.meta.glob<WizardScreen[]>('../pages/wizard-screens/*.ts', { eager: true, import: 'default' });

export const screenEntries: ScreenEntry[] = [contentStep, ...Object.values(byWizard).flat().map(screenEntry)];

export const screenRegistry = createScreenRegistry(screenEntries);
