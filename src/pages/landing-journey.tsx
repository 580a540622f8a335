import { lazy, useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { useLocation } from 'wouter';
import { FormattedMessage } from 'react-intl';
import type { StateMeta } from '../../engine';
import { hasSavedJourney, parseWithValidator, readSavedJourney } from '../journey/saved-journey';
import { validatorOfSchema, type PrecompiledValidator } from '../api/precompiled-validator';
import { LANDING_PATH } from '../landing/landing-frame';
import { afterNextPaint, warmUp, yieldToMain } from '../landing/yield-to-main';

import type { ScreenEvent, ScreenProps } from '../../renderer';
import { isRecord, recordOf } from '../domain/parse';
import type { OnboardingData } from '../../schemas/generated/journey-data/onboarding';

const loadScreen = () => import('../features/catalog/pre-checkout-screen');
const LazyPreCheckoutScreen = lazy(loadScreen);
let loadedScreen: ComponentType<ScreenProps> | undefined;
// The onboarding data's validator alone (the landing never reads another wizard's data), and only when there is
// saved progress to read: a first visit never loads it (about 3 KiB br off the landing's budget, issue 31).
let validateOnboarding: PrecompiledValidator | undefined;
// Not loaded (network): the step starts from nothing saved rather than wait again; a reload tries again.
let validatorFailed = false;
let validatorLoad: Promise<void> | undefined;
const loadValidator = (): Promise<void> =>
  (validatorLoad ??= validatorOfSchema(import('../journey/generated/onboarding.js').then((m) => m.default)).then(
    (validate) => {
      validateOnboarding = validate;
    },
    () => {
      validatorFailed = true;
    },
  ));
const needsValidator = () => !validateOnboarding && !validatorFailed && hasSavedJourney(LANDING_JOURNEY_ID);

/**
 * Loads the landing screen's chunk (and the data's validator when progress was saved); once they are there the
 * step draws the screen in the same render, without suspending first: start-up waits for them, so the landing is
 * drawn once, not placeholders again and then the screen (issue 14). A failed load resolves too: the step then
 * suspends and loads the screen (and the validator) as before.
 */
export function preloadLandingScreen(): Promise<void> {
  const screen = loadScreen().then((module) => {
    loadedScreen = module.default;
  });
  const validator = needsValidator() ? loadValidator() : undefined;
  return Promise.all([screen, validator]).then(
    () => undefined,
    () => undefined,
  );
}

/** The wizard journey whose first step is the landing route (tests/src/landing pins this to the journey files). */
export const LANDING_JOURNEY_ID = 'onboarding';


/**
 * The journey data the landing step starts from: what the customer chose before (saved journey), if anything.
 * Without the validator (not loaded yet) nothing saved is read unchecked: it counts as nothing saved.
 */
function savedLandingData(): OnboardingData {
  const validate = validateOnboarding;
  if (!validate) return {};
  const snapshot = readSavedJourney(LANDING_JOURNEY_ID, (data) => parseWithValidator(validate, data))?.snapshot as { context?: { data?: unknown } } | undefined;
  const data = snapshot?.context?.data;
  // Read through the onboarding data's validator above: it is the purchase's data.
  return isRecord(data) ? (data as OnboardingData) : {};
}

/**
 * The landing step's chunks beyond the screen: the engine, the journey pages and the query cache. Each import adds
 * a preload link per chunk it needs (about 40 in all): in the pointer's or touch's own task they delayed the tap
 * that followed by 100-280 ms at 4x CPU (issue 31), so they start once, after that task's paint, one per task.
 */
export const warmJourney: () => void = warmUp([
  () => import('../journey/landing-handoff'),
  // The journey compiled before the press needs it (20-30 ms at 4x CPU that the hand-off's task then does not do).
  () => import('../journey/landing-handoff').then(({ compileLanding }) => compileLanding(LANDING_PATH)),
  () => import('../api/query-provider'),
  () => import('./journey-page'),
]);

/**
 * The landing route's step (pre-checkout) without the journey engine: the screen runs on the saved journey
 * data and keeps the customer's choices (UPDATE) in order; on the first other event (choosing a plan: NEXT) the
 * engine loads, applies them to the saved journey and the customer goes to the step it lands on. XState, the
 * journey catalogue and TanStack Query (about 30 KiB) so stay off the landing route's budget; they start
 * loading as soon as the customer points at or focuses the page, so the step after is not slower.
 */
export function LandingJourney() {
  // Saved progress (the customer came back to the landing) is read with its validator: the step waits for it
  // under the route's fallback, the landing frame, rather than draw the defaults and then the saved choices.
  if (needsValidator()) throw loadValidator();
  const [, navigate] = useLocation();
  const [data, setData] = useState(savedLandingData);
  const events = useRef<ScreenEvent[]>([]);
  const [failed, setFailed] = useState(false);
  // Chosen once per visit of the step: switching from the lazy one to the loaded one would remount the screen.
  const [Screen] = useState<ComponentType<ScreenProps>>(() => loadedScreen ?? LazyPreCheckoutScreen);

  const send = useCallback(
    (event: ScreenEvent) => {
      events.current.push(event);
      if (event.type === 'UPDATE') {
        setData((d) => ({ ...d, ...recordOf(event.data) }));
        return;
      }
      setFailed(false);
      const replay = [...events.current];
      events.current = [];
      // After the press is painted: loading the engine's chunk adds its preload links (a dozen: 20-30 ms at 4x CPU
      // in the click's task) and the hand-off runs the journey; the press's own frame waits for neither (issue 31).
      afterNextPaint()
        .then(() => import('../journey/landing-handoff'))
        .then(({ handOffLanding }) => handOffLanding(LANDING_PATH, replay))
        .then(
          async (next) => {
            // The next step's page is drawn in a task of its own, not in the hand-off's.
            if (next && next !== LANDING_PATH) await yieldToMain().then(() => navigate(next));
          },
          () => {
            // A chunk did not load (network): the choices stay, and the customer can choose again.
            events.current = [...replay.filter((e) => e.type === 'UPDATE'), ...events.current];
            setFailed(true);
          },
        );
    },
    [navigate],
  );

  const snapshot = useMemo(() => ({ status: 'active', value: 'preCheckout', context: { data } }) as unknown as AnyMachineSnapshot, [data]);
  return (
    <div className="landing-step" onPointerOver={warmJourney} onFocus={warmJourney} onTouchStart={warmJourney}>
      {failed && (
        <p role="alert" className="alert alert-danger">
          <FormattedMessage id="landing_next_failed" />
        </p>
      )}
      <Screen snapshot={snapshot} meta={{} as StateMeta} send={send as ScreenProps['send']} />
    </div>
  );
}
