/**
 * `npm start` (after the build): the sandbox gateway and the app server, both on 127.0.0.1.
 * PORT (app, default 8080) and GATEWAY_PORT (default 8081) override the ports; GATEWAY_URL points the app
 * at another gateway instead of starting the sandbox.
 */
import { join } from 'node:path';
import { startAppServer } from './app-server';
import { startGateway } from '../gateway/server';

const port = Number(process.env.PORT ?? 8080);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8081);
const appOrigin = `http://127.0.0.1:${port}`;

const gateway = process.env.GATEWAY_URL
  ? undefined
  : await startGateway({ port: gatewayPort, appOrigin, databaseUrl: process.env.DATABASE_URL, dataDir: process.env.GATEWAY_DATA_DIR });
const gatewayUrl = process.env.GATEWAY_URL ?? gateway?.url ?? `http://127.0.0.1:${gatewayPort}`;
const app = await startAppServer({ port, distDir: join(import.meta.dirname, '..', 'dist'), gatewayUrl });

console.log(`App:     ${app.url}/`);
console.log(`Gateway: ${gatewayUrl}${gateway ? ' (sandbox)' : ''}`);
if (gateway) console.log(`Outbox:  ${gatewayUrl}/dev/outbox (one-time codes)`);

const stop = async () => {
  await app.close();
  await gateway?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
