/**
 * `npm start` (after the build): the sandbox gateway and the app server, both on 127.0.0.1, each in its own
 * supervised process: if one dies the other keeps serving, and the dead one is restarted with a clear line on
 * the console (scripts/supervise.ts). PORT (app, default 8080) and GATEWAY_PORT (default 8081) override the
 * ports; GATEWAY_URL points the app at another gateway instead of starting the sandbox. The URLs are printed once
 * the servers it started answer (the gateway takes seconds to open its database), so the first click works.
 */
import { join } from 'node:path';
import { supervise, type Supervised } from './supervise';
import { waitUntilAnswers } from './wait-until-answers';

const port = Number(process.env.PORT ?? 8080);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8081);
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`;
const node = (script: string) => ['--import', 'tsx', join(import.meta.dirname, '..', script)];
const env = { ...process.env, PORT: String(port), GATEWAY_PORT: String(gatewayPort), GATEWAY_URL: gatewayUrl };

const servers: Supervised[] = [];
if (!process.env.GATEWAY_URL) servers.push(supervise({ name: 'gateway', command: process.execPath, args: node('gateway/main.ts'), env: { ...env, GATEWAY_URL: '' } }));
servers.push(supervise({ name: 'app', command: process.execPath, args: node('scripts/app-main.ts'), env }));

const stop = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// Bounded: a server still starting after this is reported and its URL printed anyway; supervision carries on.
const READY_WITHIN_MS = 60_000;
const appUrl = `http://127.0.0.1:${port}/`;
const started = [{ name: 'app', url: appUrl }, ...(process.env.GATEWAY_URL ? [] : [{ name: 'gateway', url: `${gatewayUrl}/` }])];
const answered = await Promise.all(started.map(({ url }) => waitUntilAnswers(url, READY_WITHIN_MS)));
started.forEach(({ name, url }, i) => {
  if (!answered[i]) console.log(`[${name}] has not answered ${url} within ${READY_WITHIN_MS / 1000} s; it may still be starting`);
});

console.log(`App:     ${appUrl}`);
console.log(`Gateway: ${gatewayUrl}${process.env.GATEWAY_URL ? '' : ' (sandbox)'}`);
if (!process.env.GATEWAY_URL) console.log(`Outbox:  ${gatewayUrl}/dev/outbox (one-time codes)`);
