/**
 * Script bytes of a purchase step opened by a customer mid-purchase (issue 47 part 1): the bench opens each step cold,
 * with nothing saved, and the wizard sends that visitor back to the landing step; a customer who reloads or returns to
 * a step has the journey saved in the tab (sessionStorage `journey:onboarding`, the "journey changed" shape the
 * checkout's browser test saves: the data the earlier steps leave and the furthest step). Each step is opened in a
 * fresh context at 390 px, in English and as a returning Urdu customer, until the network is idle; every script
 * response's bytes on the wire, headers included (CDP encodedDataLength), as the bench counts them.
 *
 *   npx tsx scripts/saved-step-bytes.ts [--files] [--dist DIR] [path ...]   (default: every step of journeys/onboarding.json)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startAppServer } from './app-server';
import { startGateway } from '../gateway/server';
import { freePort } from './free-port';
import { filesReport, scriptsOfVisit } from './visit-scripts';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const dist = resolve(distAt >= 0 ? args[distAt + 1]! : join(import.meta.dirname, '..', 'dist'));
const journey = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'journeys', 'onboarding.json'), 'utf8')) as { steps: Array<{ name: string; path: string }> };
const paths = args.filter((a, i) => a.startsWith('/') && i !== distAt + 1);
if (!paths.length) paths.push(...journey.steps.slice(1).map((s) => s.path));
const address = { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg', addressLine1: '12 Mall Road' };

/** What the earlier steps leave (a physical SIM, doorstep delivery; a ported number for the port-in step). */
function savedAt(path: string): string {
  const data = {
    productType: 'prepaid',
    planId: 'plan-prepaid-monthly',
    addons: [],
    simType: 'physical_sim',
    numberType: path.endsWith('/port-in') ? 'PORT_IN' : 'NEW',
    selectedNumber: '923410000021',
    personal: { firstName: 'Ayesha', lastName: 'Khan', dob: '15-06-1990', contactNumber: '3001234567', email: 'ayesha@example.pk', CNICNumber: '3520212345671' },
    email: 'ayesha@example.pk',
    documentType: 'CNIC',
    documentId: '3520212345671',
    billingAddress: address,
    deliveryAddress: address,
    sameAsBilling: true,
    deliveryMethod: 'DOORSTEP_DELIVERY',
  };
  const furthestStep = journey.steps.at(-1)!.name;
  return JSON.stringify({ journeyId: 'onboarding', fingerprint: 'from-earlier-steps', kind: 'wizard', snapshot: { context: { data } }, furthestStep });
}

const dataDir = mkdtempSync(join(tmpdir(), 'saved-step-bytes-'));
const appPort = await freePort();
const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
const app = await startAppServer({ port: appPort, distDir: dist, gatewayUrl: gateway.url });
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'] });
try {
  for (const path of paths) {
    for (const lang of ['en', 'ur'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (lang === 'ur') await context.addCookies([{ name: 'lang', value: 'ur', url: app.url }]);
      // Once per tab, before the app's own scripts: the app's saves that follow are not overwritten.
      await context.addInitScript(
        ({ saved, ur }) => {
          if (ur) localStorage.setItem('language', 'ur');
          if (sessionStorage.getItem('saved-step-bytes')) return;
          sessionStorage.setItem('saved-step-bytes', '1');
          sessionStorage.setItem('journey:onboarding', saved);
        },
        { saved: savedAt(path), ur: lang === 'ur' },
      );
      const { files, ended, kib } = await scriptsOfVisit(context, `${app.url}${path}`);
      await context.close();
      console.log(`${path} [${lang}]${ended === path ? '' : ` → ${ended}`} (saved purchase): script ${kib.toFixed(1)} KiB in ${files.length} file(s)`);
      if (args.includes('--files')) for (const line of filesReport(files)) console.log(line);
    }
  }
} finally {
  await browser.close();
  await app.close();
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
