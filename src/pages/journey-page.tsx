import { FormattedMessage } from 'react-intl';
import { screenRegistry } from '../screens/registry';
import { journeyActors, wizardActors } from '../screens/actors';
import { JourneyActorsContext } from '../journey/journey-actors';
import { wizardForPath } from '../journey/journey-catalog';
import { WizardRoute } from '../journey/wizard-route';

/** The page of every journey step path (its own chunk: the journey engine and XState load with it). */
export default function JourneyPage({ path }: { path: string }) {
  const compiled = wizardForPath(path);
  if (compiled) {
    return (
      <JourneyActorsContext.Provider value={journeyActors}>
        <WizardRoute key={compiled.journey.id} compiled={compiled} registry={screenRegistry} actors={wizardActors(compiled.journey.id)} />
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
