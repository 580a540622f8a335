import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '../../../../src/api/api-client';
import { journeyActors, loadAllActors } from '../../../../src/features/actors';
import { compiled, stepHosting } from '../../../support/journeys';

// Every area's actors module, loaded (a page loads those of its journey's names only).
await loadAllActors();

type Call = [string, Record<string, unknown> | undefined];

/** The registry's actors on a stand-in API client that answers each endpoint from `answers` and records the calls. */
function actorsWith(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const call = vi.fn(async (name: string, input?: Record<string, unknown>) => {
    calls.push([name, input]);
    const answer = answers[name];
    if (answer instanceof Error || (typeof answer === 'object' && answer !== null && 'code' in answer && 'status' in answer)) throw answer;
    return answer;
  });
  const actors = journeyActors({ call } as unknown as ApiClient);
  const run = (name: string, input: unknown) => toPromise(createActor(actors[name] as AnyActorLogic, { input }).start());
  return { calls, run };
}

describe('manage area actors (src/features/*/actors.ts)', () => {
  it('createSimReplacementRequest continuing an open request reads it back, makes none, and says where it was left (issue 29)', async () => {
    const request = { requestId: 'SR-1', type: 'SIM_REPLACEMENT', status: 'SUBMITTED', number: '923410000000', paymentRequired: true, totalCharges: 500, payload: { simType: 'physical_sim', reason: 'LOST', kycStatus: 'SUBMITTED', deliveryMethod: 'DOORSTEP_DELIVERY' } };
    const a = actorsWith({ GET_SERVICE_REQUEST: request });
    await expect(a.run('createSimReplacementRequest', { resumeRequestId: 'SR-1' })).resolves.toMatchObject({
      requestId: 'SR-1', number: '923410000000', reason: 'LOST', simType: 'physical_sim', paymentRequired: true, totalCharges: 500,
      deliveryMethod: 'DOORSTEP_DELIVERY', resumeAt: stepHosting(compiled('sim-replacement').journey, 'payment').name, // the step hosting the payment (journeys/sim-replacement.json)
      resumeRequestId: null, requestFor: { number: '923410000000', reason: 'LOST', simType: 'physical_sim' },
    });
    expect(a.calls).toEqual([['GET_SERVICE_REQUEST', { params: { requestId: 'SR-1' } }]]);
    // Paid or closed: nothing to continue, refused without any other call.
    const paid = actorsWith({ GET_SERVICE_REQUEST: { ...request, status: 'IN_PROGRESS', payload: { ...request.payload, paymentStatus: 'SUCCESS' } } });
    await expect(paid.run('createSimReplacementRequest', { resumeRequestId: 'SR-1' })).rejects.toMatchObject({ code: 'REQUEST_NOT_RESUMABLE' });
    expect(paid.calls.map(([name]) => name)).toEqual(['GET_SERVICE_REQUEST']);
  });

  it('activateSim sends the line and the ICC id typed', async () => {
    const a = actorsWith({ ACTIVATE_SIM: { number: '923410000000', status: 'Active' } });
    await expect(a.run('activateSim', { number: '923410000000', iccId: '8992000000000000001' })).resolves.toMatchObject({ status: 'Active' });
    expect(a.calls).toEqual([['ACTIVATE_SIM', { body: { number: '923410000000', iccId: '8992000000000000001' } }]]);
  });

  it('cancelServiceRequest calls the cancel of the request type, and refuses a request that cannot be called off without calling', async () => {
    const a = actorsWith({ CANCEL_PLAN_SWITCH: { status: 'CANCELLED' }, CANCEL_TERMINATION: { status: 'CANCELLED' } });
    await a.run('cancelServiceRequest', { requestId: 'SR-1', type: 'PLAN_SWITCH', status: 'SUBMITTED' });
    await a.run('cancelServiceRequest', { requestId: 'SR-2', type: 'TERMINATION_REQUEST', status: 'IN_PROGRESS' });
    await expect(a.run('cancelServiceRequest', { requestId: 'SR-3', type: 'PLAN_SWITCH', status: 'COMPLETED' })).rejects.toMatchObject({ code: 'NOT_CANCELLABLE' });
    expect(a.calls).toEqual([
      ['CANCEL_PLAN_SWITCH', { body: { requestId: 'SR-1' } }],
      ['CANCEL_TERMINATION', { body: { requestId: 'SR-2' } }],
    ]);
  });

  it('saveSimReplacementDelivery keeps an address only for a doorstep delivery, and needs a request', async () => {
    const a = actorsWith({ SET_SIM_REPLACEMENT_DELIVERY: {} });
    const address = { addressLine1: '1 Mall Road', city: 'Lahore', province: 'Punjab', postalCode: '54000' };
    await a.run('saveSimReplacementDelivery', { requestId: 'SR-1', deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: address });
    await a.run('saveSimReplacementDelivery', { requestId: 'SR-1', deliveryMethod: 'SELF_PICKUP', deliveryAddress: address });
    await expect(a.run('saveSimReplacementDelivery', { deliveryMethod: 'SELF_PICKUP' })).rejects.toMatchObject({ code: 'NO_REQUEST' });
    expect(a.calls).toEqual([
      ['SET_SIM_REPLACEMENT_DELIVERY', { params: { requestId: 'SR-1' }, body: { deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: address } }],
      ['SET_SIM_REPLACEMENT_DELIVERY', { params: { requestId: 'SR-1' }, body: { deliveryMethod: 'SELF_PICKUP' } }],
    ]);
  });

  it('checkSimReplacementCharges: a request already paid leaves nothing to pay', async () => {
    const unpaid = actorsWith({ GET_SERVICE_REQUEST: { requestId: 'SR-1', paymentRequired: true, totalCharges: 500, payload: {} } });
    await expect(unpaid.run('checkSimReplacementCharges', { requestId: 'SR-1' })).resolves.toEqual({ paymentRequired: true, totalCharges: 500 });
    const paid = actorsWith({ GET_SERVICE_REQUEST: { requestId: 'SR-1', paymentRequired: true, totalCharges: 500, payload: { paymentStatus: 'SUCCESS' } } });
    await expect(paid.run('checkSimReplacementCharges', { requestId: 'SR-1' })).resolves.toEqual({ paymentRequired: false, totalCharges: 500 });
  });

  it('confirmReschedule makes the reschedule from the journey data and refuses an incomplete one without calling', async () => {
    const a = actorsWith({ RESCHEDULE_SHIPMENT_V2: { rescheduleId: 'RS-1', fee: 200, paymentRequired: true } });
    const data = { orderRef: 'ORD-1', shipmentRef: 'SHP-1', newSlot: { id: 'slot-2', date: '2026-12-01', from: '10:00', to: '12:00' }, personal: {}, deliveryAddress: { city: 'Lahore' } };
    await expect(a.run('confirmReschedule', data)).resolves.toEqual({ rescheduleId: 'RS-1', fee: 200, paymentRequired: true });
    await expect(a.run('confirmReschedule', { ...data, newSlot: undefined })).rejects.toMatchObject({ code: 'RESCHEDULE_INCOMPLETE' });
    expect(a.calls).toHaveLength(1);
    expect(a.calls[0]![1]).toMatchObject({ body: { shipmentRef: 'SHP-1', slotId: 'slot-2', deliveryAddress: { city: 'Lahore' } } });
  });

  it('terminateNumber sends feedback only when given; a refusal keeps its code', async () => {
    const a = actorsWith({ TERMINATE_NUMBER: { requestId: 'SR-9' } });
    await a.run('terminateNumber', { number: '923410000000', reasonId: 'PRICE' });
    expect(a.calls).toEqual([['TERMINATE_NUMBER', { body: { number: '923410000000', reasonId: 'PRICE' } }]]);
    const refused = actorsWith({ TERMINATE_NUMBER: { status: 422, code: '4121101' } });
    await expect(refused.run('terminateNumber', { number: '923410000000', reasonId: 'PRICE', feedback: 'too dear' })).rejects.toMatchObject({ code: '4121101' });
    expect(refused.calls[0]![1]).toEqual({ body: { number: '923410000000', reasonId: 'PRICE', feedback: 'too dear' } });
  });
});
