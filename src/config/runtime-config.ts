/**
 * Runtime configuration read at start-up from /config.json (served by the app server), so one build can be
 * pointed at any gateway (DESIGN.md src/).
 */
export interface RuntimeConfig {
  gatewayUrl: string;
}

/** Parses /config.json; throws a clear message naming what is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const url = (value as { gatewayUrl?: unknown } | null)?.gatewayUrl;
  if (typeof url !== 'string') throw new Error('config.json: gatewayUrl must be a string');
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('config.json: gatewayUrl must be http(s)');
  return { gatewayUrl: parsed.origin + parsed.pathname.replace(/\/+$/, '') };
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
