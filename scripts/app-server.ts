/**
 * Serves the built app (dist/) as a production server would: @fastify/static sends the brotli or gzip copy
 * made at build time (scripts/precompress.ts) as Accept-Encoding asks, hashed assets are cached for a year,
 * every other path of the single-page app gets index.html, and /config.json (the runtime config that points
 * one build at any gateway, GATEWAY_URL) is cacheable with revalidation. Every response carries the security
 * headers, except that a hashed file a page loads (module script, style, font) carries only those that apply to it
 * (leanHeaders, docs/decisions/2026-11-26-lean-headers-on-hashed-assets.md).
 */
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { readRoutePreloads, readShellWords, withRoutePreloads, withWords } from './route-preloads';
import { frameChoice, frameFor, frameLanguageOf, signedInOf, progressOf, hasUrduFontOf, readLandingFrames, readPaintFirst, withLandingFrame, type FrameLanguage, type SentFrames } from './landing-frames';

export interface AppServerOptions {
  host?: string;
  port?: number;
  distDir: string;
  gatewayUrl: string;
  /** Third parties the app calls from the browser (issue 12); each defaults to the sandbox gateway playing it. */
  flagsUrl?: string;
  ipLookupUrl?: string;
  /**
   * Whether every route's page is made and compressed at start (the default: no visitor waits on it), or at each
   * route's first visit (a test's server, which serves a handful of its 100-odd routes).
   */
  prepareAtStart?: boolean;
}

export interface RunningAppServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Security headers: no inline script, no eval, no framing, no paths or tokens in referrers to other origins. */
export function securityHeaders(gatewayUrl: string, thirdParties: readonly string[] = []): Record<string, string> {
  const gateway = new URL(gatewayUrl).origin;
  // Third-party origins are named one by one (the flag service and the IP lookup, issue 12).
  const extra = [...new Set(thirdParties.map((u) => new URL(u).origin).filter((o) => o !== gateway))].map((o) => ` ${o}`).join('');
  const csp = [
    "default-src 'self'",
    // Third-party code by name (issue 12): only the support widget's script, which the sandbox gateway plays.
    `script-src 'self' ${gateway}/integrations/support/snippet.js`,
    "style-src 'self'",
    // The gateway serves the loyalty catalogue's pictures.
    `img-src 'self' data: blob: ${gateway}`,
    `connect-src 'self' ${gateway}${extra}`,
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

/**
 * The security headers that apply to a hashed file a page loads as a subresource (module script, style, font):
 * nosniff, which refuses a script or style sent with the wrong type. CSP and COOP apply to documents and workers only,
 * so they stay on every other response, workers included (built under /assets/workers/, see vite.config.ts). A module
 * script without a Referrer-Policy of its own makes its imports under its page's (the HTML standard keeps the
 * parent's fetch options; whatwg/html#9210), which the document's response sets: on each file it was 51 of its 337
 * header bytes, which Lighthouse counts in "script as transferred" (issue 47).
 */
export function leanHeaders(headers: Record<string, string>): Record<string, string> {
  return { 'X-Content-Type-Options': headers['X-Content-Type-Options'] as string };
}

/** A hashed build file a page loads as a subresource: under /assets/, but not a worker (/assets/workers/). */
export function isHashedSubresource(path: string): boolean {
  return path.startsWith('/assets/') && !path.startsWith('/assets/workers/');
}

/** Cache-Control by path: hashed build assets never change; everything else is revalidated (ETag). */
export function cacheControlFor(path: string): string {
  // No `public`: it matters only for an answer to a request with credentials (Authorization), which these are not.
  if (path.startsWith('/assets/')) return 'max-age=31536000, immutable';
  // The runtime config changes only with a redeploy: a minute fresh, then revalidated while the old one is used.
  if (path === '/config.json') return 'public, max-age=60, stale-while-revalidate=600';
  return 'no-cache';
}

/**
 * index.html with what the server knows at run time: the gateway origin is preconnected, so the first gateway
 * calls do not wait for a new connection after /config.json answers.
 */
export function withGatewayHints(html: string, gatewayUrl: string): string {
  const origin = new URL(gatewayUrl).origin;
  return html.replace('</head>', `  <link rel="preconnect" href="${origin}" crossorigin />\n  </head>`);
}

/** The encoding of a response made in memory: brotli when accepted, else gzip, else none (q=0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Longest request target served (a browser's own limit is about this); longer is 414. */
const MAX_URL_CHARS = 8 * 1024;
/** All request headers together; more is 431. */
const MAX_HEADER_BYTES = 16 * 1024;

/** Starts the app server; port 0 picks a free port (tests). */
export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const host = options.host ?? '127.0.0.1';
  const flagsUrl = options.flagsUrl ?? options.gatewayUrl;
  const ipLookupUrl = options.ipLookupUrl ?? `${options.gatewayUrl.replace(/\/+$/, '')}/ip-lookup/json`;
  const headers = securityHeaders(options.gatewayUrl, [flagsUrl, ipLookupUrl]);
  const config = JSON.stringify({ gatewayUrl: options.gatewayUrl, flagsUrl, ipLookupUrl });
  const configTag = `"${createHash('sha256').update(config).digest('base64url').slice(0, 16)}"`;
  const root = normalize(options.distDir);
  // index.html carries the gateway origin, the visitor's language's words, and on routes with preloads
  // (scripts/route-preloads.ts) the chunks of their first screen, so each variant is prepared (and compressed) once
  // at start, revalidated on every visit.
  const html = withGatewayHints(await readFile(join(root, 'index.html'), 'utf8'), options.gatewayUrl);
  const prepare = (text: string) => ({
    tag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"`,
    bodies: { br: brotliCompressSync(text), gzip: gzipSync(text, { level: 9 }), identity: Buffer.from(text) },
  });
  // The landing route also carries its first screen as HTML (scripts/landing-frames.ts), in the visitor's language.
  // Every route's page preloads the visitor's language's words (src/i18n/shell-texts.ts): one variant per language.
  const preloads = await readRoutePreloads(root);
  const words = await readShellWords(root);
  const frames = await readLandingFrames(root);
  const loader = await readPaintFirst(root);
  if (Object.keys(frames).length && !loader) throw new Error(`app server: ${root} has frames but no paint-first loader: rebuild (npm run build)`);
  // Each route's variant is made (and compressed) once, then kept: at start, or at its first visit for a server that
  // serves a handful of its 100-odd routes (compressing all three variants of every route was most of a start).
  type Variant = 'en' | 'ur' | 'urWithFont';
  /**
   * Which of the route's frames goes in: none, the frame as built (a signed-in route's with the signed-in header, a
   * visitor's route's with the visitor's), or a visitor's route's page frame with the signed-in header (`signedIn`).
   */
  type FrameChoice = 'none' | 'built' | 'signedIn';
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  const routes = new Set([...Object.keys(preloads), ...Object.keys(frames)]);
  // A route of neither list is '' (every other route's page: the plain index.html with the language's words).
  // `sent`: the route's frames for the address (frameFor: those drawn with the page's parameter, or the route's own).
  const variantOf = (route: string, variant: Variant, choice: FrameChoice = 'built', sent: SentFrames | undefined = frames[route]) => {
    const key = `${variant} ${choice} ${route}${sent?.names ? '?' : ''}`;
    let index = prepared.get(key);
    if (!index) {
      // Urdu twice on a frame's route: drawn in the system's fonts, and in the web font for a browser that has had it.
      const language: FrameLanguage = variant === 'en' ? 'en' : 'ur';
      const frame = choice === 'none' ? undefined : choice === 'signedIn' ? sent?.signedIn?.[language] : sent?.[language];
      // A route sent with the first screen of the page it goes on to (a journey's later step without progress) preloads
      // that page's files: its own step's screen is not what the tab will draw.
      const preloaded = frame && sent?.goesTo ? sent.goesTo : route;
      index = prepare(withLandingFrame(withRoutePreloads(html, withWords(preloads[preloaded], words[language], language)), frame, language, { loader: loader ?? '', urduFont: variant === 'urWithFont', styles: sent?.styles }));
      prepared.set(key, index);
    }
    return index;
  };
  if (options.prepareAtStart !== false) for (const route of [...routes, '']) for (const variant of ['en', 'ur', 'urWithFont'] as const) if (route || variant !== 'urWithFont') variantOf(route, variant);
  const indexFor = (request: FastifyRequest) => {
    const [rawPath = '', query] = request.url.split('?', 2);
    const path = rawPath.replace(/\/+$/, '');
    const route = routes.has(path) ? path : '';
    const cookie = request.headers.cookie;
    // No cookie (a first visit): English, the language the app starts in (src/i18n/language.ts, savedLanguage).
    const language = frameLanguageOf(cookie);
    const variant: Variant = language === 'ur' && frames[route] && hasUrduFontOf(cookie) ? 'urWithFont' : language;
    const sent = frameFor(frames[route], query);
    return { index: variantOf(route, variant, frameChoice(sent, { query, signedIn: signedInOf(cookie), progress: progressOf(cookie) }), sent), byLanguage: Boolean(frames[route]) || Object.keys(words).length > 0 };
  };

  const app = Fastify({
    logger: false,
    return503OnClosing: true,
    forceCloseConnections: true, // kept-alive and half-sent requests would otherwise hold close() open
    // Node's parser with a 16 KiB header block; whatever it cannot parse gets a 4xx on that socket only.
    serverFactory: (handler) => createServer({ maxHeaderSize: MAX_HEADER_BYTES }, handler),
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return void socket.destroy();
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : err.code === 'HPE_URI_TOO_LONG' ? '414 URI Too Long' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    },
    // A URL that cannot be decoded (GET /web/%E0%A4%A) is the client's mistake: 400 with the usual headers.
    frameworkErrors: (_error, _request, reply) => {
      const plain = reply as unknown as FastifyReply;
      void plain.code(400).headers(headers).header('cache-control', 'no-store').type('text/plain').send('Bad Request');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_CHARS) return reply.code(414).type('text/plain').send('URI Too Long');
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
    return undefined;
  });
  const hashedHeaders = leanHeaders(headers);
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    const hashed = reply.statusCode < 400 && isHashedSubresource(path);
    reply.headers(hashed ? hashedHeaders : headers);
    // A hashed file never changes (cached a year, immutable): nothing to revalidate or resume, so no validators.
    if (hashed) for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
    // A module script is read as UTF-8 whatever the header says; the HTML standard's name for its type is shorter.
    if (hashed && path.endsWith('.js')) reply.header('content-type', 'text/javascript');
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    else if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlFor(path));
    if (!reply.hasHeader('vary') && (reply.hasHeader('content-encoding') || /\.(js|css|html|svg|json)$/.test(path))) reply.header('vary', 'Accept-Encoding');
    return payload;
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false, // set by the onSend hook above, per path
    etag: true,
    lastModified: true,
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== '/',
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const { index, byLanguage } = indexFor(request);
    const vary = byLanguage ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    if (request.headers['if-none-match'] === index.tag) return reply.code(304).header('etag', index.tag).header('vary', vary).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').header('etag', index.tag).header('cache-control', 'no-cache').header('vary', vary).send(index.bodies[encoding]);
  };

  app.get('/config.json', (request, reply) => {
    reply.header('etag', configTag);
    if (request.headers['if-none-match'] === configTag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(config);
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).type('text/plain').send('Method Not Allowed');
    const path = request.url.split('?')[0] ?? '/';
    // A path with a file extension is a missing file; every other path is a route of the single-page app.
    if (extname(path)) return reply.code(404).type('text/plain').send('Not Found');
    return sendIndex(request, reply);
  });
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).type('text/plain').send(status === 500 ? 'Internal Server Error' : 'Bad Request');
  });

  await app.listen({ port: options.port ?? 8080, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  return {
    url: `http://${host}:${port}`,
    port,
    close: () => app.close(),
  };
}
