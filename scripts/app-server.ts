/**
 * Serves the built app (dist/) over HTTP: static files with the security headers, the SPA fallback, and
 * /config.json, the runtime config that points one build at any gateway (GATEWAY_URL).
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export interface AppServerOptions {
  host?: string;
  port?: number;
  distDir: string;
  gatewayUrl: string;
}

export interface RunningAppServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Security headers: no inline script, no eval, no framing, no paths or tokens in referrers to other origins. */
export function securityHeaders(gatewayUrl: string): Record<string, string> {
  const gateway = new URL(gatewayUrl).origin;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // The gateway serves the loyalty catalogue's pictures.
    `img-src 'self' data: blob: ${gateway}`,
    `connect-src 'self' ${gateway}`,
    `form-action 'self' ${gateway}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Starts the app server; port 0 picks a free port (tests). */
export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const host = options.host ?? '127.0.0.1';
  const headers = securityHeaders(options.gatewayUrl);
  const config = JSON.stringify({ gatewayUrl: options.gatewayUrl });
  const root = normalize(options.distDir);
  const index = await readFile(join(root, 'index.html'));

  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (status: number, body: Buffer | string, type: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { ...headers, 'Content-Type': type, ...extra });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed', 'text/plain');
    if (path === '/config.json') return send(200, config, TYPES['.json']!, { 'Cache-Control': 'no-store' });
    const file = normalize(join(root, path));
    if (extname(path) && file.startsWith(root + sep)) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        const immutable: Record<string, string> = path.startsWith('/assets/') ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {};
        return send(200, await readFile(file), TYPES[extname(file)] ?? 'application/octet-stream', immutable);
      }
      return send(404, 'Not Found', 'text/plain');
    }
    // Every other path is a route of the single-page app.
    return send(200, index, TYPES['.html']!, { 'Cache-Control': 'no-cache' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  return {
    url: `http://${host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
