// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { allInvokedActors, childActorOf, GATED_SUFFIX, stepDataContract, WIZARD_COMPLETE, WORKING_SUFFIX } from '../../../engine';
import { createScreenRegistry, JourneyScreen, pathOfSnapshot, type ScreenProps } from '../../../renderer';
import { ApiContext } from '../../../src/api/api-context';
import QueryProvider from '../../../src/api/query-provider';
import { shellMessages } from '../../../src/i18n/shell-messages';
import { loadJourney } from '../../../src/journey/journey-catalog';
import { screenRegistry } from '../../../src/features/registry';
import { journeyActors, loadAllActors } from '../../../src/features/actors';
import { JourneyActorsContext } from '../../../src/journey/journey-actors';
import { fakeApiClient } from '../../support/fake-api';
import { journeyPaths, type QaPath } from '../../../scripts/studio/qa-paths';
import { customerIn, ONBOARDING_ANSWERS } from './onboarding-fixtures';
import { tick } from '../../support/tick';
import { JOURNEY_DIR, journeyFiles } from '../../support/journeys';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

afterEach(() => {
  session(false);
  cleanup();
  renderErrors.length = 0;
  shown = undefined;
});

// The journey exactly as the app loads and compiles it (src/journey/journey-catalog.ts), not a test-side copy.
const compiled = await loadJourney('onboarding');
await loadAllActors();
if (!compiled) throw new Error('journeys/onboarding.json is not in the app catalog');
const { journey } = compiled;
/** The step whose work waits at a gate (the order summary's guest verification), found in the JSON. */
const gatedStep = journey.steps.find((s) => s.invoke?.gate)?.name;
/**
 * The heading a step's real screen opens with: a content step's is its title in the journey's English words
 * (journeys/content/onboarding.en.json); a screen of its own says its own, and is held to being a heading at all,
 * never the fallback's and never the step's internal name.
 */
const wordsFile = join(JOURNEY_DIR, 'content', 'onboarding.en.json');
const contentWords = (existsSync(wordsFile) ? JSON.parse(readFileSync(wordsFile, 'utf8')) : {}) as Record<string, string>;
const headingOf = (step: string) => {
  const title = journey.steps.find((s) => s.name === step)?.content?.title;
  return title === undefined ? undefined : contentWords[title];
};
// A step's work never answers by itself here, nor does a hosted journey's (each path answers with its own done
// event); the hosted journeys run, so that their screens show them as customers see them.
const silent = Object.fromEntries(allInvokedActors(compiled).map((n) => [n, fromPromise(() => new Promise(() => {}))]));
const machine = compiled.machine.provide({
  actors: { ...silent, ...Object.fromEntries(Object.entries(compiled.children).map(([id, child]) => [childActorOf(id), child.machine.provide({ actors: silent })])) },
});
// The order summary's gate reads the session (isSignedIn): each path is walked by its own customers, visitors or
// signed-in, and a visitor signs in at the gate where the path says (the guest verification).
const TOKEN = 'auth:accessToken';
const session = (signedIn: boolean) => (signedIn ? localStorage.setItem(TOKEN, 'model-token') : localStorage.removeItem(TOKEN));
/**
 * QA's paths of the purchase (scripts/studio/qa-paths.ts, as `npm run journeys:paths -- onboarding` lists them and the
 * diff walks customers): every customer group, visitors and signed-in, going forward to the end. Each path's data is
 * given when the step that provides it is left (its `provides`), never every data world on every Next.
 */
const definitions = journeyFiles().map((f) => f.definition);
const definitionOf = (id: string) => definitions.find((d) => d.id === id);
const definition = definitionOf('onboarding')!;
const paths = journeyPaths(definition, definitionOf);

/** What the customer gives on leaving a step: what the path says, and the rest of what that step collects. */
function leaving(step: string, path: QaPath, given: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const customer = customerIn(path.world);
  const provides = definition.kind === 'wizard' ? (stepDataContract(definition, step)?.provides ?? []) : [];
  const data = { ...Object.fromEntries(provides.filter((k) => k in customer).map((k) => [k, customer[k]])), ...(given ?? {}) };
  return Object.keys(data).length ? data : undefined;
}

const fake = fakeApiClient(ONBOARDING_ANSWERS);
const renderErrors: string[] = [];

/** A screen that throws while rendering is reported here instead of unmounting the whole tree silently. */
class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    renderErrors.push(error.stack ?? error.message);
  }
  override render() {
    return this.state.failed ? <p role="alert">screen crashed</p> : this.props.children;
  }
}

/** The props the last real screen was rendered with: the test sends through exactly that `send`. */
let shown: (ScreenProps & { entry: string }) | undefined;
const recording = createScreenRegistry(
  screenRegistry.entries.map((entry) => {
    const Real = entry.screen;
    const Recorded = (props: ScreenProps) => {
      shown = { ...props, entry: entry.name };
      return <Real {...props} />;
    };
    return { ...entry, screen: Recorded };
  }),
);

/** The React layer the app puts around a journey step: intl with the shell messages, the API client, the query cache, a router, the actor registry. */
function mount(actor: AnyActorRef) {
  const send = (event: EventObject & Record<string, unknown>) => actor.send(event);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const { hook } = memoryLocation({ path: pathOfSnapshot(journey, snapshot) ?? '/' });
  return render(
    <IntlProvider locale="en-PK" defaultLocale="en-PK" messages={shellMessages.en} onError={() => undefined}>
      <ApiContext.Provider value={fake.api}>
        <QueryProvider>
          <Router hook={hook}>
            <JourneyActorsContext.Provider value={journeyActors}>
              <Catch>
                <JourneyScreen actor={actor} registry={recording} send={send} />
              </Catch>
            </JourneyActorsContext.Provider>
          </Router>
        </QueryProvider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
}

const stepOf = (s: AnyMachineSnapshot) => String(s.value);
/** The step a state shows: a step's working state (`<step>:working`) shows its step's screen. */
const screenStepOf = (s: AnyMachineSnapshot) => stepOf(s).replace(WORKING_SUFFIX, '').replace(GATED_SUFFIX, '');
const describeState = (s: AnyMachineSnapshot) => `${stepOf(s)} with ${JSON.stringify((s.context as { data: unknown }).data)}`;

/**
 * Waits until the real screen of `snapshot` is on the page: its entry rendered and, once its data has loaded, its
 * heading labelling its landmark (a content step's: its title from the JSON's words).
 */
async function expectRealScreen(snapshot: AnyMachineSnapshot) {
  const step = screenStepOf(snapshot);
  await waitFor(() => expect(shown?.snapshot, `screen props for ${step}`).toBe(snapshot));
  const found = () =>
    screen.findByRole('heading', { level: 1, name: headingOf(step) }, { timeout: 10_000 }).catch((notFound: unknown) => {
      expect(renderErrors, `${step} crashed when mounted with ${describeState(snapshot)}`).toEqual([]);
      throw notFound;
    });
  await found();
  await loadsSettled();
  expect(renderErrors, `${step} crashed when mounted with ${describeState(snapshot)}`).toEqual([]);
  const heading = await found().catch(() => expect.fail(`${step} lost its heading once its data loaded`));
  expect(heading.textContent?.trim(), `${step}: a heading with words in it`).not.toBe('');
  expect(heading.textContent, `${step}: never its internal name`).not.toContain(step);
  expect(heading.textContent, `${step}: not the fallback's`).not.toBe(shellMessages.en.screen_missing_title);
  const landmark = heading.closest('section');
  expect(landmark?.getAttribute('aria-labelledby'), `${step}: its section is labelled by its heading`).toBe(heading.id);
  expect(screen.queryByTestId('missing-screen'), `${step} shows the fallback screen`).toBeNull();
}

/** Lets the screen's loads (and the loads they start) answer, so a crash on the loaded data is seen here. */
async function loadsSettled() {
  for (let round = 0; round < 5; round++) {
    await waitFor(() => expect(fake.inFlight()).toBe(0));
    await act(() => tick());
    if (fake.inFlight() === 0) return;
  }
}

const mounted = new Set<string>();

describe('onboarding: every path to the end, walked by its customers through the React screens', () => {
  it('the paths walk visitors and signed-in customers, through the gate and past it, and show every step', () => {
    expect(paths.some((p) => p.signedIn) && paths.some((p) => !p.signedIn), 'visitors and signed-in customers').toBe(true);
    expect(paths.some((p) => p.steps.some((s) => s.state === `${gatedStep}${GATED_SUFFIX}`)), 'a visitor waits at the summary gate').toBe(true);
    expect(paths.some((p) => p.steps.some((s) => s.signsIn)), 'and signs in there').toBe(true);
    const steps = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.split(':')[0]!)));
    expect([...journey.steps.map((s) => s.name)].filter((n) => !steps.has(n)), 'steps no path shows').toEqual([]);
  });

  // One test per path id: the path's events are sent in order, a customer's through the real screen's own `send`
  // (a Next with the data the step provides), a step's work and a hosted journey answering as the path says; every
  // state on the way is the path's, and its real screen is shown.
  it.each(paths.map((p) => ({ id: p.id, p })))('path $id', async ({ p }) => {
    session(p.signedIn);
    const actor = createActor(machine).start();
    mount(actor);
    for (const [i, step] of p.steps.entries()) {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      if (i > 0) {
        const event = step.event!;
        if (step.signsIn) session(true);
        const left = screenStepOf(before);
        if (event.type === 'NEXT') {
          const data = leaving(left, p, event.data as Record<string, unknown> | undefined);
          const props = shown;
          expect(props?.snapshot, `the screen of ${stepOf(before)} is the one sending`).toBe(before);
          act(() => props!.send({ type: 'NEXT', ...(data ? { data } : {}) }));
        } else if (event.type.startsWith('xstate.done.actor.') && (event.output as { endedIn?: unknown } | undefined)?.endedIn !== undefined) {
          const output = event.output as { endedIn: string; data?: Record<string, unknown> };
          act(() => actor.send({ ...event, output: { ...output, data: leaving(left, p, output.data) ?? {} } } as never));
        } else act(() => actor.send(event as never));
      }
      const now = actor.getSnapshot() as AnyMachineSnapshot;
      const value = now.status === 'done' ? WIZARD_COMPLETE : stepOf(now);
      expect(value, `path ${p.id}, move ${i}: ${i ? JSON.stringify(step.event) : 'start'}`).toBe(step.state);
      if (now.status === 'done') {
        expect(pathOfSnapshot(journey, now)).toBe(journey.completePath);
        continue;
      }
      expect(pathOfSnapshot(journey, now)).toBe(journey.steps.find((s) => s.name === screenStepOf(now))?.path);
      expect(screenRegistry.resolve(now).kind, `${stepOf(now)} has a registered screen`).toBe('screen');
      await expectRealScreen(now);
      mounted.add(screenStepOf(now));
      // The summary's gate is the guest verification: open exactly while the journey waits there.
      if (screenStepOf(now) === gatedStep) {
        if (now.hasTag('gated')) await screen.findByRole('dialog', { name: 'Verify your email' }, { timeout: 10_000 });
        else expect(screen.queryByRole('dialog')).toBeNull();
      }
    }
  });

  it('every step was mounted as a real screen on some path; every request and answer matched its schema', () => {
    expect(journey.steps.map((s) => s.name).filter((n) => !mounted.has(n))).toEqual([]);
    expect(fake.invalid, 'requests the gateway would refuse and fixtures the endpoint validators refused').toEqual([]);
    expect([...new Set(fake.unanswered)], 'endpoints the screens called that have no fixture').toEqual([]);
  });
});
