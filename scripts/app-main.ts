/** Starts the app server alone from the environment: PORT (default 8080), GATEWAY_URL, APP_DIST (default dist/). */
import { join } from 'node:path';
import { startAppServer } from './app-server';

const port = Number(process.env.PORT ?? 8080);
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${Number(process.env.GATEWAY_PORT ?? 8081)}`;
const app = await startAppServer({ port, distDir: process.env.APP_DIST ?? join(import.meta.dirname, '..', 'dist'), gatewayUrl });
console.log(`App listening on ${app.url}/ (gateway ${gatewayUrl})`);

const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
