// Experiment tool (branch s7-startup): alternating Lighthouse runs on several dist folders, same gateway kind.
// Usage: RUNS=3 [THROTTLING=devtools] [KEEP=1] npx tsx scripts/lighthouse-ab.ts /abs/dist-a /abs/dist-b (alternating runs, one gateway per dist).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_FLAGS } from './lighthouse-flags';
import { launch } from 'chrome-launcher';
import { startAppServer } from './app-server';
import { startGateway } from '../gateway/server';
import { freePort } from './free-port';

const dists = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 3);
const route = process.env.ROUTE ?? '/web/pre-checkout';
const stacks = [];
for (const d of dists) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ab-gw-'));
  const appPort = await freePort();
  const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
  const app = await startAppServer({ port: appPort, distDir: d, gatewayUrl: gateway.url });
  stacks.push({ d, app, gateway, dataDir, res: [] as string[] });
}
console.log('load', loadavg().map((n) => n.toFixed(2)).join(' '));
for (let i = 0; i < runs; i++) {
  for (const s of stacks) {
    const chrome = await launch({ chromePath: process.env.CHROME ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
    try {
      const r = await lighthouse(`${s.app.url}${route}`, { ...LIGHTHOUSE_FLAGS, port: chrome.port, ...(process.env.THROTTLING ? { throttlingMethod: process.env.THROTTLING as 'devtools' } : {}) });
      const lhr = r!.lhr;
      if (process.env.KEEP) writeFileSync(`/tmp/ab-${s.d.split('/').pop()}-${i}.json`, JSON.stringify(lhr));
      const a = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
      const line = `perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} FCP ${a('first-contentful-paint').toFixed(0)} LCP ${a('largest-contentful-paint').toFixed(0)} TBT ${a('total-blocking-time').toFixed(0)} CLS ${a('cumulative-layout-shift').toFixed(3)} SI ${a('speed-index').toFixed(0)} ${lhr.runtimeError?.code ?? ''}`;
      s.res.push(line);
      console.log(s.d, line);
    } finally {
      chrome.kill();
    }
  }
}
for (const s of stacks) {
  await s.app.close();
  await s.gateway.close();
  rmSync(s.dataDir, { recursive: true, force: true });
}
console.log('load', loadavg().map((n) => n.toFixed(2)).join(' '));
process.exit(0);
