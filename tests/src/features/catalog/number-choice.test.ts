import { describe, expect, it } from 'vitest';
import { canContinue, connectionPatch, displayNumber, firstCount, initialConnection, moreCount, numberTypesOffered, renderCountsOf } from '../../../../src/features/catalog/number-choice';
import { lockOutcome } from '../../../../src/features/catalog/lock-outcome';
import { ApiError } from '../../../../src/api/api-error';
import type { GetGlobalConfigResult } from '../../../../src/api/generated/response-types';

const counts = renderCountsOf(undefined);

describe('number render counts (SPEC §9: 6 by default, at most 40, premium 2)', () => {
  it('defaults', () => expect(counts).toEqual({ standard: 6, max: 40, premium: 2 }));
  it.each([
    { name: 'inventory config', inventory: { numberRenderCount: 8, numberRenderMax: 30, premiumRenderCount: 3 }, expected: { standard: 8, max: 30, premium: 3 } },
    { name: 'never above 40', inventory: { numberRenderMax: 100, numberRenderCount: 50 }, expected: { standard: 40, max: 40, premium: 2 } },
    { name: 'junk ignored', inventory: { numberRenderCount: -1, premiumRenderCount: 'x' }, expected: { standard: 6, max: 40, premium: 2 } },
  ])('$name', ({ inventory, expected }) => expect(renderCountsOf(inventory)).toEqual(expected));
  it.each([
    { cls: 'FREE_NUMBER', first: 6, after: [12, 18, 24, 30, 36, 40, 40] },
    { cls: 'PREMIUM_NUMBER', first: 2, after: [4, 6, 8] },
  ])('$cls: first $first, then more', ({ cls, first, after }) => {
    expect(firstCount(cls, counts)).toBe(first);
    let n = first;
    for (const want of after) expect((n = moreCount(n, cls, counts))).toBe(want);
  });
});

const config = (types: GetGlobalConfigResult['number_types']) => ({ number_types: types }) as GetGlobalConfigResult;

describe('number types (PORT_IN only when enabled in global config)', () => {
  it.each([
    { name: 'enabled', types: [{ type: 'NEW' as const, enabled: true }, { type: 'PORT_IN' as const, enabled: true }], expected: ['NEW', 'PORT_IN'] },
    { name: 'disabled', types: [{ type: 'PORT_IN' as const, enabled: false }], expected: ['NEW'] },
    { name: 'no flag', types: [{ type: 'PORT_IN' as const }], expected: ['NEW'] },
    { name: 'absent', types: [], expected: ['NEW'] },
  ])('$name → $expected', ({ types, expected }) => expect(numberTypesOffered(config(types))).toEqual(expected));
  it.each([
    { name: 'defaults (SPEC §9)', data: {}, offered: ['NEW', 'PORT_IN'] as const, expected: { simType: 'physical_sim', numberType: 'NEW' } },
    { name: 'saved choice comes back', data: { simType: 'esim' as const, numberType: 'PORT_IN' as const }, offered: ['NEW', 'PORT_IN'] as const, expected: { simType: 'esim', numberType: 'PORT_IN' } },
    { name: 'saved PORT_IN no longer offered', data: { numberType: 'PORT_IN' as const }, offered: ['NEW'] as const, expected: { simType: 'physical_sim', numberType: 'NEW' } },
  ])('initial: $name', ({ data, offered, expected }) => expect(initialConnection(data, offered)).toEqual(expected));
});

describe('continuing from connection details', () => {
  const now = 1_000_000;
  it.each([
    { name: 'NEW with a held lock', type: 'NEW' as const, data: { selectedNumber: '923410000000', lockedUntil: now + 1 }, expected: true },
    { name: 'NEW with an expired lock', type: 'NEW' as const, data: { selectedNumber: '923410000000', lockedUntil: now - 1 }, expected: false },
    { name: 'NEW without a number', type: 'NEW' as const, data: {}, expected: false },
    { name: 'PORT_IN', type: 'PORT_IN' as const, data: {}, expected: true },
  ])('$name → $expected', ({ type, data, expected }) => expect(canContinue(type, data, now)).toBe(expected));
  it.each([
    { name: 'physical SIM needs delivery', choice: { simType: 'physical_sim' as const, numberType: 'NEW' as const, esimDeliveryNeeded: false }, expected: { esimDeliveryNeeded: true, selectedNumber: '923410000000' } },
    { name: 'eSIM without delivery (address skipped later)', choice: { simType: 'esim' as const, numberType: 'NEW' as const, esimDeliveryNeeded: false }, expected: { esimDeliveryNeeded: false } },
    { name: 'eSIM whose specification needs delivery', choice: { simType: 'esim' as const, numberType: 'NEW' as const, esimDeliveryNeeded: true }, expected: { esimDeliveryNeeded: true } },
    { name: 'port-in has no new number', choice: { simType: 'physical_sim' as const, numberType: 'PORT_IN' as const, esimDeliveryNeeded: false }, expected: { selectedNumber: null, numberType: 'PORT_IN' } },
  ])('$name', ({ choice, expected }) => expect(connectionPatch(choice, { selectedNumber: '923410000000' })).toMatchObject(expected));
  it('numbers read +92 3xx xxxxxxx', () => expect(displayNumber('923410007919')).toBe('+92 341 0007919'));
  it.each([
    ['3001234567', '+92 300 1234567'],
    ['03001234567', '+92 300 1234567'],
    ['+92 300-1234567', '+92 300 1234567'],
    ['ORD-123', 'ORD-123'],
    ['4001234567', '4001234567'],
  ])('a mobile number kept as typed (%s) reads the one way: %s (issue 30)', (kept, shown) => expect(displayNumber(kept)).toBe(shown));
});

describe('a failed lock', () => {
  const http = (status: number, code: string) => new ApiError('http', { status, code, description: '' }, 'LOCK_NUMBER');
  it.each([
    { name: 'taken by someone else (409)', error: http(409, 'NUMBER_UNAVAILABLE'), expected: 'number_taken' },
    { name: 'gone (404)', error: http(404, 'NOT_FOUND'), expected: 'number_taken' },
    { name: 'server failure', error: http(500, 'X'), expected: 'number_lock_failed' },
    { name: 'network', error: undefined, expected: 'number_lock_failed' },
  ])('$name → $expected', ({ error, expected }) => expect(lockOutcome(error, '923410000000')).toMatchObject({ messageId: expected }));
});
