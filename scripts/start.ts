/**
 * `npm start` (after the build): the sandbox gateway and the app server, both on 127.0.0.1, each in its own
 * supervised process: if one dies the other keeps serving, and the dead one is restarted with a clear line on
 * the console (scripts/supervise.ts). PORT (app, default 8080) and GATEWAY_PORT (default 8081) override the
 * ports; GATEWAY_URL points the app at another gateway instead of starting the sandbox.
 */
import { join } from 'node:path';
import { supervise, type Supervised } from './supervise';

const port = Number(process.env.PORT ?? 8080);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8081);
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`;
const node = (script: string) => ['--import', 'tsx', join(import.meta.dirname, '..', script)];
const env = { ...process.env, PORT: String(port), GATEWAY_PORT: String(gatewayPort), GATEWAY_URL: gatewayUrl };

const servers: Supervised[] = [];
if (!process.env.GATEWAY_URL) servers.push(supervise({ name: 'gateway', command: process.execPath, args: node('gateway/main.ts'), env: { ...env, GATEWAY_URL: '' } }));
servers.push(supervise({ name: 'app', command: process.execPath, args: node('scripts/app-main.ts'), env }));

console.log(`App:     http://127.0.0.1:${port}/`);
console.log(`Gateway: ${gatewayUrl}${process.env.GATEWAY_URL ? '' : ' (sandbox)'}`);
if (!process.env.GATEWAY_URL) console.log(`Outbox:  ${gatewayUrl}/dev/outbox (one-time codes)`);

const stop = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
