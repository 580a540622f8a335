import { describe, expect, it } from 'vitest';
import type { EkycJourneyData } from '../../../../src/features/manual-ekyc/ekyc-outcome';
import {
  documentIdValidityCall,
  ekycContextOf,
  eligibilitySettingsOf,
  eligibleOf,
  identityOf,
  isNewNumber,
  kycNationality,
  portInEnabled,
  showsNationalitySelect,
} from '../../../../src/features/manual-ekyc/ekyc-context';

const config = (enabled: unknown, portIn?: unknown) => ({
  eligibility: { enabled },
  number_types: [{ type: 'NEW', enabled: true }, ...(portIn === undefined ? [] : [{ type: 'PORT_IN', enabled: portIn }])],
});

describe('ekycContextOf', () => {
  it.each([
    { input: 'onboarding' as const, expected: 'onboarding' },
    { input: 'sim-replacement' as const, expected: 'sim-replacement' },
    { input: 'standalone' as const, expected: 'manage' },
  ])('$input asks for $expected', ({ input, expected }) => expect(ekycContextOf(input)).toBe(expected));
});

describe('showsNationalitySelect', () => {
  it.each([
    { name: 'nationalitySelect false', input: { context: 'sim-replacement', nationalitySelect: false }, expected: false },
    { name: 'nationalitySelect true', input: { context: 'onboarding', nationalitySelect: true }, expected: true },
    { name: 'no flag', input: { context: 'manage' }, expected: true },
    { name: 'a string flag', input: { nationalitySelect: 'false' }, expected: true },
    { name: 'no specification', input: undefined, expected: true },
  ])('$name → $expected', ({ input, expected }) => expect(showsNationalitySelect(input)).toBe(expected));
});

describe('isNewNumber and portInEnabled', () => {
  it.each([
    { input: {}, expected: true },
    { input: { numberType: 'NEW' as const }, expected: true },
    { input: { numberType: 'PORT_IN' as const }, expected: false },
    // Data the schema would refuse (a wrong case) still counts as a new number.
    { input: { numberType: 'port_in' } as unknown as EkycJourneyData, expected: true },
  ])('numberType $input.numberType is new: $expected', ({ input, expected }) => expect(isNewNumber(input)).toBe(expected));

  it.each([
    { name: 'PORT_IN enabled', input: config(true, true), expected: true },
    { name: 'PORT_IN disabled', input: config(true, false), expected: false },
    { name: 'PORT_IN without a flag', input: { number_types: [{ type: 'PORT_IN' }] }, expected: false },
    { name: 'no PORT_IN entry', input: config(true), expected: false },
    { name: 'no config', input: undefined, expected: false },
  ])('$name → $expected', ({ input, expected }) => expect(portInEnabled(input)).toBe(expected));
});

describe('eligibilitySettingsOf', () => {
  it.each([
    { name: 'new number, enabled, port-in on', global: config(true, true), data: {}, variant: 'onboarding' as const, expected: { portInEnabled: true } },
    { name: 'new number, enabled, port-in off', global: config(true, false), data: { numberType: 'NEW' as const }, variant: 'standalone' as const, expected: { portInEnabled: false } },
    { name: 'port-in customer', global: config(true, true), data: { numberType: 'PORT_IN' as const }, variant: 'onboarding' as const, expected: null },
    { name: 'eligibility disabled', global: config(false, true), data: {}, variant: 'onboarding' as const, expected: null },
    { name: 'eligibility flag not a boolean', global: config('yes', true), data: {}, variant: 'onboarding' as const, expected: null },
    { name: 'no global config', global: undefined, data: {}, variant: 'onboarding' as const, expected: null },
    { name: 'SIM replacement', global: config(true, true), data: {}, variant: 'sim-replacement' as const, expected: null },
  ])('$name', ({ global, data, variant, expected }) => expect(eligibilitySettingsOf(global, data, variant)).toEqual(expected));
});

describe('identityOf', () => {
  it.each([
    { name: 'signed-in user', user: { external_id: 'u-1', email: 'me@x.pk' }, data: { email: 'other@x.pk' }, expected: { email: 'me@x.pk', userId: 'u-1' } },
    { name: 'guest with journey email', user: undefined, data: { email: ' guest@x.pk ' }, expected: { email: 'guest@x.pk', userId: '' } },
    { name: 'an email under another key is not read (one name per fact)', user: undefined, data: { personalDetails: { email: 'pd@x.pk' } }, expected: { email: '', userId: '' } },
    { name: 'nobody', user: null, data: {}, expected: { email: '', userId: '' } },
  ])('$name', ({ user, data, expected }) => expect(identityOf(user, data)).toEqual(expected));
});

describe('documentIdValidityCall', () => {
  it.each([
    { name: 'CNIC', type: 'CNIC', body: 'CNIC', header: 'CNIC' },
    { name: 'a type with spaces', type: 'Foreign  Passport', body: 'Foreign_Passport', header: 'Foreign_Passport' },
    { name: 'surrounding spaces', type: ' FIN ', body: 'FIN', header: 'FIN' },
  ])('$name', ({ type, body, header }) => {
    const call = documentIdValidityCall('3520212345671', type, { email: 'a@b.pk', userId: 'u1' });
    expect(call).toEqual({ body: { documentId: '3520212345671', documentType: body, userEmailId: 'a@b.pk', userId: 'u1' }, headers: { [header]: '3520212345671' } });
  });
});

describe('eligibleOf', () => {
  it.each([
    { input: { data: { eligible: true } }, expected: true },
    { input: { data: { eligible: false, reason: 'MAX_LINES_REACHED' } }, expected: false },
    { input: { data: { eligible: 'yes' } }, expected: undefined },
    { input: { eligible: true }, expected: undefined },
    { input: undefined, expected: undefined },
  ])('$input → $expected', ({ input, expected }) => expect(eligibleOf(input)).toBe(expected));
});

describe('kycNationality', () => {
  it.each([
    { name: 'chosen on the page', chosen: 'Afghan', data: { nationality: 'Indian' }, user: { nationality: 'Iranian' }, type: 'CNIC', expected: 'Afghan' },
    { name: 'from the journey', chosen: '', data: { nationality: 'Indian' }, user: { nationality: 'Iranian' }, type: 'CNIC', expected: 'Indian' },
    { name: 'from the user', chosen: '', data: {}, user: { nationality: 'Iranian' }, type: 'FIN', expected: 'Iranian' },
    { name: 'implied by a CNIC', chosen: '', data: {}, user: undefined, type: 'CNIC', expected: 'Pakistani' },
    { name: 'unknown for a FIN', chosen: '', data: {}, user: undefined, type: 'FIN', expected: '' },
    { name: 'blank values ignored', chosen: '  ', data: { nationality: ' ' }, user: { nationality: 3 }, type: 'NRIC', expected: '' },
  ])('$name', ({ chosen, data, user, type, expected }) => expect(kycNationality(chosen, data, user, type)).toBe(expected));
});
