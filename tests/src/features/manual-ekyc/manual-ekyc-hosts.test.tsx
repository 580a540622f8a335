// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { allInvokedActors, createJourneyActor, type StateMeta, type WizardContext } from '../../../../engine';
import { useActorSnapshot } from '../../../../renderer';
import { EKYC_CONFIG } from '../../../fields/sample-configs';
import { ApiContext } from '../../../../src/api/api-context';
import type { ApiClient } from '../../../../src/api/api-client';
import { JourneyActorsContext } from '../../../../src/journey/journey-actors';
import { ekycSubmitActors } from '../../../../src/features/manual-ekyc/actors';
import { ManualEkycRoutePage, OnboardingEkycScreen, SimReplacementEkycScreen } from '../../../../src/features/manual-ekyc/manual-ekyc-screen';
import { clearEkycDraft } from '../../../../src/features/manual-ekyc/ekyc-draft-store';
import { compiled, hostingStep } from '../../../support/journeys';
/** The steps hosting the eKYC form (journeys/manual-ekyc-submit.json), and the ones after them, from the JSON. */
const purchaseKyc = hostingStep('onboarding', 'manual-ekyc-submit');
const replacementKyc = hostingStep('sim-replacement', 'manual-ekyc-submit');
import { fillCnic } from './fill-ekyc';

afterEach(async () => {
  cleanup();
  screenSent.mockClear();
  window.history.replaceState(null, '', '/');
  await clearEkycDraft('onboarding');
  await clearEkycDraft('sim-replacement');
});


/** The gateway's answers the page loads its form from (eligibility off: no document-ID check). */
const api = {
  call: vi.fn(async (name: string) => {
    if (name === 'GET_EKYC_CONFIG') return EKYC_CONFIG;
    if (name === 'GET_NATIONALITIES') return ['Pakistani', 'Afghan'];
    if (name === 'GET_EKYC_CONTEXT_SPECIFICATIONS') return { nationalitySelect: true };
    if (name === 'GET_GLOBAL_CONFIG') return { eligibility: { enabled: false }, number_types: [] };
    throw new Error(`unexpected call ${name}`);
  }),
} as unknown as ApiClient;

/** Every actor a wizard invokes, waiting forever, except the eKYC form's, over a multipart submit the test answers. */
function wizardActors(journeyId: string, submit: (form: FormData) => Promise<unknown>): Record<string, AnyActorLogic> {
  const waiting = Object.fromEntries(allInvokedActors(compiled(journeyId)).map((name) => [name, fromPromise(() => new Promise(() => undefined))]));
  return { ...waiting, ...ekycSubmitActors(submit) };
}

/** A wizard journey restored with `data` and sent to `step`, as WizardRoute does for the step's URL. */
function wizardAt(journeyId: string, step: string, data: Record<string, unknown>, submit: (form: FormData) => Promise<unknown>) {
  const journey = compiled(journeyId);
  const saved = { journeyId, fingerprint: 'from-earlier-steps', kind: 'wizard' as const, snapshot: { context: { data } }, furthestStep: step };
  const actor = createJourneyActor(journey, { saved, actors: wizardActors(journeyId, submit) }).start();
  actor.send({ type: 'GOTO', step });
  expect(actor.getSnapshot().value).toBe(step);
  return actor;
}

/** What the step's screen sends the wizard: only the customer's own acts (Back), never NEXT for the work's ending. */
const screenSent = vi.fn();

function Step({ actor, screen: Screen }: { actor: AnyActorRef; screen: typeof OnboardingEkycScreen }) {
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  const send = (event: { type: string }) => {
    screenSent(event.type);
    actor.send(event);
  };
  return <Screen snapshot={snapshot} meta={{} as StateMeta} send={send} />;
}

function renderWithApp(ui: React.ReactNode, submit: (form: FormData) => Promise<unknown>) {
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <ApiContext.Provider value={api}>
        <JourneyActorsContext.Provider value={() => ekycSubmitActors(submit)}>
          <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
        </JourneyActorsContext.Provider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
}


const dataOf = (actor: AnyActorRef) => (actor.getSnapshot() as { context: WizardContext }).context.data;
const kycDataSent = (submit: ReturnType<typeof vi.fn>, call = 0) => JSON.parse((submit.mock.calls[call]![0] as FormData).get('kycData') as string) as Record<string, unknown>;

describe('the purchase\'s eKYC step hosts journeys/manual-ekyc-submit.json', () => {
  it('a refusal keeps the step and everything typed; Submit again sends it for the order and the wizard moves on with the KYC noted', async () => {
    const submit = vi.fn().mockRejectedValueOnce({ kind: 'http', status: 422, code: 'KYC_REJECTED', description: 'The document could not be read' }).mockResolvedValue({ submissionId: 's-1' });
    const wizard = wizardAt('onboarding', purchaseKyc.name, { orderRef: 'ORD-1', simType: 'SIM' }, submit);
    renderWithApp(<Step actor={wizard} screen={OnboardingEkycScreen} />, submit);
    await fillCnic();
    await userEvent.click(screen.getByRole('button', { name: 'ekyc_submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The document could not be read'));
    expect(wizard.getSnapshot().value).toBe(purchaseKyc.name);
    expect(dataOf(wizard).kycRequired).toBeUndefined();
    expect((screen.getByLabelText(/label_documentId/) as HTMLInputElement).value).toContain('35202');
    expect((screen.getByLabelText(/ekyc_nationality/) as HTMLSelectElement).value).toBe('Pakistani');
    expect(screen.getAllByRole('img', { name: 'image_preview' })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'ekyc_submit' }));
    await waitFor(() => expect(wizard.getSnapshot().value).toBe(purchaseKyc.next));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(kycDataSent(submit, 1)).toMatchObject({ orderId: 'ORD-1', document: { type: 'CNIC', documentId: '3520212345671' } });
    expect(dataOf(wizard)).toMatchObject({ orderRef: 'ORD-1', kycRequired: true });
    // The wizard moved on by its JSON (the child's ending), not by a NEXT from the screen.
    expect(screenSent).not.toHaveBeenCalled();
    // Back from the summary shows the step again with its child journey started afresh.
    wizard.send({ type: 'BACK' });
    expect(wizard.getSnapshot().value).toBe(purchaseKyc.name);
  });

  it('before its order, the KYC is kept for the payment step and the wizard moves on with kycPending', async () => {
    const submit = vi.fn();
    const wizard = wizardAt('onboarding', purchaseKyc.name, { simType: 'SIM' }, submit);
    renderWithApp(<Step actor={wizard} screen={OnboardingEkycScreen} />, submit);
    await fillCnic();
    await userEvent.click(screen.getByRole('button', { name: 'ekyc_submit' }));
    await waitFor(() => expect(wizard.getSnapshot().value).toBe(purchaseKyc.next));
    expect(submit).not.toHaveBeenCalled();
    expect(dataOf(wizard)).toMatchObject({ kycRequired: true, kycPending: true });
  });

  it('opened for an order of the URL, the KYC is sent for that order and its page opens; the wizard keeps its step', async () => {
    window.history.replaceState(null, '', `${purchaseKyc.path}?order_ref=ORD-URL`);
    const submit = vi.fn().mockResolvedValue({ submissionId: 's-1' });
    const wizard = wizardAt('onboarding', purchaseKyc.name, { orderRef: 'ORD-1', simType: 'SIM' }, submit);
    renderWithApp(<Step actor={wizard} screen={OnboardingEkycScreen} />, submit);
    await fillCnic();
    await userEvent.click(screen.getByRole('button', { name: 'ekyc_submit' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/manage/order?order_ref=ORD-URL'));
    expect(kycDataSent(submit)).toMatchObject({ orderId: 'ORD-URL' });
    expect(wizard.getSnapshot().value).toBe(purchaseKyc.name);
    expect(dataOf(wizard).kycRequired).toBeUndefined();
  });
});

describe('the SIM replacement\'s identity step hosts journeys/manual-ekyc-submit.json', () => {
  it('Next sends the KYC for the request and the wizard moves on with the document it keeps', async () => {
    const submit = vi.fn().mockResolvedValue({ submissionId: 's-1' });
    const wizard = wizardAt('sim-replacement', replacementKyc.name, { requestId: 'SR-AB12CD34', simType: 'SIM', number: '923001234567' }, submit);
    renderWithApp(<Step actor={wizard} screen={SimReplacementEkycScreen} />, submit);
    await fillCnic();
    await userEvent.click(screen.getByRole('button', { name: 'journey_next' }));
    await waitFor(() => expect(wizard.getSnapshot().value).toBe(replacementKyc.next));
    expect(kycDataSent(submit)).toMatchObject({ orderId: 'SR-AB12CD34' });
    expect(dataOf(wizard)).toMatchObject({ kycRequired: true, documentType: 'CNIC', documentId: '3520212345671', documentExpiry: '01-01-2030' });
    expect(screenSent).not.toHaveBeenCalled();
  });
});

describe('the stand-alone page /manage/manual-ekyc runs journeys/manual-ekyc-submit.json', () => {
  it.each([
    { name: 'an order', state: null, expected: '/manage/order?order_ref=ORD-9' },
    { name: 'a service order', state: { source: 'Service Order' }, expected: '/manage/service-request-status?request=new' },
  ])('for $name of the URL, the page its ending names opens', async ({ state, expected }) => {
    window.history.replaceState(state, '', '/manage/manual-ekyc?order_ref=ORD-9');
    const submit = vi.fn().mockResolvedValue({ submissionId: 's-1' });
    renderWithApp(<ManualEkycRoutePage />, submit);
    await fillCnic();
    await userEvent.click(screen.getByRole('button', { name: 'ekyc_submit' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(expected));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(kycDataSent(submit)).toMatchObject({ orderId: 'ORD-9' });
  });
});
