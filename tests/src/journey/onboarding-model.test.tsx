// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { afterEach, describe, expect, it } from 'vitest';
import { GATED_SUFFIX, invokedActors, WIZARD_COMPLETE, WORKING_SUFFIX } from '../../../engine';
import { createScreenRegistry, JourneyScreen, pathOfSnapshot, type ScreenProps } from '../../../renderer';
import { ApiContext } from '../../../src/api/api-context';
import QueryProvider from '../../../src/api/query-provider';
import { shellMessages } from '../../../src/i18n/shell-messages';
import { loadJourney } from '../../../src/journey/journey-catalog';
import { screenRegistry } from '../../../src/features/registry';
import { journeyActors, loadAllActors } from '../../../src/features/actors';
import { JourneyActorsContext } from '../../../src/journey/journey-actors';
import { fakeApiClient } from '../../support/fake-api';
import { wizardEvents, wizardKey, type ModelEvent } from '../../support/wizard-model';
import { CUSTOMER_WORLDS, ONBOARDING_ANSWERS } from './onboarding-fixtures';
import { tick } from '../../support/tick';
import { JOURNEY_DIR } from '../../support/journeys';
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
// A step's work never answers by itself here: each path answers it with the model's done or error event.
const machine = compiled.machine.provide({ actors: Object.fromEntries(invokedActors(journey).map((n) => [n, fromPromise(() => new Promise(() => {}))])) });
type Path = { state: AnyMachineSnapshot; steps: Array<{ event: ModelEvent; state: AnyMachineSnapshot }>; signedIn?: boolean };
// The order summary's gate reads the session (isSignedIn): the paths are walked by a signed-in customer, and those
// through the gate (the guest verification open, closed, or left) by a visitor too.
const TOKEN = 'auth:accessToken';
const session = (signedIn: boolean) => (signedIn ? localStorage.setItem(TOKEN, 'model-token') : localStorage.removeItem(TOKEN));
const walk = (signedIn: boolean, events: ReturnType<typeof wizardEvents>) => {
  session(signedIn);
  return (getShortestPaths(machine, { events, serializeState: wizardKey } as never) as unknown as Path[]).map((p) => ({ ...p, signedIn }));
};
const throughGate = (p: Path) => p.steps.some((s) => s.state.hasTag('gated'));
const paths = [...walk(true, wizardEvents(journey, CUSTOMER_WORLDS)), ...walk(false, wizardEvents(journey, CUSTOMER_WORLDS)).filter(throughGate)];
session(false);

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

/** 'addressDetails in world 2, last NEXT(world 2)': where a path ends and the event that takes it there. */
function pathName(p: Path): string {
  const worldOf = (data: unknown) => {
    const i = CUSTOMER_WORLDS.findIndex((w) => JSON.stringify(w) === JSON.stringify(data));
    return i >= 0 ? `world ${i}` : JSON.stringify(data) === '{}' ? 'no data' : 'mixed data';
  };
  const last = p.steps.at(-1);
  const event = last?.event;
  const label = !event ? 'start'
    : event.type === 'GOTO' ? `GOTO ${String(event.step)}`
    : event.type === 'NEXT' && event.data ? `NEXT(${worldOf(event.data)})` : event.type;
  return `${stepOf(p.state)} in ${worldOf((p.state.context as { data: unknown }).data)}, ${p.steps.length - 1} events, last ${label}`;
}

describe('onboarding: every shortest path through the React screens', () => {
  it('the model has the paths and states it should', () => {
    // The customer data rides along without changing the state space: the same paths as the guard-only worlds.
    const guardOnly = [...walk(true, wizardEvents(journey)), ...walk(false, wizardEvents(journey)).filter(throughGate)];
    session(false);
    expect(paths.length).toBe(guardOnly.length);
    expect(paths.some((p) => p.state.value === `${gatedStep}${GATED_SUFFIX}`), 'a visitor waits at the summary gate').toBe(true);
    expect(paths.some((p) => p.state.value === `${gatedStep}${WORKING_SUFFIX}`), 'a signed-in customer goes on').toBe(true);
    expect(paths.map(pathName).filter((n) => n.includes('mixed data'))).toEqual([]);
    expect(new Set(paths.map((p) => screenStepOf(p.state)))).toEqual(new Set([...journey.steps.map((s) => s.name), WIZARD_COMPLETE]));
  });

  it('(1) the registry resolves a real screen, not the fallback, for every state on every path', () => {
    const missing = new Set<string>();
    for (const path of paths) {
      for (const { state } of path.steps) {
        if (state.status === 'done') continue;
        const resolved = screenRegistry.resolve(state);
        if (resolved.kind !== 'screen') missing.add(stepOf(state));
      }
    }
    expect([...missing], 'onboarding steps without a registered screen').toEqual([]);
  });

  // One test per path: the path's prefix is replayed on the actor (it is itself a shorter path, checked on its
  // own), then its last state is entered through the React layer: the previous state's real screen is mounted
  // and the path's last event is sent through that screen's `send` prop.
  it.each(paths.map((p, i) => ({ i, p, name: pathName(p) })))(
    '(2)(3) path $i: $name',
    async ({ p }) => {
      session(p.signedIn === true);
      const actor = createActor(machine).start();
      const steps = p.steps.slice(1);
      const last = steps.pop();
      for (const { event, state } of steps) {
        actor.send(event);
        expect(wizardKey(actor.getSnapshot() as AnyMachineSnapshot)).toBe(wizardKey(state));
      }
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      mount(actor);
      await expectRealScreen(before);
      mounted.add(wizardKey(before));
      if (!last) return;

      const props = shown;
      expect(props?.snapshot).toBe(before);
      act(() => props!.send(last.event as EventObject & Record<string, unknown>));
      const after = actor.getSnapshot() as AnyMachineSnapshot;
      expect(wizardKey(after), `${describeState(before)} + ${JSON.stringify(last.event)}`).toBe(wizardKey(last.state));
      if (after.status === 'done') {
        expect(pathOfSnapshot(journey, after)).toBe(journey.completePath);
        return;
      }
      expect(pathOfSnapshot(journey, after)).toBe(journey.steps.find((s) => s.name === screenStepOf(after))?.path);
      await expectRealScreen(after);
      mounted.add(wizardKey(after));
      // The summary's gate is the guest verification: open exactly while the journey waits there.
      if (screenStepOf(after) === gatedStep) {
        if (after.hasTag('gated')) await screen.findByRole('dialog', { name: 'Verify your email' }, { timeout: 10_000 });
        else expect(screen.queryByRole('dialog')).toBeNull();
      }
    },
  );

  it('every (step, data world) on every path was mounted as a real screen; every answer matched its schema', () => {
    const onPaths = new Set(paths.flatMap((p) => p.steps.filter((s) => s.state.status !== 'done').map((s) => wizardKey(s.state))));
    expect([...onPaths].filter((k) => !mounted.has(k))).toEqual([]);
    expect(fake.invalid, 'fixtures the endpoint validators refused').toEqual([]);
    expect([...new Set(fake.unanswered)], 'endpoints the screens called that have no fixture').toEqual([]);
  });
});
