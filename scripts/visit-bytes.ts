/**
 * Bytes a first visit transfers, by language (issue 47 part 2): each path opened cold (a fresh browser context) at
 * 390 px by a visitor in English and by a returning Urdu visitor (the saved language and the `lang` cookie, as
 * src/i18n/language.ts keeps them), until the network is idle; every response's bytes on the wire (CDP
 * encodedDataLength), with the fonts' share apart.
 *
 *   npx tsx scripts/visit-bytes.ts [--dist DIR] [path ...]     (default dist/, and /web/pre-checkout /web/login /loyalty)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args';
import { startAppServer } from './app-server';
import { startGateway } from '../gateway/server';
import { freePort } from './free-port';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const dist = resolve(distAt >= 0 ? args[distAt + 1]! : join(import.meta.dirname, '..', 'dist'));
const paths = args.filter((a, i) => a.startsWith('/') && i !== distAt + 1);
if (!paths.length) paths.push('/web/pre-checkout', '/web/login', '/loyalty');

const dataDir = mkdtempSync(join(tmpdir(), 'visit-bytes-'));
const appPort = await freePort();
const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
const app = await startAppServer({ port: appPort, distDir: dist, gatewayUrl: gateway.url });
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
try {
  console.log(`${dist}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  for (const path of paths) {
    for (const lang of ['en', 'ur'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (lang === 'ur') {
        await context.addCookies([{ name: 'lang', value: 'ur', url: app.url }]);
        await context.addInitScript(() => localStorage.setItem('language', 'ur'));
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const urls = new Map<string, string>();
      let total = 0;
      let fonts = 0;
      const fontFiles: string[] = [];
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      cdp.on('Network.loadingFinished', (e) => {
        total += e.encodedDataLength;
        const url = urls.get(e.requestId) ?? '';
        if (/\.woff2?(?:\?|$)/.test(url)) {
          fonts += e.encodedDataLength;
          fontFiles.push(`${url.split('/').pop()} ${(e.encodedDataLength / 1024).toFixed(1)} KiB`);
        }
      });
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      console.log(`${path} ${lang}: ${(total / 1024).toFixed(1)} KiB transferred, fonts ${(fonts / 1024).toFixed(1)} KiB${fontFiles.length ? ` (${fontFiles.join(', ')})` : ''}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
