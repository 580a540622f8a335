import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import { allInvokedActors, childActorOf, createJourneyActor, type WizardContext } from '../../engine';
import { ekycSubmitActors, KYC_SUBMIT_ANNOUNCED, KYC_SUBMIT_REFUSED, type EkycSubmission } from '../../src/features/manual-ekyc/actors';
import { pageAfterKyc } from '../../src/features/manual-ekyc/ekyc-outcome';
import { compiled, hostingStep } from '../support/journeys';
/** The steps hosting the eKYC form (journeys/manual-ekyc-submit.json), and the ones after them, from the JSON. */
const purchaseKyc = hostingStep('onboarding', 'manual-ekyc-submit');
const replacementKyc = hostingStep('sim-replacement', 'manual-ekyc-submit');
import { tick } from '../support/tick';
// The actors load their work's modules when they run (src/features/manual-ekyc/actors.ts); on a page the form's screen
// has loaded them by then, as these imports have here.
import '../../src/features/manual-ekyc/kyc-submission';
import '../../src/features/manual-ekyc/ekyc-draft';
import '../../src/features/manual-ekyc/ekyc-draft-store';

const KYC = { nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2030' };
const submission = (over: Partial<EkycSubmission> = {}): EkycSubmission => ({ kyc: KYC, values: {}, urlOrderRef: 'ORD-1', serviceOrder: false, ...over });

/** journeys/manual-ekyc-submit.json with the real actors over a multipart submit the test answers. */
function start(input: { variant: string; orderId: string | null }, submit: (form: FormData) => Promise<unknown>) {
  return createJourneyActor(compiled('manual-ekyc-submit'), { input, actors: ekycSubmitActors(submit) }).start();
}

/** What the journey hands the step hosting it when it ends (its output: the final state and the data). */
const outputOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().output as { endedIn: string; data: Record<string, unknown> };

describe('journeys/manual-ekyc-submit.json', () => {
  it('a double Submit sends the KYC once; a refusal returns to the form with the gateway\'s words; a retry for the URL\'s order ends on that order\'s page', async () => {
    const submit = vi.fn().mockRejectedValueOnce({ kind: 'http', status: 422, code: 'KYC_REJECTED', description: 'The document could not be read' }).mockResolvedValue({ submissionId: 's-1' });
    const actor = start({ variant: 'standalone', orderId: 'ORD-1' }, submit);
    actor.send({ type: 'SUBMIT', submission: submission() });
    actor.send({ type: 'SUBMIT', submission: submission() });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await tick();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(JSON.parse((submit.mock.calls[0]![0] as FormData).get('kycData') as string)).toMatchObject({ orderId: 'ORD-1', document: { documentId: '3520212345671' } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toEqual({ code: KYC_SUBMIT_REFUSED, description: 'The document could not be read' });
    actor.send({ type: 'SUBMIT', submission: submission() });
    await tick();
    expect(actor.getSnapshot().value).toBe('leftForOrder');
    expect(outputOf(actor)).toEqual({ endedIn: 'leftForOrder', data: {} });
    expect(pageAfterKyc('leftForOrder', actor.getSnapshot().context)).toBe('/manage/order?order_ref=ORD-1');
  });

  it('a service order of the URL ends on the request status page; the URL\'s order comes before the journey\'s', async () => {
    const submit = vi.fn().mockResolvedValue({ submissionId: 's-1' });
    const actor = start({ variant: 'onboarding', orderId: 'ORD-JOURNEY' }, submit);
    actor.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: 'ORD-URL', serviceOrder: true }) });
    await tick();
    expect(JSON.parse((submit.mock.calls[0]![0] as FormData).get('kycData') as string)).toMatchObject({ orderId: 'ORD-URL' });
    expect(actor.getSnapshot().value).toBe('leftForServiceRequest');
    expect(pageAfterKyc('leftForServiceRequest', actor.getSnapshot().context)).toBe('/manage/service-request-status?request=new');
  });

  it('in a SIM replacement the KYC is sent for the request and the journey ends with the document data it keeps', async () => {
    const submit = vi.fn().mockResolvedValue({ submissionId: 's-1' });
    const actor = start({ variant: 'sim-replacement', orderId: 'SR-AB12' }, submit);
    actor.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: null }) });
    await tick();
    expect(JSON.parse((submit.mock.calls[0]![0] as FormData).get('kycData') as string)).toMatchObject({ orderId: 'SR-AB12' });
    expect(outputOf(actor)).toEqual({
      endedIn: 'submitted',
      data: { kycRequired: true, nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', documentExpiry: '01-01-2030' },
    });
    expect(pageAfterKyc('submitted', actor.getSnapshot().context)).toBeNull();
  });

  it('a failure the app already announced (no answer from the gateway) adds no message of its own', async () => {
    const actor = start({ variant: 'standalone', orderId: 'ORD-1' }, vi.fn().mockRejectedValue({ kind: 'network' }));
    actor.send({ type: 'SUBMIT', submission: submission() });
    await tick();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: KYC_SUBMIT_ANNOUNCED });
  });

  it('a purchase before its order keeps the KYC for the payment step and ends with what changed, sending nothing', async () => {
    const submit = vi.fn();
    const actor = start({ variant: 'onboarding', orderId: null }, submit);
    actor.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: null, personalUpdates: { documentId: '3520212345671' } }) });
    await tick();
    expect(submit).not.toHaveBeenCalled();
    expect(outputOf(actor)).toEqual({ endedIn: 'kept', data: { documentId: '3520212345671', kycRequired: true, kycPending: true } });
  });

  it('outside a purchase, a Submit without any order is not heard (nothing is kept for an order that will not come)', async () => {
    const submit = vi.fn();
    const actor = start({ variant: 'sim-replacement', orderId: null }, submit);
    actor.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: null }) });
    await tick();
    expect(submit).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

/** A wizard restored at the step hosting the eKYC form, every other actor waiting forever. */
function wizardAt(journeyId: string, step: string, data: Record<string, unknown>, submit: (form: FormData) => Promise<unknown>) {
  const journey = compiled(journeyId);
  const waiting = Object.fromEntries(allInvokedActors(journey).map((name) => [name, fromPromise(() => new Promise(() => undefined))]));
  const saved = { journeyId, fingerprint: 'from-earlier-steps', kind: 'wizard' as const, snapshot: { context: { data } }, furthestStep: step };
  const actor = createJourneyActor(journey, { saved, actors: { ...waiting, ...ekycSubmitActors(submit) } }).start();
  actor.send({ type: 'GOTO', step });
  return actor;
}
const childOf = (wizard: AnyActorRef) => (wizard.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[childActorOf('manual-ekyc-submit')];
const wizardData = (wizard: AnyActorRef) => (wizard.getSnapshot() as { context: WizardContext }).context.data;

describe('the wizard steps hosting journeys/manual-ekyc-submit.json', () => {
  it('the purchase: a refusal keeps the step; the child\'s ending moves the wizard on with the KYC noted', async () => {
    const submit = vi.fn().mockRejectedValueOnce({ kind: 'http', status: 422, code: 'KYC_REJECTED', description: 'no' }).mockResolvedValue({ submissionId: 's-1' });
    const wizard = wizardAt('onboarding', purchaseKyc.name, { orderRef: 'ORD-1', simType: 'SIM' }, submit);
    expect(wizard.getSnapshot().value).toBe(purchaseKyc.name);
    expect(childOf(wizard)?.getSnapshot().context).toMatchObject({ variant: 'onboarding', orderId: 'ORD-1' });
    childOf(wizard)!.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: null }) });
    await tick();
    expect(wizard.getSnapshot().value).toBe(purchaseKyc.name);
    expect(childOf(wizard)?.getSnapshot().value).toBe('ready');
    childOf(wizard)!.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: null }) });
    await tick();
    expect(wizard.getSnapshot().value).toBe(purchaseKyc.next);
    expect(wizardData(wizard)).toMatchObject({ orderRef: 'ORD-1', kycRequired: true });
  });

  it('the purchase: sent for an order of the URL, the child ends for that order\'s page and the wizard keeps its step', async () => {
    const wizard = wizardAt('onboarding', purchaseKyc.name, { orderRef: 'ORD-1', simType: 'SIM' }, vi.fn().mockResolvedValue({ submissionId: 's-1' }));
    const child = childOf(wizard)!;
    child.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: 'ORD-URL' }) });
    await tick();
    expect(child.getSnapshot().value).toBe('leftForOrder');
    expect(pageAfterKyc('leftForOrder', child.getSnapshot().context)).toBe('/manage/order?order_ref=ORD-URL');
    expect(wizard.getSnapshot().value).toBe(purchaseKyc.name);
    expect(wizardData(wizard).kycRequired).toBeUndefined();
  });

  it('the SIM replacement: the request is the order, and the wizard moves on with the document it keeps', async () => {
    const submit = vi.fn().mockResolvedValue({ submissionId: 's-1' });
    const wizard = wizardAt('sim-replacement', replacementKyc.name, { requestId: 'SR-AB12', simType: 'SIM' }, submit);
    expect(wizard.getSnapshot().value).toBe(replacementKyc.name);
    childOf(wizard)!.send({ type: 'SUBMIT', submission: submission({ urlOrderRef: null }) });
    await tick();
    expect(JSON.parse((submit.mock.calls[0]![0] as FormData).get('kycData') as string)).toMatchObject({ orderId: 'SR-AB12' });
    expect(wizard.getSnapshot().value).toBe(replacementKyc.next);
    expect(wizardData(wizard)).toMatchObject({ requestId: 'SR-AB12', kycRequired: true, documentId: '3520212345671', documentExpiry: '01-01-2030' });
  });
});
