/** Starts the app server alone from the environment: PORT (default 8080), GATEWAY_URL, APP_DIST (default dist/). */
import { join } from 'node:path';
import { startAppServer } from './app-server';

const port = Number(process.env.PORT ?? 8080);
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${Number(process.env.GATEWAY_PORT ?? 8081)}`;
// FLAGS_URL and IP_LOOKUP_URL point the browser at real third parties (default: the sandbox gateway plays them).
const thirdParties = { ...(process.env.FLAGS_URL ? { flagsUrl: process.env.FLAGS_URL } : {}), ...(process.env.IP_LOOKUP_URL ? { ipLookupUrl: process.env.IP_LOOKUP_URL } : {}) };
const app = await startAppServer({ port, distDir: process.env.APP_DIST ?? join(import.meta.dirname, '..', 'dist'), gatewayUrl, ...thirdParties });
console.log(`App listening on ${app.url}/ (gateway ${gatewayUrl})`);

const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
