// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EKYC_CONFIG } from '../../../fields/sample-configs';
import { NOW } from '../../../fields/fixtures';
import { ManualEkycPage, type ManualEkycPageProps } from '../../../../src/features/manual-ekyc/manual-ekyc-page';
import type { EkycSource } from '../../../../src/features/manual-ekyc/ekyc-calls';
import type { DocumentIdValidityCall } from '../../../../src/features/manual-ekyc/ekyc-context';
import type { EkycJourneyData } from '../../../../src/features/manual-ekyc/ekyc-outcome';
import { manualEkycMessages } from '../../../../src/features/manual-ekyc/manual-ekyc-messages';
import { clearEkycDraft, loadEkycDraft } from '../../../../src/features/manual-ekyc/ekyc-draft-store';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { createJourneyActor } from '../../../../engine';
import { kycOrderOf } from '../../../../engine/behaviours/purchase-work';
import { useActorSnapshot } from '../../../../renderer';
import { ekycSubmitActors } from '../../../../src/features/manual-ekyc/actors';
import { compiled } from '../../../support/journeys';
import { fillCnic } from './fill-ekyc';

afterEach(async () => {
  cleanup();
  // The draft store keeps the last draft of the page load in memory: each test starts without one.
  await clearEkycDraft('onboarding');
  await clearEkycDraft('sim-replacement');
});


/** Eligibility off by default, so the tests that are not about it make no validity calls. */
const GLOBAL_CONFIG = { eligibility: { enabled: false }, number_types: [{ type: 'NEW', enabled: true }, { type: 'PORT_IN', enabled: true }] };

function fakeSource(over: Partial<EkycSource> = {}) {
  const source = {
    loadConfig: vi.fn(async () => EKYC_CONFIG as unknown),
    loadNationalities: vi.fn(async () => ['Pakistani', 'Afghan'] as readonly string[]),
    loadContext: vi.fn(async (context: string) => ({ context, kycRequired: true, nationalitySelect: context !== 'sim-replacement' }) as unknown),
    loadGlobalConfig: vi.fn(async () => GLOBAL_CONFIG as unknown),
    checkDocumentId: vi.fn(async (_call: DocumentIdValidityCall) => true),
    submit: vi.fn(async (_form: FormData) => ({ submissionId: 'sub-1' })),
  };
  return Object.assign(source, over) as typeof source;
}

/** The page with journeys/manual-ekyc-submit.json as its host runs it (a step's child, or the stand-alone page's machine). */
function Hosted({ actor, ...props }: Omit<ManualEkycPageProps, 'work'> & { actor: AnyActorRef }) {
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  return <ManualEkycPage {...props} work={{ snapshot, send: (event) => actor.send(event) }} />;
}

/** The hosting wizard's data: what the form reads, and the order or request its step starts the submit journey with. */
type HostData = EkycJourneyData & { readonly orderRef?: string; readonly requestId?: string };

function renderPage(over: Partial<Omit<ManualEkycPageProps, 'journeyData'>> & { journeyData?: HostData } = {}) {
  const props: Omit<ManualEkycPageProps, 'work' | 'journeyData'> & { journeyData?: HostData } = {
    variant: 'onboarding',
    source: fakeSource(),
    journeyData: { orderRef: 'ORD-1' },
    urlOrderRef: null,
    serviceOrder: false,
    onBack: vi.fn(),
    notifyDanger: vi.fn(),
    now: () => NOW,
    ...over,
  };
  // The Submit runs journeys/manual-ekyc-submit.json with the registry's actors, here over the fake source's submit;
  // it starts as its hosts start it (the step's input mapper: the journey's order; the page: the URL's).
  const submit = (form: FormData) => props.source!.submit(form);
  const orderId = props.variant === 'standalone' ? props.urlOrderRef : kycOrderOf(props.journeyData ?? {});
  const actor = createJourneyActor(compiled('manual-ekyc-submit'), { input: { variant: props.variant, orderId }, actors: ekycSubmitActors(submit) }).start();
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <QueryClientProvider client={new QueryClient()}>
        <Hosted {...props} actor={actor} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  /** How the submit journey ended (its final state and the data the step hosting it merges), once it has. */
  const ending = () => actor.getSnapshot().output as { endedIn: string; data: Record<string, unknown> } | undefined;
  return { ...props, actor, ending };
}


const submitButton = () => screen.getByRole('button', { name: 'ekyc_submit' });

describe('manual eKYC page', () => {
  it('shows the title, both selects and the document fields from the config', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'identity_validation' })).toBeTruthy();
    expect(await screen.findByLabelText(/ekyc_nationality/)).toBeTruthy();
    expect((screen.getByLabelText(/ekyc_id_type/) as HTMLSelectElement).value).toBe('CNIC');
    expect(screen.getByLabelText(/label_documentId/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'journey_back' })).toBeTruthy();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('in SIM replacement the submit button is Next', async () => {
    renderPage({ variant: 'sim-replacement' });
    expect(await screen.findByRole('button', { name: 'journey_next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ekyc_submit' })).toBeNull();
  });

  it('submits the multipart KYC data and the journey ends with the data its host moves on with', async () => {
    const source = fakeSource();
    const props = renderPage({ source });
    await fillCnic();
    expect(submitButton().getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(submitButton());
    await waitFor(() => expect(props.ending()).toEqual({ endedIn: 'submitted', data: { kycRequired: true } }));
    const form = source.submit.mock.calls[0]![0] as unknown as FormData;
    expect([...form.keys()]).toEqual(['frontPage', 'backPage', 'selfieImage', 'kycData']);
    expect((form.get('selfieImage') as File).name).toBe('cam_image.png');
    expect(JSON.parse(form.get('kycData') as string)).toEqual({
      orderId: 'ORD-1',
      planType: 'Prepaid',
      nationality: 'Pakistani',
      document: { type: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2030' },
    });
  });

  it('a failed submit says why in the form and keeps everything typed and picked', async () => {
    const submit = vi.fn().mockRejectedValueOnce({ kind: 'http', code: 'UNSUPPORTED_FILE_TYPE', description: 'body.frontPage: must be a PNG' });
    submit.mockResolvedValueOnce({ submissionId: 'sub-2' });
    const props = renderPage({ source: fakeSource({ submit }) });
    await fillCnic();
    await userEvent.click(submitButton());
    // The refusal names the photo in the customer's words (a message id here), not the gateway's developer text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ekyc_refused_type_frontPage'));
    expect(props.actor.getSnapshot().value).toBe('ready');
    expect(submitButton().getAttribute('aria-disabled')).toBe('false');
    expect((screen.getByLabelText(/label_documentId/) as HTMLInputElement).value).toContain('35202');
    expect((screen.getByLabelText(/ekyc_nationality/) as HTMLSelectElement).value).toBe('Pakistani');
    expect(screen.getAllByRole('img', { name: 'image_preview' })).toHaveLength(3);
    // Trying again sends the same files without picking them again.
    await userEvent.click(submitButton());
    await waitFor(() => expect(props.ending()?.endedIn).toBe('submitted'));
    const again = submit.mock.calls[1]![0] as FormData;
    expect((again.get('frontPage') as File).name).toBe('frontPage.png');
  });

  it('while the KYC is sent, Submit is unavailable, says so, and a second press sends nothing', async () => {
    let release: (v: { submissionId: string }) => void = () => undefined;
    const submit = vi.fn(() => new Promise<{ submissionId: string }>((resolve) => (release = resolve)));
    const props = renderPage({ source: fakeSource({ submit }) });
    await fillCnic();
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe('ekyc_submitting');
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledTimes(1);
    release({ submissionId: 'sub-1' });
    await waitFor(() => expect(props.ending()?.endedIn).toBe('submitted'));
    // Ended, the form stays unavailable until its host has moved on: nothing can be sent twice.
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('pressing Submit on an incomplete form shows the error summary and sends nothing', async () => {
    const source = fakeSource();
    renderPage({ source });
    await screen.findByLabelText(/label_documentId/);
    await userEvent.click(submitButton());
    await waitFor(() => expect(document.activeElement?.textContent).toContain('error_summary_title'));
    expect(source.submit).not.toHaveBeenCalled();
  });

  it('outside onboarding, without an order reference anywhere it says so instead of sending', async () => {
    const source = fakeSource();
    const props = renderPage({ source, journeyData: {}, variant: 'standalone' });
    await fillCnic();
    await userEvent.click(submitButton());
    expect(props.notifyDanger).toHaveBeenCalledWith('ekyc_no_order');
    expect(source.submit).not.toHaveBeenCalled();
  });

  it('in onboarding before the order exists, the KYC is kept for the checkout and the journey moves on', async () => {
    const source = fakeSource();
    const props = renderPage({ source, journeyData: {} });
    await fillCnic();
    await userEvent.click(submitButton());
    await waitFor(() => expect(props.ending()).toEqual({ endedIn: 'kept', data: { kycRequired: true, kycPending: true } }));
    expect(source.submit).not.toHaveBeenCalled();
    const draft = await loadEkycDraft('onboarding');
    expect(draft?.kyc).toMatchObject({ documentType: 'CNIC', documentId: '3520212345671', nationality: 'Pakistani' });
    expect(Object.keys(draft?.files ?? {}).sort()).toEqual(['backPage', 'frontPage', 'selfieImage']);
  });

  it('a reload restores what was typed and picked, images included', async () => {
    renderPage();
    await fillCnic();
    // The draft is saved after a typing pause: wait for the save that holds the text and all three images, not an
    // earlier one made while the images were still being read (under load there is time for one in between).
    await waitFor(async () => {
      const draft = await loadEkycDraft('onboarding');
      expect(draft?.texts.documentId).toBe('3520212345671');
      expect(Object.keys(draft?.files ?? {}).sort()).toEqual(['backPage', 'frontPage', 'selfieImage']);
    });
    cleanup();
    renderPage();
    await waitFor(() => expect((screen.getByLabelText(/label_documentId/) as HTMLInputElement).value).not.toBe(''));
    // The images come back after the text (each is read from the stored file): wait for them, not for the text.
    await waitFor(() => expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(3));
  });

  it('warns before leaving once something is entered', async () => {
    renderPage();
    await screen.findByLabelText(/label_documentId/);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText(/label_documentId/), '35');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('Back goes back', async () => {
    const props = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'journey_back' }));
    expect(props.onBack).toHaveBeenCalled();
  });

  it('a config that fails to load offers a retry; nationalities failing hides that select', async () => {
    const loadConfig = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(EKYC_CONFIG);
    renderPage({ source: fakeSource({ loadConfig, loadNationalities: vi.fn().mockRejectedValue(new Error('down')) }) });
    expect(await screen.findByText('ekyc_config_failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ekyc_retry' }));
    expect(await screen.findByLabelText(/label_documentId/)).toBeTruthy();
    expect(screen.queryByLabelText(/ekyc_nationality/)).toBeNull();
  });

  it('a context specification that fails to load keeps the nationality select', async () => {
    renderPage({ variant: 'sim-replacement', source: fakeSource({ loadContext: vi.fn().mockRejectedValue(new Error('down')) }) });
    expect(await screen.findByLabelText(/ekyc_nationality/)).toBeTruthy();
  });

  it('without an API client it says the form cannot load', () => {
    renderPage({ source: undefined });
    expect(screen.getByRole('alert').textContent).toContain('ekyc_config_failed');
  });
});

describe('nationality select per context specification', () => {
  it('asks for the context of the variant', async () => {
    const source = fakeSource();
    renderPage({ variant: 'standalone', source });
    await screen.findByLabelText(/label_documentId/);
    expect(source.loadContext).toHaveBeenCalledWith('manage');
  });

  it.each([
    { name: 'the journey nationality', journeyData: { orderRef: 'SR-AB12CD34', nationality: 'Afghan' }, user: undefined, expected: 'Afghan' },
    { name: "the signed-in user's nationality", journeyData: { orderRef: 'SR-AB12CD34' }, user: { external_id: 'u1', nationality: 'Bangladeshi' }, expected: 'Bangladeshi' },
    { name: 'the nationality a CNIC implies', journeyData: { requestId: 'SR-AB12CD34' }, user: undefined, expected: 'Pakistani' },
  ])('SIM replacement hides the select, Next needs no nationality, and the KYC carries $name', async ({ journeyData, user, expected }) => {
    const source = fakeSource();
    const props = renderPage({ variant: 'sim-replacement', source, journeyData, user });
    await fillCnic({ nationality: false });
    expect(screen.queryByLabelText(/ekyc_nationality/)).toBeNull();
    const next = screen.getByRole('button', { name: 'journey_next' });
    expect(next.getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(next);
    await waitFor(() => expect(props.ending()?.endedIn).toBe('submitted'));
    const data = JSON.parse((source.submit.mock.calls[0]![0] as FormData).get('kycData') as string);
    expect(data).toMatchObject({ orderId: 'SR-AB12CD34', nationality: expected });
  });

  it('SIM replacement with a document that implies no nationality and none known says so and sends nothing', async () => {
    const source = fakeSource();
    renderPage({ variant: 'sim-replacement', source, journeyData: { orderRef: 'SR-AB12CD34' } });
    await userEvent.selectOptions(await screen.findByLabelText(/ekyc_id_type/), 'FIN');
    await userEvent.type(screen.getByLabelText(/label_documentId/), 'F1234567N');
    await userEvent.click(screen.getByRole('button', { name: 'journey_next' }));
    // The page's bundled text (ScreenMessages): the test's IntlProvider has none of its own.
    expect((await screen.findByRole('alert')).textContent).toBe(manualEkycMessages.en.ekyc_nationality_unknown);
    expect(source.submit).not.toHaveBeenCalled();
  });
});

describe('document-ID eligibility on blur (SPEC §5)', () => {
  const enabled = (portIn: boolean) => ({ eligibility: { enabled: true }, number_types: [{ type: 'NEW', enabled: true }, { type: 'PORT_IN', enabled: portIn }] });

  async function typeIdAndLeave() {
    await userEvent.type(await screen.findByLabelText(/label_documentId/), '3520212345671');
    await userEvent.tab();
  }

  it.each([
    { name: 'eligible, port-in enabled', config: enabled(true), eligible: true, note: 'eligibility_alert_document_id', error: null },
    { name: 'eligible, port-in disabled', config: enabled(false), eligible: true, note: 'eligibility_alert_document_id_without_mnp', error: null },
    { name: 'not eligible', config: enabled(true), eligible: false, note: null, error: 'error_document_id_not_eligible' },
  ])('$name', async ({ config, eligible, note, error }) => {
    const source = fakeSource({ loadGlobalConfig: vi.fn(async () => config as unknown), checkDocumentId: vi.fn(async () => eligible) });
    renderPage({ source, journeyData: { orderRef: 'ORD-1', numberType: 'NEW' as const, email: 'guest@example.pk' }, user: undefined });
    await typeIdAndLeave();
    await waitFor(() => expect(source.checkDocumentId).toHaveBeenCalledTimes(1));
    expect(source.checkDocumentId).toHaveBeenCalledWith({
      body: { documentId: '3520212345671', documentType: 'CNIC', userEmailId: 'guest@example.pk', userId: '' },
      headers: { CNIC: '3520212345671' },
    });
    const field = screen.getByLabelText(/label_documentId/);
    if (note) {
      const shown = await screen.findByText(note);
      expect(field.getAttribute('aria-describedby')).toContain(shown.id || shown.closest('[id]')!.id);
    }
    if (error) {
      await screen.findByText(error);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      await fillCnic();
      expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    }
  });

  it.each([
    { name: 'a port-in customer', variant: 'onboarding' as const, config: enabled(true), journeyData: { orderRef: 'ORD-1', numberType: 'PORT_IN' as const } },
    { name: 'eligibility disabled', variant: 'onboarding' as const, config: { ...enabled(true), eligibility: { enabled: false } }, journeyData: { orderRef: 'ORD-1' } },
    { name: 'a global config that failed to load', variant: 'onboarding' as const, config: null, journeyData: { orderRef: 'ORD-1' } },
    { name: 'SIM replacement', variant: 'sim-replacement' as const, config: enabled(true), journeyData: { orderRef: 'SR-AB12CD34' } },
  ])('makes no check for $name', async ({ variant, config, journeyData }) => {
    const loadGlobalConfig = config ? vi.fn(async () => config as unknown) : vi.fn().mockRejectedValue(new Error('down'));
    const source = fakeSource({ loadGlobalConfig });
    renderPage({ variant, source, journeyData });
    await typeIdAndLeave();
    await userEvent.type(screen.getByLabelText(/label_confirmDocumentId/), '3520212345671');
    expect(source.checkDocumentId).not.toHaveBeenCalled();
  });

  it('uses the signed-in user for userEmailId and userId; a failed check blocks nothing', async () => {
    const source = fakeSource({ loadGlobalConfig: vi.fn(async () => enabled(true) as unknown), checkDocumentId: vi.fn().mockRejectedValue(new Error('down')) });
    const props = renderPage({ variant: 'standalone', source, journeyData: {}, urlOrderRef: 'ORD-9', user: { external_id: 'user-7', email: 'me@example.pk' } });
    await fillCnic();
    expect(source.checkDocumentId.mock.calls[0]![0]!.body).toMatchObject({ userEmailId: 'me@example.pk', userId: 'user-7' });
    await userEvent.click(submitButton());
    await waitFor(() => expect(props.ending()?.endedIn).toBe('leftForOrder'));
  });
});
