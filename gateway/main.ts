/**
 * Starts the sandbox gateway from the environment: GATEWAY_PORT, PORT (app), DATABASE_URL, GATEWAY_DATA_DIR, and
 * GATEWAY_TRUST_PROXY behind a balancer (README "Several gateway processes").
 */
import { parseTrustProxy, startGateway } from './server';

const port = Number(process.env.GATEWAY_PORT ?? 8081);
const appPort = Number(process.env.PORT ?? 8080);
const appOrigin = process.env.APP_ORIGIN ?? `http://127.0.0.1:${appPort}`;
const gateway = await startGateway({
  port,
  appOrigin,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.GATEWAY_DATA_DIR ? { dataDir: process.env.GATEWAY_DATA_DIR } : {}),
  ...(process.env.GATEWAY_TRUST_PROXY ? { trustProxy: parseTrustProxy(process.env.GATEWAY_TRUST_PROXY) } : {}),
  ...(process.env.TOKEN_TTL_SECONDS ? { tokenTtlSeconds: Number(process.env.TOKEN_TTL_SECONDS) } : {}),
  production: process.env.NODE_ENV === 'production',
  logger: process.env.GATEWAY_LOG === '1',
});
console.log(`Gateway listening on ${gateway.url} (CORS admits the app at ${appOrigin}; dev outbox ${gateway.url}/dev)`);

const stop = () => {
  void gateway.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
