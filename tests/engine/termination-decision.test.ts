import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { createJourneyActor } from '../../engine';
import { nationalDigits } from '../../engine/behaviours/service-requests';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

const ok = (value: unknown) => fromPromise(async () => value);
const fail = (code: string | number) =>
  fromPromise(async () => {
    throw { status: 422, code };
  });
const OFFERS = { enabled: true, offers: [{ id: 'winback-50', discountPercent: 50, months: 3 }] };

function decision(actors: Partial<Record<'loadWinbackOffer' | 'claimWinback' | 'terminateNumber', AnyActorLogic>> = {}) {
  const terminate = vi.fn(async (_args: { input: unknown }) => ({ requestId: 'SR-1', status: 'SUBMITTED' }));
  const actor = createJourneyActor(compiled('termination-decision'), {
    input: { number: '923410000000', reasonId: 'PRICE' },
    actors: { loadWinbackOffer: ok(OFFERS), claimWinback: ok({ offerId: 'winback-50', claimed: true }), terminateNumber: fromPromise(terminate), ...actors },
  }).start();
  return { actor, terminate, state: () => String(actor.getSnapshot().value), ctx: () => actor.getSnapshot().context as Record<string, unknown> };
}

describe('termination decision machine', () => {
  it('offers the win-back first; declining, then reconsidering and accepting keeps the line and terminates nothing', async () => {
    const d = decision();
    await tick();
    expect(d.state()).toBe('offer');
    expect(d.ctx().offer).toMatchObject({ id: 'winback-50' });
    d.actor.send({ type: 'DECLINE_OFFER' });
    expect(d.state()).toBe('confirm');
    d.actor.send({ type: 'RECONSIDER' });
    expect(d.state()).toBe('offer');
    d.actor.send({ type: 'ACCEPT_OFFER' });
    await tick();
    expect(d.state()).toBe('kept');
    expect(d.terminate).not.toHaveBeenCalled();
  });

  it.each([
    { typed: '923410000000', matches: true },
    { typed: '0341 0000000', matches: true },
    { typed: '+92 341-0000000', matches: true },
    { typed: '3410000000', matches: true },
    { typed: '923410000001', matches: false },
    { typed: '', matches: false },
  ])('confirmation "$typed" matches: $matches', async ({ typed, matches }) => {
    const d = decision({ loadWinbackOffer: ok({ enabled: false, offers: [] }) });
    await tick();
    expect(d.state()).toBe('confirm');
    d.actor.send({ type: 'CONFIRM', typed });
    await tick();
    expect(d.state()).toBe(matches ? 'terminated' : 'confirm');
    if (!matches) expect(d.ctx().error).toMatchObject({ code: 'CONFIRMATION_MISMATCH' });
  });

  it('a double Confirm sends one termination request', async () => {
    const d = decision({ loadWinbackOffer: ok({ offers: [] }) });
    await tick();
    d.actor.send({ type: 'CONFIRM', typed: '923410000000' });
    d.actor.send({ type: 'CONFIRM', typed: '923410000000' });
    await tick();
    expect(d.state()).toBe('terminated');
    expect(d.terminate).toHaveBeenCalledTimes(1);
    expect(d.terminate.mock.calls[0]![0]).toMatchObject({ input: { number: '923410000000', reasonId: 'PRICE' } });
    expect(d.ctx().result).toMatchObject({ requestId: 'SR-1' });
  });

  it.each([
    { name: 'offers fail to load: straight to the confirmation, noted', actors: { loadWinbackOffer: fail(500) }, state: 'confirm', note: 'offer_unavailable' },
    { name: 'offer claimed before: to the confirmation, noted', actors: { claimWinback: fail('ALREADY_CLAIMED') }, accept: true, state: 'confirm', note: 'offer_claimed_before' },
    { name: 'claim fails otherwise: back on the offer with the error', actors: { claimWinback: fail(500) }, accept: true, state: 'offer', note: null },
  ])('$name', async ({ actors, accept, state, note }) => {
    const d = decision(actors);
    await tick();
    if (accept) {
      d.actor.send({ type: 'ACCEPT_OFFER' });
      await tick();
    }
    expect(d.state()).toBe(state);
    expect(d.ctx().offerNote).toBe(note);
  });

  it('4121101 ends in notEligible; another refusal stays on the confirmation with its error', async () => {
    const refused = decision({ loadWinbackOffer: ok({}), terminateNumber: fail(4121101) });
    await tick();
    refused.actor.send({ type: 'CONFIRM', typed: '923410000000' });
    await tick();
    expect(refused.state()).toBe('notEligible');
    const failed = decision({ loadWinbackOffer: ok({}), terminateNumber: fail('UNKNOWN_ERROR_CODE') });
    await tick();
    failed.actor.send({ type: 'CONFIRM', typed: '923410000000' });
    await tick();
    expect(failed.state()).toBe('confirm');
    expect(failed.ctx().error).toMatchObject({ code: 'UNKNOWN_ERROR_CODE' });
  });

  it('nationalDigits drops country code and trunk 0', () => {
    expect(['923001234567', '03001234567', '+92 300 1234567', '3001234567'].map(nationalDigits)).toEqual(Array(4).fill('3001234567'));
  });
});

describe('one confirmed request (sim-activation, cancel-portin, service-request-cancel)', () => {
  it('a double Submit sends the ICC id once; a refusal returns to ready with the error, then a retry succeeds', async () => {
    const inputs: unknown[] = [];
    const activate = fromPromise(async ({ input }: { input: unknown }) => {
      inputs.push(input);
      if (inputs.length === 1) throw { status: 422, code: 'ICC_ID_MISMATCH' };
      return { number: '923410000000', status: 'Active' };
    });
    const actor = createJourneyActor(compiled('sim-activation'), { input: { number: '923410000000' }, actors: { activateSim: activate } }).start();
    actor.send({ type: 'SUBMIT', iccId: '8992000000000000001' });
    actor.send({ type: 'SUBMIT', iccId: '8992000000000000001' });
    await tick();
    expect(inputs).toEqual([{ number: '923410000000', iccId: '8992000000000000001' }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'ICC_ID_MISMATCH' });
    actor.send({ type: 'SUBMIT', iccId: '8992000000000000002' });
    await tick();
    expect(actor.getSnapshot().value).toBe('done');
    expect(inputs[1]).toEqual({ number: '923410000000', iccId: '8992000000000000002' });
    expect(actor.getSnapshot().context.result).toEqual({ number: '923410000000', status: 'Active' });
  });

  it('the page starts sim-activation once for all its lines: each SUBMIT names its line, which the machine keeps with the result', async () => {
    const activate = fromPromise(async ({ input }: { input: { number: string; iccId: string } }) => {
      if (input.iccId.endsWith('1')) throw { status: 422, code: 'ICC_ID_MISMATCH' };
      return { number: input.number, status: 'Active' };
    });
    const actor = createJourneyActor(compiled('sim-activation'), { actors: { activateSim: activate } }).start();
    actor.send({ type: 'SUBMIT', number: '923410000000', iccId: '8992000000000000001' });
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({ number: '923410000000', error: { code: 'ICC_ID_MISMATCH' } });
    actor.send({ type: 'SUBMIT', number: '923410000009', iccId: '8992000000000000002' });
    await tick();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ number: '923410000009', error: null, result: { number: '923410000009', status: 'Active' } });
  });

  it.each([
    ['cancel-portin', 'cancelPortIn', { orderRef: 'ORD-1' }, { orderRef: 'ORD-1' }],
    ['service-request-cancel', 'cancelServiceRequest', { requestId: 'SR-1', type: 'PLAN_SWITCH', status: 'SUBMITTED' }, { requestId: 'SR-1', type: 'PLAN_SWITCH', status: 'SUBMITTED' }],
  ])('%s gives %s only what the page started it with, once', async (id, src, start, expected) => {
    const run = vi.fn(async ({ input }: { input: unknown }) => ({ input }));
    const actor = createJourneyActor(compiled(id), { input: start, actors: { [src]: fromPromise(run) } }).start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0].input).toEqual(expected);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
