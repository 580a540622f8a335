import { describe, expect, it } from 'vitest';
import { resumePathOf, resumeStepOf } from '../../../../src/features/service-requests/request-view';
import { resumeIdFromUrl } from '../../../../src/features/sim-replacement/sr-data';
import { compiled, stepHosting, stepProviding, wizardDefinition } from '../../../support/journeys';

// The SIM replacement's steps by what they do, from journeys/sim-replacement.json: a request is continued at one of them.
const replacement = compiled('sim-replacement').journey;
const identityStep = stepHosting(replacement, 'manual-ekyc-submit').name;
const deliveryStep = stepProviding(wizardDefinition('sim-replacement'), 'deliveryMethod').name;
const paymentStep = stepHosting(replacement, 'payment').name;

const sr = (status: string, payload: Record<string, unknown>, paymentRequired = true) => ({ type: 'SIM_REPLACEMENT' as const, status: status as 'SUBMITTED', paymentRequired, payload });

describe('where a SIM replacement left half-way is continued (issue 29)', () => {
  it('no identity check yet: the identity step, whatever else it holds', () => {
    expect(resumeStepOf(sr('SUBMITTED', { simType: 'physical_sim' }))).toBe(identityStep);
    expect(resumeStepOf(sr('SUBMITTED', { simType: 'esim' }, false))).toBe(identityStep);
  });
  it('a physical SIM checked but without a delivery: the delivery step; an eSIM needs none', () => {
    expect(resumeStepOf(sr('SUBMITTED', { simType: 'physical_sim', kycStatus: 'SUBMITTED' }))).toBe(deliveryStep);
    expect(resumeStepOf(sr('SUBMITTED', { simType: 'esim', kycStatus: 'SUBMITTED' }, false))).toBeNull();
  });
  it('everything given but the fee: the payment step; once paid, nothing to continue', () => {
    const given = { simType: 'physical_sim', kycStatus: 'SUBMITTED', deliveryMethod: 'DOORSTEP_DELIVERY' };
    expect(resumeStepOf(sr('SUBMITTED', given))).toBe(paymentStep);
    expect(resumeStepOf(sr('SUBMITTED', { ...given, paymentStatus: 'FAILED' }))).toBe(paymentStep);
    expect(resumeStepOf(sr('SUBMITTED', { ...given, paymentStatus: 'SUCCESS' }))).toBeNull();
    expect(resumeStepOf(sr('SUBMITTED', given, false))).toBeNull();
  });
  it('a closed request, one in progress, or another type: nothing to continue', () => {
    expect(resumeStepOf(sr('CANCELLED', {}))).toBeNull();
    expect(resumeStepOf(sr('IN_PROGRESS', {}))).toBeNull();
    expect(resumeStepOf({ type: 'PLAN_SWITCH', status: 'SUBMITTED', paymentRequired: true, payload: {} })).toBeNull();
  });
  it('the link into the journey carries the line and the request; the step reads back only a plain id', () => {
    const path = resumePathOf({ requestId: 'SR-ABC123', number: '923410000000' });
    expect(path).toBe(`${replacement.steps[0]!.path}?number=923410000000&resume=SR-ABC123`);
    expect(resumeIdFromUrl(path.slice(path.indexOf('?')))).toBe('SR-ABC123');
    expect(resumeIdFromUrl('?resume=SR-1%22%3E%3Cscript')).toBeNull();
    expect(resumeIdFromUrl('?number=1')).toBeNull();
  });
});
