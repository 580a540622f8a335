import { useLayoutEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { journeyActors } from '../features/actors';
import { wizardActors } from '../features/wizard-actors';
import { JourneyActorsContext } from '../journey/journey-actors';
import { wizardIdForPath } from '../journey/journey-catalog';
import { useCompiledJourney } from '../journey/compiled-journey';
import { lateChildLogic } from '../../engine/late-child';
import { WizardRoute } from '../journey/wizard-route';
import { isLandingPath, LANDING_PATH } from '../landing/landing-frame';
import { hasSavedJourney } from '../journey/saved-journey';
import { preloadWizardScreens, useWizardScreens } from './wizard-screen-registry';

/**
 * Sends a visitor with no purchase saved in this tab to the landing step, in place, as the wizard itself would: the
 * purchase opened at a later step with no step reached starts at its first. The wizard, its actors, its payment
 * journey and its data's validator (about 20 KiB br) are not loaded just to say so (issue 47). Anything saved, read
 * or not, is the wizard's to read.
 */
function ToLanding() {
  const [, navigate] = useLocation();
  useLayoutEffect(() => navigate(LANDING_PATH, { replace: true }), [navigate]);
  return null;
}

/**
 * The wizard of a step path, once its journey and its data validator are loaded (the page suspends meanwhile): only
 * that wizard's, not every journey's (issue 31). A child journey a step hosts loads when that step starts it. Its actors' modules load when a step
 * invokes one of their names (wizardActors), not before the first screen (issue 47); its screens' entries with them
 * (useWizardScreens: its own screens, not every wizard's).
 */
function Wizard({ id }: { id: string }) {
  const actors = wizardActors(id);
  preloadWizardScreens(id);
  // The payment journey its payment step hosts loads at that step, not with the first screen (issue 47).
  const compiled = useCompiledJourney(id, actors, lateChildLogic);
  const registry = useWizardScreens(compiled);
  return <WizardRoute key={id} compiled={compiled} registry={registry} actors={actors} />;
}

/** The page of every journey step path (its own chunk: the journey engine and XState load with it). */
export default function JourneyPage({ path }: { path: string }) {
  const id = wizardIdForPath(path);
  // Decided as the page opens: a purchase that ends clears what it saved while its step's address is still shown.
  const [cold] = useState(() => Boolean(id) && id === wizardIdForPath(LANDING_PATH) && !isLandingPath(path) && !hasSavedJourney(id!));
  if (cold) return <ToLanding />;
  if (id) {
    return (
      <JourneyActorsContext.Provider value={journeyActors}>
        <Wizard key={id} id={id} />
      </JourneyActorsContext.Provider>
    );
  }
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="page_not_available" />
      </h1>
    </section>
  );
}
