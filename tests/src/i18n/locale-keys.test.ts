// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/api-client';
import { knownLocaleKeys, loadLocaleKeys } from '../../../src/i18n/locale-keys';
import { LOCALE_CACHE_MS, localeHash, writeLocaleCache } from '../../../src/i18n/locale-cache';

const apiAnswering = (keys: { key: string; value: string }[]) => {
  const call = vi.fn(async () => ({ keys }));
  return { api: { call } as unknown as ApiClient, call };
};

describe('locale sets: one object per set in the page', () => {
  it('gives start-up and every later reader the same object, with one call', async () => {
    const { api, call } = apiAnswering([{ key: 'hello', value: 'Hello' }]);
    const hash = localeHash('en', ['common', 'one-object']);
    expect(knownLocaleKeys(hash)).toBeUndefined();
    const loaded = await loadLocaleKeys(api, 'en', ['common', 'one-object']);
    expect(loaded).toEqual({ hello: 'Hello' });
    expect(knownLocaleKeys(hash)).toBe(loaded);
    expect(await loadLocaleKeys(api, 'en', ['common', 'one-object'])).toBe(loaded);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('takes a set from the locale cache once, fresh only until its own fetch time runs out', () => {
    const hash = localeHash('ur', ['stored']);
    const fetchedAt = 1_000_000;
    writeLocaleCache(hash, { hello: 'سلام' }, fetchedAt);
    const first = knownLocaleKeys(hash, fetchedAt + 1000);
    expect(first).toEqual({ hello: 'سلام' });
    expect(knownLocaleKeys(hash, fetchedAt + 2000)).toBe(first);
    expect(knownLocaleKeys(hash, fetchedAt + LOCALE_CACHE_MS)).toBeUndefined();
  });

  it('drops a value the parser-less build could not format (plural, tag, quoting), keeping plain and {argument} texts', async () => {
    const { api } = apiAnswering([
      { key: 'plain', value: 'Hello' },
      { key: 'argument', value: 'Hello {name}' },
      { key: 'plural', value: '{n, plural, one {# day} other {# days}}' },
      { key: 'tag', value: 'Read the <b>terms</b>' },
      { key: 'quoted', value: "It''s here" },
    ]);
    expect(await loadLocaleKeys(api, 'en', ['common', 'icu-dropped'])).toEqual({ plain: 'Hello', argument: 'Hello {name}' });
  });

  afterEach(() => vi.restoreAllMocks());

  it('reads the storage once for a set it does not hold, however often a render asks', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const hash = localeHash('en', ['never-stored']);
    expect(knownLocaleKeys(hash)).toBeUndefined();
    expect(knownLocaleKeys(hash)).toBeUndefined();
    expect(knownLocaleKeys(hash)).toBeUndefined();
    expect(read.mock.calls.filter(([key]) => key === `locale:${hash}`)).toHaveLength(1);
  });
});
