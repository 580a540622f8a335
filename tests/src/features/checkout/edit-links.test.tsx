// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allInvokedActors, createJourneyActor, type CompiledJourney } from '../../../../engine';
import { JourneyScreen } from '../../../../renderer';
import { ApiContext } from '../../../../src/api/api-context';
import QueryProvider from '../../../../src/api/query-provider';
import { shellMessages } from '../../../../src/i18n/shell-messages';
import { screenEntries, screenRegistry } from '../../../../src/features/registry';
import { checkoutMessages } from '../../../../src/features/checkout/messages';
import { PAYMENT_RECOVERY } from '../../../../src/features/checkout/payment-screen';
import { gotoRole } from '../../../../src/journey/step-links';
import { fakeApiClient, type FakeAnswers } from '../../../support/fake-api';
import { compiledFrom, screenOf, stepGatedBy, stepHosting, withStepRenamed, wizardDefinition } from '../../../support/journeys';
import { CUSTOMER_WORLDS, ONBOARDING_ANSWERS } from '../../journey/onboarding-fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});


/**
 * The order summary's edit links and the payment's ways back, on the purchase as a product owner edits its JSON
 * (edited here in memory): a renamed step is still linked to (by the screen it shows), a removed one is not linked to.
 * The steps are picked by what they do in journeys/onboarding.json.
 */
type Def = ReturnType<typeof wizardDefinition>;
const original = wizardDefinition('onboarding');
const connection = original.steps.find((s) => s.invoke?.src === 'lockChosenNumber')!;
const personal = original.steps.find((s) => s.provides?.includes('personal'))!;
/** The step showing the add-ons screen, where the purchase's JSON has one. */
const addons = original.steps.find((s) => screenOf(s) === 'addonSelection');
const summary = stepGatedBy(original, 'isSignedIn');
const payment = stepHosting(original, 'payment');
const renamed = withStepRenamed(withStepRenamed(original, connection.name, `${connection.name}Renamed`), personal.name, `${personal.name}Renamed`);
const withoutAddons: Def = { ...original, steps: original.steps.filter((s) => s !== addons) as Def['steps'] };

/** The gateway prices the add-on chosen too, so its line has an edit link where the journey has an add-ons step. */
const answers: FakeAnswers = {
  ...ONBOARDING_ANSWERS,
  ORDER_PREVIEW: (input) => {
    const preview = ONBOARDING_ANSWERS.ORDER_PREVIEW!(input);
    return { ...preview, items: [...preview.items, { type: 'ADDON', sku: 'addon-a', name: 'Extra 10 GB', quantity: 1, unitPrice: 500, amount: 500 }] };
  },
};
const CUSTOMER = CUSTOMER_WORLDS[0]!;

// The screens these tests draw load lazily: their imports must not outlive this file (one in flight at its end was
// charged to the next file in a batch run, session 25).
afterAll(async () => {
  const drawn = new Set([summary, connection, personal, addons].map((st) => st && screenOf(st)));
  await Promise.all(screenEntries.filter((e) => drawn.has(e.shows)).map((e) => e.load?.()));
});

/** A customer of the purchase compiled from `definition`, at `step` with every step before it reached, its work never answering. */
function at(definition: Def, step: string) {
  const compiled: CompiledJourney = compiledFrom(definition);
  const stubs = Object.fromEntries(allInvokedActors(compiled).map((n) => [n, fromPromise(() => new Promise(() => {}))]));
  const actor = createJourneyActor(compiled, { actors: stubs, input: { data: CUSTOMER, furthestStep: step } }).start();
  actor.send({ type: 'GOTO', step });
  expect(actor.getSnapshot().value).toBe(step);
  return { actor, state: () => String((actor.getSnapshot() as AnyMachineSnapshot).value) };
}

function mount(actor: AnyActorRef) {
  const send = (event: EventObject & Record<string, unknown>) => actor.send(event);
  const { hook } = memoryLocation({ path: summary.path });
  render(
    <IntlProvider locale="en-PK" defaultLocale="en-PK" messages={shellMessages.en} onError={() => undefined}>
      <ApiContext.Provider value={fakeApiClient(answers).api}>
        <QueryProvider>
          <Router hook={hook}>
            <JourneyScreen actor={actor} registry={screenRegistry} send={send} />
          </Router>
        </QueryProvider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
}

/** An edit link by its message id: "Change number", "Change your details" (issue 46), as the catalogue words it. */
const edit = (what: string) => screen.findByRole('button', { name: checkoutMessages.en[what] }, { timeout: 10_000 });
/** Clicks an edit link once it is shown. */
async function follow(what: string) {
  const link = await edit(what);
  act(() => fireEvent.click(link));
}

describe("the order summary's edit links find their steps in the journey running now", () => {
  it('renamed connection and personal details: "Change number or SIM" and "Change your details" still go to them, under their new names', async () => {
    const s = at(renamed, summary.name);
    mount(s.actor);
    await follow('change_review_number');
    expect(s.state()).toBe(`${connection.name}Renamed`);
    act(() => s.actor.send({ type: 'GOTO', step: summary.name }));
    await follow('change_review_you');
    expect(s.state()).toBe(`${personal.name}Renamed`);
    act(() => s.actor.send({ type: 'GOTO', step: summary.name }));
    // The add-on line links to the add-ons step where the JSON has one (the next test takes it out).
    if (addons) {
      await follow('change_item_addon');
      expect(s.state()).toBe(addons.name);
    } else {
      await edit('change_item_plan');
      expect(screen.queryByRole('button', { name: checkoutMessages.en.change_item_addon })).toBeNull();
    }
  });

  it('the add-ons step removed: the add-on line has no edit link; the others keep theirs', async () => {
    const s = at(withoutAddons, summary.name);
    mount(s.actor);
    await edit('change_item_plan');
    await edit('change_review_number');
    expect(screen.getByText(/Extra 10 GB/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: checkoutMessages.en.change_item_addon })).toBeNull();
  });
});

describe("the payment's ways back find their steps in the journey running now", () => {
  it('a number taken goes back to the renamed connection details; an identity check missing to the eKYC step', () => {
    const s = at(renamed, payment.name);
    const numberTaken = gotoRole(s.actor.getSnapshot() as AnyMachineSnapshot, PAYMENT_RECOVERY.numberTaken.role);
    expect(numberTaken).toEqual({ type: 'GOTO', screen: screenOf(connection) });
    s.actor.send(numberTaken!);
    expect(s.state()).toBe(`${connection.name}Renamed`);
  });

  it('a journey without the step a way back needs offers none', () => {
    const noKyc: Def = { ...original, steps: original.steps.filter((st) => screenOf(st) !== PAYMENT_RECOVERY.kycMissing.role.screen) as Def['steps'] };
    const s = at(noKyc, payment.name);
    expect(gotoRole(s.actor.getSnapshot() as AnyMachineSnapshot, PAYMENT_RECOVERY.kycMissing.role)).toBeNull();
    expect(gotoRole(s.actor.getSnapshot() as AnyMachineSnapshot, PAYMENT_RECOVERY.numberTaken.role)).not.toBeNull();
  });
});
