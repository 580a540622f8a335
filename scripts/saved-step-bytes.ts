/**
 * Script bytes of each purchase step as a customer partway through reaches it (issue 47 part 1): the purchase saved
 * in the tab, then the step opened or reloaded. The same rows as `npm run bench -- --bytes` measures for these steps
 * (scripts/bench-routes.ts, partwayRoutes; scripts/visit-scripts.ts, visitAs), without the rest of the bench: each
 * step opened in a fresh context at 390 px, in English and as a returning Urdu customer, until the network is idle;
 * every script response's bytes on the wire, headers included (CDP encodedDataLength).
 *
 *   npx tsx scripts/saved-step-bytes.ts [--files] [--dist DIR] [path ...]   (default: every step of journeys/onboarding.json after the first)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startAppServer } from './app-server';
import { startGateway } from '../gateway/server';
import { freePort } from './free-port';
import { partwayRoutes, type WizardSteps } from './bench-routes';
import { filesReport, visitAs } from './visit-scripts';
import { CHROMIUM_ARGS } from './chromium-args';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const dist = resolve(distAt >= 0 ? args[distAt + 1]! : join(import.meta.dirname, '..', 'dist'));
const journey = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'journeys', 'onboarding.json'), 'utf8')) as WizardSteps;
const paths = args.filter((a, i) => a.startsWith('/') && i !== distAt + 1);
const routes = partwayRoutes(journey, { wanted: paths });
if (!routes.length) throw new Error(`saved-step-bytes: ${paths.join(', ')} is no step of the purchase after its first (journeys/onboarding.json)`);

const dataDir = mkdtempSync(join(tmpdir(), 'saved-step-bytes-'));
const appPort = await freePort();
const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
const app = await startAppServer({ port: appPort, distDir: dist, gatewayUrl: gateway.url });
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
try {
  for (const r of routes) {
    const { files, ended, kib, shift } = await visitAs(browser, app.url, `${app.url}${r.route}`, { lang: r.lang, session: r.session });
    console.log(`${r.route} [${r.lang}]${ended === r.route ? '' : ` → ${ended}`} (saved purchase): script ${kib.toFixed(1)} KiB in ${files.length} file(s); layout shift ${shift.cls.toFixed(3)}${shift.moved.length ? ` (${shift.moved.join(', ')})` : ''}`);
    if (args.includes('--files')) for (const line of filesReport(files)) console.log(line);
  }
} finally {
  await browser.close();
  await app.close();
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
