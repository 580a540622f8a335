/**
 * `npm run bench`: the project's measurements against the budgets of DESIGN.md, printed as a table.
 * Exits 1 when any figure is over its budget. Timings are medians of repeated runs on this machine.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { startAppServer } from './app-server';
import { startGateway } from '../gateway/server';
import { freePort } from './free-port';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { createActor } from 'xstate';
import { compileJourney, type JourneyDefinition } from '../engine';
import { benchCases } from '../fields/bench-cases';
import { CHUNK_PACKAGES_FILE, lazyOnlyAmong, readChunkPackages } from './chunk-packages';
import { listCallRows } from './list-bench';

interface Row {
  what: string;
  value: number;
  unit: string;
  budget: number;
  /** The budget is a floor (a score), not a ceiling. */
  atLeast?: boolean;
}

const root = join(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3); // LIGHTHOUSE_ROUTES=a,b measures other routes
/** `--reports DIR` keeps every Lighthouse result (JSON) there, to read what made a figure. */
const REPORT_DIR = process.argv.includes('--reports') ? process.argv[process.argv.indexOf('--reports') + 1] : undefined;
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

// List calls (issue 31): the first page with 10,000 rows within 2× of 10 rows, on PGlite and, when DATABASE_URL is
// set, on PostgreSQL (`bash scripts/with-throwaway-pg.sh npm run bench -- --lists-only` starts one). `--lists-only`
// stops after them; `--no-lists` skips them.
if (!process.argv.includes('--no-lists')) rows.push(...(await listCallRows()));
if (process.argv.includes('--lists-only')) report();

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
// before the network is idle), as the app server sends it (Content-Encoding as served), next to its brotli size.
const dist = join(root, 'dist');
// A build older than the code it is measured for would report someone else's figures: rebuild then.
if (!existsSync(join(dist, 'index.html')) || !existsSync(CHUNK_PACKAGES_FILE) || newestSource() > statSync(join(dist, 'index.html')).mtimeMs) {
  console.log('building dist/ (missing or older than the sources)');
  execSync('npx vite build', { cwd: root, stdio: 'ignore' });
}
const brotli = (file: string) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

const stack = await startStack(dist);
try {
  const landing = await landingScripts(stack.appUrl);
  const encodings = [...new Set(landing.map((s) => s.encoding))].join('+');
  rows.push({ what: `landing JS as transferred (/web/pre-checkout, ${landing.length} file(s), ${encodings})`, value: landing.reduce((s, f) => s + f.bytes, 0) / 1024, unit: 'KiB', budget: 70 });
  rows.push({ what: '  the same files, brotli q11', value: landing.reduce((s, f) => s + brotli(f.file), 0), unit: 'KiB br', budget: 70 });
  // Packages that must load lazily (engine, query cache, flags, monitoring, chat, captcha) on the landing route.
  const chunkPackages = await readChunkPackages();
  const eager = [...new Set(landing.flatMap((f) => lazyOnlyAmong(chunkPackages[f.file] ?? [])))];
  if (eager.length) console.log(`landing route loads packages that must load lazily: ${eager.join(', ')}`);
  rows.push({ what: 'landing route: packages that must load lazily (scripts/chunk-packages.ts)', value: eager.length, unit: '', budget: 0 });
  if (process.argv.includes('--files')) for (const f of landing) console.log(`landing file ${f.file}: ${(f.bytes / 1024).toFixed(1)} KiB ${f.encoding}, ${brotli(f.file).toFixed(1)} KiB br`);
  // Every other chunk is held to the route budget; the table shows the largest, and every one that is over.
  const others = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !landing.some((l) => l.file === `assets/${f}`))
    .map((f) => ({ f, kib: brotli(join('assets', f)) }))
    .sort((a, b) => b.kib - a.kib);
  for (const [i, { f, kib }] of others.entries()) {
    if (i === 0 || kib > 30) rows.push({ what: `${i === 0 ? 'largest other chunk' : 'chunk'} ${f} (of ${others.length})`, value: kib, unit: 'KiB br', budget: 30 });
  }
  if (!process.argv.includes('--no-lighthouse')) {
    console.log(`Lighthouse: ${LIGHTHOUSE_RUNS} runs per route, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} (${cpus().length} cores)`);
    for (const route of (process.env.LIGHTHOUSE_ROUTES ?? '/web/pre-checkout,/web/login').split(',')) {
      const runs = await lighthouseRuns(`${stack.appUrl}${route}`, LIGHTHOUSE_RUNS);
      const med = (pick: (r: LighthouseFigures) => number) => [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)] as number;
      console.log(`${route}: performance ${runs.map((r) => r.performance).join(', ')}; LCP ${runs.map((r) => r.lcp.toFixed(0)).join(', ')} ms; TBT ${runs.map((r) => r.tbt.toFixed(0)).join(', ')} ms; CLS ${runs.map((r) => r.cls.toFixed(3)).join(', ')}`);
      rows.push({ what: `${route} Lighthouse performance (median)`, value: med((r) => r.performance), unit: '', budget: 98, atLeast: true });
      rows.push({ what: `${route} LCP (median)`, value: med((r) => r.lcp) / 1000, unit: 's', budget: 1.6 });
      rows.push({ what: `${route} TBT (median)`, value: med((r) => r.tbt), unit: 'ms', budget: 50 });
      rows.push({ what: `${route} CLS (median)`, value: med((r) => r.cls), unit: '', budget: 0.01 });
    }
    console.log(`load average after: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  }
} finally {
  await stack.close();
}

/** The newest modification time among the files a build is made from. */
function newestSource(): number {
  let newest = 0;
  const walk = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of ['src', 'renderer', 'fields', 'engine', 'schemas', 'journeys', 'index.html', 'vite.config.ts', 'package-lock.json']) if (existsSync(join(root, p))) walk(join(root, p));
  return newest;
}

/** The sandbox gateway (throwaway data) and the app server on free ports, as `npm start` runs them. */
async function startStack(distDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const appPort = await freePort();
  const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
  const app = await startAppServer({ port: appPort, distDir, gatewayUrl: gateway.url });
  return {
    appUrl: app.url,
    close: async () => {
      await app.close();
      await gateway.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Loads /web/pre-checkout in headless Chromium; returns every JS file of the app with its bytes on the wire. */
async function landingScripts(appUrl: string): Promise<{ file: string; bytes: number; encoding: string }[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ file: string; bytes: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== appUrl || !url.pathname.endsWith('.js')) return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return { file: url.pathname.slice(1), bytes: sizes.responseBodySize, encoding: (await response?.headerValue('content-encoding')) ?? 'identity' };
        })(),
      );
    });
    // Until the plans are shown and the network is quiet (a busy machine can pause longer than networkidle's
    // 500 ms between the entry and its lazy chunks).
    await page.goto(`${appUrl}/web/pre-checkout`);
    await page.locator('.plan-card:not(.plan-card-skeleton)').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

interface LighthouseFigures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown), one fresh Chromium per run. */
async function lighthouseRuns(url: string, runs: number): Promise<LighthouseFigures[]> {
  const out: LighthouseFigures[] = [];
  for (let i = 0, failures = 0; i < runs; i++) {
    const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (REPORT_DIR && lhr) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(join(REPORT_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      if (!lhr || lhr.runtimeError) {
        // A busy machine sometimes loses the trace (NO_NAVSTART): that run is repeated, twice at most.
        if (++failures > 2) throw new Error(`Lighthouse: ${lhr?.runtimeError?.message ?? 'no result'} (${url})`);
        console.log(`Lighthouse run lost (${lhr?.runtimeError?.code ?? 'no result'}), repeating it`);
        i--;
        continue;
      }
      out.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      });
    } finally {
      chrome.kill();
    }
  }
  return out;
}

function within(r: Row): boolean {
  return r.atLeast ? r.value >= r.budget : r.value <= r.budget;
}

report();

/** Prints the table and exits: 1 when any figure is over its budget. */
function report(): never {
  const width = Math.max(...rows.map((r) => r.what.length));
  console.log(`${'measure'.padEnd(width)}  ${'value'.padStart(10)}  ${'budget'.padStart(10)}  verdict`);
  for (const r of rows) {
    const fmt = (n: number) => (n < 10 ? n.toFixed(3) : n.toFixed(1));
    console.log(`${r.what.padEnd(width)}  ${`${fmt(r.value)} ${r.unit}`.padStart(18)}  ${`${r.atLeast ? '≥' : '≤'} ${r.budget} ${r.unit}`.padStart(18)}  ${within(r) ? 'ok' : r.atLeast ? 'UNDER' : 'OVER'}`);
  }
  const over = rows.filter((r) => !within(r));
  if (over.length) {
    console.error(`\n${over.length} measure(s) over budget.`);
    process.exit(1);
  }
  process.exit(0);
}
