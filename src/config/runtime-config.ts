import { recordOf } from '../domain/parse';
/**
 * Runtime configuration read at start-up from /config.json (served by the app server), so one build can be
 * pointed at any gateway (DESIGN.md src/).
 */
export interface RuntimeConfig {
  gatewayUrl: string;
  /** Third parties (issue 12): the feature-flag service's OFREP base URL and the IP lookup URL; the sandbox gateway plays both. */
  flagsUrl?: string;
  ipLookupUrl?: string;
}

/** Parses /config.json; throws a clear message naming what is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const url = (value as { gatewayUrl?: unknown } | null)?.gatewayUrl;
  if (typeof url !== 'string') throw new Error('config.json: gatewayUrl must be a string');
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('config.json: gatewayUrl must be http(s)');
  const gatewayUrl = parsed.origin + parsed.pathname.replace(/\/+$/, '');
  return { gatewayUrl, ...optionalUrl(value, 'flagsUrl'), ...optionalUrl(value, 'ipLookupUrl') };
}

/** An optional http(s) URL of config.json; a missing or malformed one is left out (the integration stays off). */
function optionalUrl(value: unknown, name: 'flagsUrl' | 'ipLookupUrl'): Partial<RuntimeConfig> {
  const raw = recordOf(value)[name];
  if (typeof raw !== 'string') return {};
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { [name]: url.href.replace(/\/+$/, '') } : {};
  } catch {
    return {};
  }
}

/** The loaded runtime config (undefined before start-up read /config.json). */
export function runtimeConfig(): RuntimeConfig | undefined {
  return loaded;
}

let loaded: RuntimeConfig | undefined;

/**
 * Fetches and parses /config.json (index.html preloads it, and the server lets it be cached for a minute).
 * The same request mode as the preload (cors, same-origin credentials), so the browser reuses it.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { mode: 'cors', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  loaded = parseRuntimeConfig(await response.json());
  return loaded;
}

/** An address the gateway gave (a banner image) made absolute against the gateway; undefined before start-up. */
export function gatewayAsset(path: string): string | undefined {
  if (!loaded) return undefined;
  try {
    const url = new URL(path, `${loaded.gatewayUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
