/**
 * `npm run bench`: the project's measurements against the budgets of DESIGN.md, printed as a table.
 * Exits 1 when any figure is over its budget. Timings are medians of repeated runs on this machine.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { startAppServer } from './app-server';
import { startGateway } from '../gateway/server';
import { freePort } from './free-port';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { execSync } from 'node:child_process';
import { createActor } from 'xstate';
import { compileJourney, type JourneyDefinition } from '../engine';
import { benchCases } from '../fields/bench-cases';

interface Row {
  what: string;
  value: number;
  unit: string;
  budget: number;
}

const root = join(import.meta.dirname, '..');
const rows: Row[] = [];

/** Median time of one call, in milliseconds, over `rounds` rounds of `batch` calls. */
function median(fn: () => void, batch: number, rounds = 15): number {
  for (let i = 0; i < batch; i++) fn(); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6 / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

// Journeys: compile from JSON, and one transition.
const journeyDir = join(root, 'journeys');
for (const file of readdirSync(journeyDir).filter((f) => f.endsWith('.json')).sort()) {
  const text = readFileSync(join(journeyDir, file), 'utf8');
  rows.push({ what: `compile ${file}`, value: median(() => compileJourney(JSON.parse(text) as JourneyDefinition), 50), unit: 'ms', budget: 2 });
}
{
  // A running actor, as in the app: alternating NEXT and BACK on the onboarding journey.
  const { machine } = compileJourney(JSON.parse(readFileSync(join(journeyDir, 'onboarding.json'), 'utf8')) as JourneyDefinition);
  const actor = createActor(machine).start();
  let forward = true;
  const ms = median(() => {
    actor.send({ type: forward ? 'NEXT' : 'BACK' });
    forward = !forward;
  }, 5000, 21);
  rows.push({ what: 'onboarding transition (NEXT/BACK)', value: ms * 1000, unit: 'µs', budget: 10 });
}

// Field rules: one validation at the field's max length.
for (const c of benchCases) rows.push({ what: `validate ${c.name}`, value: median(c.run, 2000) * 1000, unit: 'µs', budget: 1000 });

// Bundle: the JS a browser really downloads for the landing route (entry plus every lazy chunk it pulls in
// before the network is idle), and every other chunk on its own; brotli-compressed.
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) execSync('npx vite build', { cwd: root, stdio: 'ignore' });
const brotli = (file: string) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
const landing = await landingScripts(dist);
rows.push({ what: `landing JS (/web/pre-checkout, ${landing.length} file(s))`, value: landing.reduce((s, f) => s + brotli(f), 0), unit: 'KiB br', budget: 95 });
if (process.argv.includes('--files')) for (const f of landing) console.log(`landing file ${f}: ${brotli(f).toFixed(1)} KiB br`);
// Every other chunk is held to the route budget; the table shows the largest, and every one that is over.
const others = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !landing.includes(`assets/${f}`))
  .map((f) => ({ f, kib: brotli(join('assets', f)) }))
  .sort((a, b) => b.kib - a.kib);
for (const [i, { f, kib }] of others.entries()) {
  if (i === 0 || kib > 30) rows.push({ what: `${i === 0 ? 'largest other chunk' : 'chunk'} ${f} (of ${others.length})`, value: kib, unit: 'KiB br', budget: 30 });
}

/** Loads /web/pre-checkout in headless Chromium against a throwaway sandbox gateway; returns the JS files fetched. */
async function landingScripts(distDir: string): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const appPort = await freePort();
  const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
  const app = await startAppServer({ port: appPort, distDir, gatewayUrl: gateway.url });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.origin === app.url && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${app.url}/web/pre-checkout`, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await browser.close();
    await app.close();
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const width = Math.max(...rows.map((r) => r.what.length));
console.log(`${'measure'.padEnd(width)}  ${'value'.padStart(10)}  ${'budget'.padStart(10)}  verdict`);
for (const r of rows) {
  const fmt = (n: number) => (n < 10 ? n.toFixed(3) : n.toFixed(1));
  console.log(`${r.what.padEnd(width)}  ${`${fmt(r.value)} ${r.unit}`.padStart(10)}  ${`< ${r.budget} ${r.unit}`.padStart(10)}  ${r.value <= r.budget ? 'ok' : 'OVER'}`);
}
const over = rows.filter((r) => r.value > r.budget);
if (over.length) {
  console.error(`\n${over.length} measure(s) over budget.`);
  process.exit(1);
}
process.exit(0);
