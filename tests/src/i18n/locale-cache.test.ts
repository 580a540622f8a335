import { describe, expect, it } from 'vitest';
import { LOCALE_CACHE_MS, localeHash, readLocaleCache, writeLocaleCache } from '../../../src/i18n/locale-cache';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k), clear: () => map.clear(), key: () => null, get length() { return map.size; } };
}

describe('locale cache (120 minutes, keyed by hash)', () => {
  it('hashes language and module set, not module order', () => {
    expect(localeHash('ur', ['common', 'journey'])).toBe(localeHash('ur', ['journey', 'common']));
    expect(localeHash('ur', ['common'])).not.toBe(localeHash('en', ['common']));
  });

  it.each([
    { name: 'fresh', age: 0, hit: true },
    { name: 'just before expiry', age: LOCALE_CACHE_MS - 1, hit: true },
    { name: 'expired', age: LOCALE_CACHE_MS, hit: false },
    { name: 'from the future', age: -1000, hit: false },
  ])('$name', ({ age, hit }) => {
    const storage = memoryStorage();
    writeLocaleCache('h', { a: 'A' }, 1_000_000, storage);
    expect(readLocaleCache('h', 1_000_000 + age, storage)).toEqual(hit ? { a: 'A' } : undefined);
  });

  it.each(['not json', '{"fetchedAt":"x","messages":{}}', 'null', '{"fetchedAt":1}'])('a broken entry %j counts as a miss', (raw) => {
    const storage = memoryStorage();
    storage.setItem('locale:h', raw);
    expect(readLocaleCache('h', 2, storage)).toBeUndefined();
  });
});
