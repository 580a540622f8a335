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

/** Fetches and parses /config.json (never cached: the server sends no-store). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
