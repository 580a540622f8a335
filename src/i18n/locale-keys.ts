import type { ApiClient } from '../api/api-client';
import type { Language } from './shell-messages';
import { localeHash, readLocaleCache, writeLocaleCache } from './locale-cache';

/** Keys the gateway sends whose value is not a usable string are dropped, never shown raw. */
function toMessages(keys: ReadonlyArray<{ key: string; value: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, value } of keys) if (typeof key === 'string' && typeof value === 'string' && value.trim()) out[key] = value;
  return out;
}

/**
 * The gateway's locale keys for a language and module groups (SPEC §7 localisation call, component WEB,
 * pageSize 1000), from the 120-minute cache when fresh.
 */
export async function loadLocaleKeys(api: ApiClient, language: Language, modules: readonly string[], now: () => number = Date.now): Promise<Record<string, string>> {
  const hash = localeHash(language, modules);
  const cached = readLocaleCache(hash, now());
  if (cached) return cached;
  const result = await api.call('GET_LOCALE_KEYS', { query: { langCode: language, moduleName: [...modules].sort().join(','), component: 'WEB', pageSize: 1000 } });
  const messages = toMessages(result.keys);
  writeLocaleCache(hash, messages, now());
  return messages;
}
