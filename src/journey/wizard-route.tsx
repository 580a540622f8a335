import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createJourneyActor, persistJourney, type CompiledJourney } from '../../engine';
import { JourneyScreen, pathOfSnapshot, stepForPath, useActorSnapshot, type ScreenRegistry } from '../../renderer';
import { clearSavedJourney, loadSavedJourney, saveJourney } from './journey-storage';

/**
 * Runs a wizard journey on its routes. The URL follows the step both ways: NEXT/BACK push the new step's
 * path; a path change (browser back/forward, reload, deep link) sends GOTO, which the machine clamps to the
 * furthest step reached, and the URL is then corrected in place.
 *
 * The layout around this screen follows the URL (the route table), so a step is only ever shown at its own
 * URL: the correction runs as a layout effect (before the browser paints), and while the URL and the step
 * disagree nothing is rendered. Otherwise a deep link to an unreached step (/reschedule/payment) painted the
 * first step's screen inside the payment layout for a frame.
 */
export function WizardRoute({ compiled, registry }: { compiled: CompiledJourney; registry: ScreenRegistry }) {
  const { journey } = compiled;
  const [location, navigate] = useLocation();
  const [actor] = useState(() => createJourneyActor(compiled, { saved: loadSavedJourney(journey.id) }).start());
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  const shownPath = pathOfSnapshot(journey, snapshot);

  useEffect(() => {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') clearSavedJourney(journey.id);
      else saveJourney(persistJourney(journey, actor));
    });
    return () => sub.unsubscribe();
  }, [actor, journey]);

  useLayoutEffect(() => {
    const step = stepForPath(journey, location);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (step && snapshot.status === 'active' && step !== snapshot.value) actor.send({ type: 'GOTO', step });
    const path = pathOfSnapshot(journey, actor.getSnapshot() as AnyMachineSnapshot);
    if (path && path !== location) navigate(path, { replace: true });
  }, [actor, journey, location, navigate]);

  const send = useCallback(
    (event: EventObject & Record<string, unknown>) => {
      actor.send(event);
      const path = pathOfSnapshot(journey, actor.getSnapshot() as AnyMachineSnapshot);
      if (path && path !== location) navigate(path);
    },
    [actor, journey, location, navigate],
  );

  if (shownPath && shownPath !== location) return null;
  return <JourneyScreen actor={actor} registry={registry} send={send} />;
}
