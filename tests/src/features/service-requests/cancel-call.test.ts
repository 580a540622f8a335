import { describe, expect, it } from 'vitest';
import { cancelCallOf } from '../../../../src/features/service-requests/request-view';

describe('which requests can be called off (issue 29: no dead end)', () => {
  it('a SIM replacement while its fee is unpaid, never once paid or closed', () => {
    expect(cancelCallOf({ type: 'SIM_REPLACEMENT', status: 'SUBMITTED', payload: { paymentStatus: 'NOT_PAID' } })).toBe('CANCEL_SIM_REPLACEMENT');
    expect(cancelCallOf({ type: 'SIM_REPLACEMENT', status: 'SUBMITTED', payload: { paymentStatus: 'NOT_REQUIRED' } })).toBe('CANCEL_SIM_REPLACEMENT');
    expect(cancelCallOf({ type: 'SIM_REPLACEMENT', status: 'IN_PROGRESS', payload: { paymentStatus: 'SUCCESS' } })).toBeNull();
    expect(cancelCallOf({ type: 'SIM_REPLACEMENT', status: 'CANCELLED', payload: {} })).toBeNull();
  });
  it('terminations and plan switches as before; port-outs never', () => {
    expect(cancelCallOf({ type: 'TERMINATION_REQUEST', status: 'SUBMITTED' })).toBe('CANCEL_TERMINATION');
    expect(cancelCallOf({ type: 'PLAN_SWITCH', status: 'IN_PROGRESS' })).toBe('CANCEL_PLAN_SWITCH');
    expect(cancelCallOf({ type: 'PORT_OUT_REQUEST', status: 'SUBMITTED' })).toBeNull();
  });
});
