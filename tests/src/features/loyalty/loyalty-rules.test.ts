import { describe, expect, it } from 'vitest';
import { countdownParts } from '../../../../src/features/loyalty/boosters-page';
import { unavailableReason } from '../../../../src/features/loyalty/product-card';
import { rememberTutorial, tutorialSeen } from '../../../../src/features/loyalty/tutorial';
import { loyaltyMessages } from '../../../../src/features/loyalty/messages';

describe('loyalty view rules', () => {
  it.each([
    { ms: 0, expected: { days: 0, time: '00:00:00' } },
    { ms: -5000, expected: { days: 0, time: '00:00:00' } },
    { ms: 61_000, expected: { days: 0, time: '00:01:01' } },
    { ms: 90_061_000, expected: { days: 1, time: '01:01:01' } },
  ])('countdownParts($ms) is $expected (days said in words, not "1d")', ({ ms, expected }) => expect(countdownParts(ms)).toEqual(expected));

  it.each([
    { name: 'in stock', product: { stock: 3 }, expected: undefined },
    { name: 'out of stock', product: { stock: 0 }, expected: 'ly_out_of_stock' },
    { name: 'limit reached', product: { limitPerCustomer: 1, redeemedByMe: 1 }, expected: 'ly_limit_reached' },
    { name: 'limit not reached', product: { limitPerCustomer: 2, redeemedByMe: 1 }, expected: undefined },
  ])('$name → $expected', ({ product, expected }) => {
    expect(unavailableReason({ id: 'X', name: 'X', category: 'data', points: 1, ...product })).toBe(expected);
  });

  it('remembers the walkthrough', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(tutorialSeen(storage)).toBe(false);
    rememberTutorial(storage);
    expect(tutorialSeen(storage)).toBe(true);
  });

  it('every English text has an Urdu one and the other way round', () => {
    expect(Object.keys(loyaltyMessages.ur).sort()).toEqual(Object.keys(loyaltyMessages.en).sort());
  });
});
