import type { ApiClient } from '../api/api-client';
import type { Language } from './shell-messages';
import { LOCALE_CACHE_MS, localeHash, readLocaleEntry, writeLocaleCache } from './locale-cache';
import { readsWithoutParser } from './literal-messages';

/**
 * The sets read in this page, one object per hash: whoever reads a set again (start-up, the frame's first render,
 * a route's texts) gets the same object, so a provider given it keeps its intl and no text re-renders.
 */
const known = new Map<string, { fetchedAt: number; messages: Record<string, string> }>();
/** Hashes the locale cache had no set for: a render asks on every pass, the storage is read once. */
const notCached = new Set<string>();

function remember(hash: string, messages: Record<string, string>, fetchedAt: number): Record<string, string> {
  known.set(hash, { fetchedAt, messages });
  notCached.delete(hash);
  return messages;
}

/** A fresh set for the hash already read in this page or kept in the locale cache, without a call. */
export function knownLocaleKeys(hash: string, now: number = Date.now()): Record<string, string> | undefined {
  const held = known.get(hash);
  if (held && now - held.fetchedAt < LOCALE_CACHE_MS && held.fetchedAt <= now) return held.messages;
  if (notCached.has(hash)) return undefined;
  const cached = readLocaleEntry(hash, now);
  if (!cached) notCached.add(hash);
  return cached && remember(hash, cached.messages, cached.fetchedAt);
}

/**
 * Keys the gateway sends whose value is not a usable string are dropped, never shown raw. So is a value with ICU
 * syntax beyond simple arguments (a plural, select, format, tag or quoting): the shipped build has no ICU parser
 * (scripts/precompiled-messages.ts), so it would show raw; the bundled text of the key stays instead. The operator's
 * texts are plain text or simple `{argument}` substitutions (every seeded one is, gateway/seed/locale-*.ts).
 */
function toMessages(keys: ReadonlyArray<{ key: string; value: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, value } of keys) if (typeof key === 'string' && typeof value === 'string' && value.trim() && readsWithoutParser(value)) out[key] = value;
  return out;
}

/**
 * The gateway's locale keys for a language and module groups (SPEC §7 localisation call, component WEB,
 * pageSize 1000), from the 120-minute cache when fresh.
 */
export async function loadLocaleKeys(api: ApiClient, language: Language, modules: readonly string[], now: () => number = Date.now): Promise<Record<string, string>> {
  const hash = localeHash(language, modules);
  const cached = knownLocaleKeys(hash, now());
  if (cached) return cached;
  const result = await api.call('GET_LOCALE_KEYS', { query: { langCode: language, moduleName: [...modules].sort().join(','), component: 'WEB', pageSize: 1000 } });
  const messages = toMessages(result.keys);
  writeLocaleCache(hash, messages, now());
  return remember(hash, messages, now());
}
