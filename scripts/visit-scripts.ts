/**
 * The scripts one visit loads, as the network sent them: each file's path and its bytes as transferred (CDP's
 * encodedDataLength: body and headers), until the network is idle; and the address the visit ended on. The bench's
 * `--bytes` (scripts/bench.ts) and the purchase's saved steps (scripts/saved-step-bytes.ts) measure with it.
 */
import type { BrowserContext } from 'playwright-core';

export interface VisitScripts {
  files: Array<{ url: string; bytes: number }>;
  /** The path the page ended on (a route that redirects ends elsewhere). */
  ended: string;
  kib: number;
}

export async function scriptsOfVisit(context: BrowserContext, url: string): Promise<VisitScripts> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const files: VisitScripts['files'] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const at = scripts.get(e.requestId);
    if (at !== undefined) files.push({ url: new URL(at).pathname, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const ended = new URL(page.url()).pathname;
  return { files, ended, kib: files.reduce((s, f) => s + f.bytes, 0) / 1024 };
}

/** Each file of a visit, largest first, one line each (`--files`). */
export const filesReport = (files: VisitScripts['files']) => [...files].sort((a, b) => b.bytes - a.bytes).map((f) => `  ${(f.bytes / 1024).toFixed(1)} KiB ${f.url}`);
