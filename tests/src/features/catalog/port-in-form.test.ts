import { describe, expect, it } from 'vitest';
import { cleanLocal, editedPortIn, localOf, msisdnOf, portInProblem, portInReady, refusalMessage } from '../../../../src/features/catalog/port-in-form';

describe('port-in form', () => {
  it.each([
    { donor: '', local: '3001234567', expected: 'port_in_error_donor' },
    { donor: 'jazz', local: '', expected: 'error_cannot_be_blank' },
    { donor: 'jazz', local: '2001234567', expected: 'error_invalid_contact_number' },
    { donor: 'jazz', local: '300123456', expected: 'error_invalid_contact_number' },
    { donor: 'jazz', local: '3001234567', expected: undefined },
  ])('$donor/$local → $expected', ({ donor, local, expected }) => expect(portInProblem(donor, local)).toBe(expected));
  it.each([
    { typed: '300-123 4567', expected: '3001234567' },
    { typed: '30012345678999', expected: '3001234567' },
    { typed: 'abc', expected: '' },
  ])('cleanLocal($typed)', ({ typed, expected }) => expect(cleanLocal(typed)).toBe(expected));
  it('round-trips the MSISDN', () => expect(localOf(msisdnOf('3001234567'))).toBe('3001234567'));
  it.each([
    { reason: 'NOT_PORTABLE', expected: 'port_in_not_portable' },
    { reason: 'UNKNOWN_DONOR_TELCO', expected: 'port_in_error_donor' },
    { reason: undefined, expected: 'port_in_not_eligible' },
  ])('refusal $reason', ({ reason, expected }) => expect(refusalMessage(reason)).toBe(expected));
  it.each([
    { name: 'eligible and verified', portIn: { eligible: true, verified: true }, otp: true, expected: true },
    { name: 'eligible, code pending', portIn: { eligible: true }, otp: true, expected: false },
    { name: 'eligible, no code needed', portIn: { eligible: true }, otp: false, expected: true },
    { name: 'not eligible', portIn: { eligible: false }, otp: false, expected: false },
    { name: 'nothing yet', portIn: undefined, otp: true, expected: false },
  ])('ready: $name', ({ portIn, otp, expected }) => expect(portInReady(portIn, otp)).toBe(expected));
  it.each([
    { name: 'same number keeps the check', saved: { donorTelco: 'jazz', currentNumber: '923001234567', eligible: true }, expected: { donorTelco: 'jazz', currentNumber: '923001234567', eligible: true } },
    { name: 'another number voids it', saved: { donorTelco: 'jazz', currentNumber: '923009999999', eligible: true }, expected: { donorTelco: 'jazz', currentNumber: '923001234567' } },
  ])('edit: $name', ({ saved, expected }) => expect(editedPortIn(saved, 'jazz', '923001234567')).toEqual(expected));
});
