import { describe, expect, it, vi } from 'vitest';
import { createJourneyActor } from '../../engine';
import { ApiError } from '../../src/api/api-error';
import type { ApiClient } from '../../src/api/api-client';
import { accountActors } from '../../src/features/account/actors';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

/** journeys/account-details.json with the real actors over a gateway the test answers. */
function details(answer: (name: string, options: unknown) => Promise<unknown>) {
  const call = vi.fn(answer);
  const actor = createJourneyActor(compiled('account-details'), { actors: accountActors({ call } as unknown as ApiClient) }).start();
  const ctx = () => actor.getSnapshot().context as { error: { code: string } | null; result: Record<string, unknown> | null };
  return { actor, call, state: () => String(actor.getSnapshot().value), ctx };
}

const refused = (code: string) => new ApiError('http', { status: 422, code, description: 'refused' });

describe('journeys/account-details.json', () => {
  it('Save sends the personal details once, however often it is pressed, and keeps the saved customer', async () => {
    const m = details(async () => ({ external_id: 'c-1', email: 'a@b.pk', first_name: 'Sana' }));
    m.actor.send({ type: 'SAVE_PERSONAL', values: { firstName: 'Sana', lastName: 'Iqbal' } });
    m.actor.send({ type: 'SAVE_PERSONAL', values: { firstName: 'Other' } });
    expect(m.state()).toBe('savingPersonal');
    await tick();
    expect(m.state()).toBe('saved');
    expect(m.call).toHaveBeenCalledTimes(1);
    expect(m.call.mock.calls[0]![0]).toBe('UPDATE_PROFILE');
    expect((m.call.mock.calls[0]![1] as { body: Record<string, string> }).body).toMatchObject({ firstName: 'Sana', lastName: 'Iqbal' });
    expect(m.ctx().result).toEqual({ user: { external_id: 'c-1', email: 'a@b.pk', first_name: 'Sana' } });
  });

  it('the address goes to the shipment named in the event, with only the form fields; a refusal returns to the form with its code', async () => {
    let calls = 0;
    const m = details(async () => (++calls === 1 ? Promise.reject(refused('ADDRESS_INVALID')) : {}));
    const save = { type: 'SAVE_ADDRESS', values: { addressLine1: '44 Canal View', city: 'Lahore' }, shipmentRef: 'SHP-1', fieldNames: ['addressLine1'] } as const;
    m.actor.send(save);
    await tick();
    expect(m.state()).toBe('ready');
    expect(m.ctx().error?.code).toBe('ADDRESS_INVALID');
    expect(m.call.mock.calls[0]![1]).toEqual({ params: { shipmentRef: 'SHP-1' }, body: { deliveryAddress: { addressLine1: '44 Canal View' } } });
    m.actor.send(save);
    expect(m.ctx().error).toBeNull();
    await tick();
    expect(m.state()).toBe('saved');
  });

  it('a session that ended during the save ends the journey (the form keeps what was typed); no shipment is refused without a call', async () => {
    const ended = details(async () => Promise.reject(new ApiError('session-ended', { status: 401, code: '401001', description: 'expired' })));
    ended.actor.send({ type: 'SAVE_PERSONAL', values: { firstName: 'Sana' } });
    await tick();
    expect(ended.state()).toBe('sessionEnded');
    expect(ended.actor.getSnapshot().status).toBe('done');
    const none = details(async () => ({}));
    none.actor.send({ type: 'SAVE_ADDRESS', values: { addressLine1: 'x' } });
    await tick();
    expect(none.state()).toBe('ready');
    expect(none.ctx().error?.code).toBe('NOT_FOUND');
    expect(none.call).not.toHaveBeenCalled();
  });
});
