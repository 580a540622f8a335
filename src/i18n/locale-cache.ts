/**
 * Locale keys fetched from the gateway, cached in localStorage keyed by a hash of language and module groups,
 * with their fetch time (SPEC §3 "Locale data keyed by hash with fetch times"); older than 120 minutes → refetch.
 */
export const LOCALE_CACHE_MS = 120 * 60 * 1000;

export interface CachedLocale {
  fetchedAt: number;
  messages: Record<string, string>;
}

/** FNV-1a hash of the language and sorted module list: the cache key. */
export function localeHash(language: string, modules: readonly string[]): string {
  const text = `${language}|${[...modules].sort().join(',')}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const key = (hash: string) => `locale:${hash}`;

/** The cached messages for a hash if fresh (fetched less than 120 minutes before `now`) and well-formed. */
export function readLocaleCache(hash: string, now: number, storage: Storage = localStorage): Record<string, string> | undefined {
  return readLocaleEntry(hash, now, storage)?.messages;
}

/** The cached entry (messages and fetch time) for a hash if fresh and well-formed. */
export function readLocaleEntry(hash: string, now: number, storage: Storage = localStorage): CachedLocale | undefined {
  try {
    const entry = JSON.parse(storage.getItem(key(hash)) ?? 'null') as CachedLocale | null;
    if (!entry || typeof entry.fetchedAt !== 'number' || typeof entry.messages !== 'object' || entry.messages === null) return undefined;
    if (now - entry.fetchedAt >= LOCALE_CACHE_MS || entry.fetchedAt > now) return undefined;
    return entry;
  } catch {
    return undefined;
  }
}

/** Stores fetched messages with their fetch time. */
export function writeLocaleCache(hash: string, messages: Record<string, string>, now: number, storage: Storage = localStorage): void {
  try {
    storage.setItem(key(hash), JSON.stringify({ fetchedAt: now, messages } satisfies CachedLocale));
  } catch {
    // full or disabled storage: the keys are fetched again next time
  }
}
