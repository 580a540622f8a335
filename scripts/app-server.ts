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
    "img-src 'self' data: blob:",
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

type Send = (status: number, body: Buffer | string, type: string, extra?: Record<string, string>) => void;

/** Longest request target served (a browser's own limit is about this); longer is 414. */
const MAX_URL_CHARS = 8 * 1024;
/** All request headers together; more is 431 (Node's default is 16 KiB). */
const MAX_HEADER_BYTES = 16 * 1024;

/** The request's path, percent-decoded; undefined when it cannot be (a malformed escape, a NUL byte). */
function decodedPath(rawUrl: string): string | undefined {
  try {
    const path = decodeURIComponent(new URL(rawUrl, 'http://x').pathname);
    return path.includes('\0') ? undefined : path;
  } catch {
    return undefined;
  }
}

/** Starts the app server; port 0 picks a free port (tests). */
export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const host = options.host ?? '127.0.0.1';
  const headers = securityHeaders(options.gatewayUrl);
  const config = JSON.stringify({ gatewayUrl: options.gatewayUrl });
  const root = normalize(options.distDir);
  const index = await readFile(join(root, 'index.html'));

  const server: Server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    const send = (status: number, body: Buffer | string, type: string, extra: Record<string, string> = {}) => {
      if (res.headersSent) return void res.end();
      res.writeHead(status, { ...headers, 'Content-Type': type, ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    // No request may take the server down: whatever goes wrong answers this request and only this one.
    serve(req.method, req.url, send).catch(() => send(500, 'Internal Server Error', 'text/plain'));
  });
  // Requests Node cannot even parse (over-long headers, broken request lines): a 4xx, then close that socket.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : err.code === 'HPE_URI_TOO_LONG' ? '414 URI Too Long' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  async function serve(method: string | undefined, rawUrl: string | undefined, send: Send): Promise<void> {
    if (method !== 'GET' && method !== 'HEAD') return send(405, 'Method Not Allowed', 'text/plain', { Allow: 'GET, HEAD' });
    if ((rawUrl ?? '').length > MAX_URL_CHARS) return send(414, 'URI Too Long', 'text/plain');
    const path = decodedPath(rawUrl ?? '/');
    if (path === undefined) return send(400, 'Bad Request: malformed URL', 'text/plain');
    if (path === '/config.json') return send(200, config, TYPES['.json']!, { 'Cache-Control': 'no-store' });
    const file = normalize(join(root, path));
    if (extname(path)) {
      const info = file.startsWith(root + sep) ? await stat(file).catch(() => undefined) : undefined;
      if (info?.isFile()) {
        const immutable: Record<string, string> = path.startsWith('/assets/') ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {};
        return send(200, await readFile(file), TYPES[extname(file)] ?? 'application/octet-stream', immutable);
      }
      return send(404, 'Not Found', 'text/plain');
    }
    // Every other path is a route of the single-page app.
    return send(200, index, TYPES['.html']!, { 'Cache-Control': 'no-cache' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // kept-alive and half-sent requests would otherwise hold close() open
      }),
  };
}
