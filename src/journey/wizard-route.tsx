import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { AnyActorLogic, AnyMachineSnapshot } from 'xstate';
import { persistJourney, startJourneyActor, stepForSavedPath, type CompiledJourney } from '../../engine';
import { JourneyScreen, pathOfSnapshot, stepForPath, useActorSnapshot, type ScreenEvent, type ScreenRegistry } from '../../renderer';
import { clearSavedJourney, loadSavedJourney, saveJourney } from './journey-storage';
import { useApi } from '../api/api-context';
import { WizardProgress } from './wizard-progress';
import type { ApiClient } from '../api/api-client';
import { pathNow, withTapRender } from '../render-schedule';

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
export function WizardRoute({
  compiled,
  registry,
  actors,
}: {
  compiled: CompiledJourney;
  registry: ScreenRegistry;
  /** The work the steps invoke (src/features/actors.ts), made once for this journey's actor. */
  actors: (api: ApiClient) => Record<string, AnyActorLogic>;
}) {
  const { journey } = compiled;
  const [location, navigate] = useLocation();
  const api = useApi();
  // Progress saved by this tab, read once: the journey resumes from it (at the nearest step still there, should the
  // journey's JSON have changed since), and an address it had that is no step now (a removed step's, kept in the
  // journey's formerPaths) leads to the step nearest to that one.
  const [saved] = useState(() => loadSavedJourney(journey.id));
  const [actor] = useState(() => startJourneyActor(compiled, { saved, actors: actors(api) }));
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  const shownPath = pathOfSnapshot(journey, snapshot);

  useEffect(() => {
    // A step's work, or the child journey a step hosts, that finished moved the journey by itself (on to the next
    // step, or to a named one): the URL follows as it does after Next. Every other move starts from the URL (send,
    // or GOTO from the layout effect).
    const movesByItself = (s: AnyMachineSnapshot) => s.hasTag('working') || s.hasTag('child');
    let working = movesByItself(actor.getSnapshot() as AnyMachineSnapshot);
    let stepPath = pathOfSnapshot(journey, actor.getSnapshot() as AnyMachineSnapshot);
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') clearSavedJourney(journey.id);
      else saveJourney(persistJourney(journey, actor));
      // (From one step hosting a child to the next one hosting another, e.g. a summary's confirmation to the payment,
      // the journey is still "moving by itself" afterwards: what counts is that the step's path changed. A child that
      // ended where its step stays, e.g. the payment leaving for the result page, moves nothing: the URL is left alone.)
      const wasWorking = working;
      const wasPath = stepPath;
      working = movesByItself(snapshot as AnyMachineSnapshot);
      const path = pathOfSnapshot(journey, snapshot as AnyMachineSnapshot);
      stepPath = path;
      if (wasWorking && path && path !== wasPath && path !== pathNow()) navigate(path);
    });
    return () => sub.unsubscribe();
  }, [actor, journey, navigate]);

  useLayoutEffect(() => {
    const step = stepForPath(journey, location) ?? stepForSavedPath(journey, saved, location);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (step && snapshot.status === 'active' && step !== snapshot.value) actor.send({ type: 'GOTO', step });
    const path = pathOfSnapshot(journey, actor.getSnapshot() as AnyMachineSnapshot);
    if (path && path !== location) navigate(path, { replace: true });
  }, [actor, journey, location, navigate, saved]);

  const send = useCallback(
    (event: ScreenEvent) =>
      // A tap's event reaches the machine once the tap's own frame is painted (its transition and the calls the next
      // state starts are the work of the screen that follows, issue 47), then the address follows in the same task.
      withTapRender(() => {
        actor.send(event);
        // Read the address, not the render's location: leaving a step that hosts a child journey has already moved
        // the URL (the subscription above), and pushing it twice would leave a duplicate history entry. The address
        // held with a tap's render counts (src/render-schedule.ts).
        const path = pathOfSnapshot(journey, actor.getSnapshot() as AnyMachineSnapshot);
        if (path && path !== pathNow()) navigate(path);
      }),
    [actor, journey, navigate],
  );

  if (shownPath && shownPath !== location) return null;
  return (
    <>
      <WizardProgress actor={actor} />
      <JourneyScreen actor={actor} registry={registry} send={send} />
    </>
  );
}
