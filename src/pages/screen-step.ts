import { lazy, type ComponentType } from 'react';
import { CONTENT_SCREEN } from '../../engine/content-screen';
import type { ScreenEntry, ScreenProps } from '../../renderer';
import type { StepScreenName } from '../features/step-screens';

/**
 * One journey step's screen as a wizard's file lists it (src/pages/wizard-screens/<journey id>.ts): `name` is the
 * entry's name, `shows` the `meta.screen` of the journey JSON state that shows it (one of the names journeys:check
 * knows, src/features/step-screens.ts), `load` its module, each screen its own lazily loaded chunk. Plain data: the
 * files import nothing, so they ride in their wizard's journey chunk without bringing this module along.
 */
export interface WizardScreen {
  name: string;
  shows: StepScreenName;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}

/** A listed screen as the registry takes it: drawn lazily (none of them weighs on the landing route). */
export const screenEntry = ({ name, shows, load }: WizardScreen): ScreenEntry => ({ name, shows, screen: lazy(load), load });

/** Every content step of every wizard (a step with "content" in its JSON): one screen draws them from their JSON. */
export const contentStep = screenEntry({ name: 'content', shows: CONTENT_SCREEN, load: () => import('../features/content/content-screen') });
