// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { gatedStateOf, invokedActors } from '../../../../engine';
import { JourneyScreen } from '../../../../renderer';
import { ApiContext } from '../../../../src/api/api-context';
import QueryProvider from '../../../../src/api/query-provider';
import { shellMessages } from '../../../../src/i18n/shell-messages';
import { loadJourney } from '../../../../src/journey/journey-catalog';
import { screenRegistry } from '../../../../src/features/registry';
import { journeyActors, loadAllActors } from '../../../../src/features/actors';
import { JourneyActorsContext } from '../../../../src/journey/journey-actors';
import { fakeApiClient } from '../../../support/fake-api';
import { stepAfter, stepGatedBy } from '../../../support/journeys';
import { CUSTOMER_WORLDS, ONBOARDING_ANSWERS } from '../../journey/onboarding-fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const compiled = (await loadJourney('onboarding'))!;
await loadAllActors();
/** The purchase's step a visitor signs in at before its work (the order summary), and the step after it, from the JSON. */
const summary = stepGatedBy(compiled.journey, 'isSignedIn');
const afterSummary = stepAfter(compiled.journey, summary.name);

/** The purchase at its order summary (the app's compiled journey), the summary's work recorded, the rest never answering. */
function atSummary(data: Record<string, unknown>) {
  const confirmed: unknown[] = [];
  const stubs = Object.fromEntries(invokedActors(compiled.journey).map((n) => [n, fromPromise(() => new Promise(() => {}))]));
  const machine = compiled.machine.provide({
    actors: { ...stubs, [summary.invoke!.src]: fromPromise(async ({ input }) => (confirmed.push(input), { orderAttempt: { key: 'k-1', bodyHash: 'h' } })) },
  });
  const actor = createActor(machine, { input: { data, furthestStep: summary.name } }).start();
  actor.send({ type: 'GOTO', step: summary.name });
  expect(actor.getSnapshot().value).toBe(summary.name);
  mount(actor);
  return { actor, confirmed, state: () => String((actor.getSnapshot() as AnyMachineSnapshot).value) };
}

function mount(actor: AnyActorRef) {
  const send = (event: EventObject & Record<string, unknown>) => actor.send(event);
  const { hook } = memoryLocation({ path: summary.path });
  render(
    <IntlProvider locale="en-PK" defaultLocale="en-PK" messages={shellMessages.en} onError={() => undefined}>
      <ApiContext.Provider value={fakeApiClient(ONBOARDING_ANSWERS).api}>
        <QueryProvider>
          <Router hook={hook}>
            <JourneyActorsContext.Provider value={journeyActors}>
              <JourneyScreen actor={actor} registry={screenRegistry} send={send} />
            </JourneyActorsContext.Provider>
          </Router>
        </QueryProvider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
}

async function agreeAndContinue() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the Terms of use' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Privacy policy' }));
  const go = screen.getByRole('button', { name: 'Continue to payment' });
  await waitFor(() => expect((go as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
  act(() => fireEvent.click(go));
}

const CUSTOMER = CUSTOMER_WORLDS[0]!;

describe('order summary: the guest gate is the journey\'s (the purchase step whose invoke.gate is isSignedIn)', () => {
  it('a visitor: Continue waits at the gate with the guest verification open; closing it comes back to the summary, nothing confirmed', async () => {
    const s = atSummary(CUSTOMER);
    await agreeAndContinue();
    expect(s.state()).toBe(gatedStateOf(summary.name));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' }, { timeout: 10_000 });
    expect(s.confirmed).toEqual([]);
    act(() => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.state()).toBe(summary.name);
    expect(s.confirmed).toEqual([]);
  });

  it('a signed-in customer: Continue runs the work at once, no verification', async () => {
    localStorage.setItem('auth:accessToken', 'token-1');
    const s = atSummary(CUSTOMER);
    await agreeAndContinue();
    await waitFor(() => expect(s.state()).toBe(afterSummary));
    expect(s.confirmed).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the promo notice tells a code removed on this visit of the summary, not on a later one', async () => {
    const s = atSummary({ ...CUSTOMER, promoCode: 'SAVE10' });
    fireEvent.click(await screen.findByRole('button', { name: /SAVE10/ }, { timeout: 10_000 }));
    await screen.findByText('Promo code removed.', undefined, { timeout: 10_000 });
    expect((s.actor.getSnapshot() as AnyMachineSnapshot).context.data.promoCode).toBeNull();
    cleanup();
    // Back at the summary later (the data still keeps null for the removed code): nothing is said of it again.
    atSummary({ ...CUSTOMER, promoCode: null });
    await screen.findByRole('checkbox', { name: 'I agree to the Terms of use' }, { timeout: 10_000 });
    expect(screen.queryByText('Promo code removed.')).toBeNull();
  });
});
