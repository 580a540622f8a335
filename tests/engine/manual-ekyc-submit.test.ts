import { describe, expect, it, vi } from 'vitest';
import { createJourneyActor } from '../../engine';
import { ekycSubmitActors, KYC_SUBMIT_ANNOUNCED, KYC_SUBMIT_REFUSED, type EkycSubmission } from '../../src/screens/manual-ekyc/actors';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

const KYC = { nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2030' };
const submission = (over: Partial<EkycSubmission> = {}): EkycSubmission => ({ kyc: KYC, values: {}, variant: 'standalone', urlOrderRef: 'ORD-1', serviceOrder: false, ...over });

/** journeys/manual-ekyc-submit.json with the real actors over a multipart submit the test answers. */
function start(orderId: string | null, submit: (form: FormData) => Promise<unknown>) {
  return createJourneyActor(compiled('manual-ekyc-submit'), { input: { orderId }, actors: ekycSubmitActors(submit) }).start();
}

describe('journeys/manual-ekyc-submit.json', () => {
  it('a double Submit sends the KYC once; a refusal returns to the form with the gateway\'s words; a retry goes where the outcome says', async () => {
    const submit = vi.fn().mockRejectedValueOnce({ kind: 'http', status: 422, code: 'KYC_REJECTED', description: 'The document could not be read' }).mockResolvedValue({ submissionId: 's-1' });
    const actor = start('ORD-1', submit);
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
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'navigate', to: '/manage/order?order_ref=ORD-1' });
  });

  it('a failure the app already announced (no answer from the gateway) adds no message of its own', async () => {
    const actor = start('ORD-1', vi.fn().mockRejectedValue({ kind: 'network' }));
    actor.send({ type: 'SUBMIT', submission: submission() });
    await tick();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: KYC_SUBMIT_ANNOUNCED });
  });

  it('a purchase before its order keeps the KYC for the payment step and moves on with what changed, sending nothing', async () => {
    const submit = vi.fn();
    const actor = start(null, submit);
    actor.send({ type: 'SUBMIT', submission: submission({ variant: 'onboarding', urlOrderRef: null, personalUpdates: { documentId: '3520212345671' } }) });
    await tick();
    expect(submit).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('kept');
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'next', data: { documentId: '3520212345671', kycRequired: true, kycPending: true } });
  });
});
