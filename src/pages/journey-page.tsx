import { FormattedMessage } from 'react-intl';
import { screenRegistry } from '../features/registry';
import { journeyActors, wizardActors } from '../features/actors';
import { JourneyActorsContext } from '../journey/journey-actors';
import { wizardIdForPath } from '../journey/journey-catalog';
import { useCompiledJourney } from '../journey/compiled-journey';
import { WizardRoute } from '../journey/wizard-route';

/**
 * The wizard of a step path, once its journey, the children its steps host, their actors and its data validator
 * are loaded (the page suspends meanwhile): only that wizard's, not every journey's (issue 31).
 */
function Wizard({ id }: { id: string }) {
  const actors = wizardActors(id);
  const compiled = useCompiledJourney(id, actors);
  return <WizardRoute key={id} compiled={compiled} registry={screenRegistry} actors={actors} />;
}

/** The page of every journey step path (its own chunk: the journey engine and XState load with it). */
export default function JourneyPage({ path }: { path: string }) {
  const id = wizardIdForPath(path);
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
