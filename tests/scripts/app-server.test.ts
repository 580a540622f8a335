import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, startAppServer, type RunningAppServer } from '../../scripts/app-server';
import { precompress } from '../../scripts/precompress';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dist: string;
let server: RunningAppServer;

/** A raw GET (node:http, so nothing decodes or normalises the path or the body behind our back). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'app-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><title>t</title></head><body><div id="root"></div><script type="module" src="/assets/main-abc123.js"></script></body></html>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  // The loader of a framed page (src/frames/paint-first.js), which the build ships under a hashed name.
  writeFileSync(join(dist, 'assets', 'paint-first-abc123.js'), SCRIPT);
  // Workers: the ICU warm-up (public/, unhashed) and a bundled one (vite.config.ts builds them under assets/workers/).
  writeFileSync(join(dist, 'icu-warm.js'), SCRIPT);
  mkdirSync(join(dist, 'assets', 'workers'));
  writeFileSync(join(dist, 'assets', 'workers', 'sha-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ '/web/pre-checkout': { scripts: ['/assets/screen-def456.js'], styles: ['/assets/screen-def456.css'] } }));
  writeFileSync(join(dist, 'landing-frames.json'), JSON.stringify({ '/web/pre-checkout': { en: '<h1>Choose your plan</h1>', ur: '<h1>اپنا پلان منتخب کریں</h1>' } }));
  // Each language's words, a chunk each (src/i18n/shell-texts.ts): every route's page preloads its visitor's.
  writeFileSync(join(dist, 'shell-words.json'), JSON.stringify({ en: ['/assets/shell-messages-en-abc123.js'], ur: ['/assets/shell-messages-ur-abc123.js'] }));
  expect(await precompress(dist)).toBe(8);
  server = await startAppServer({ port: 0, distDir: dist, gatewayUrl: 'http://127.0.0.1:9/' });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('app server', () => {
  it.each([
    { name: 'brotli when accepted', accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
    { name: 'gzip when brotli is not accepted', accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
    { name: 'gzip when brotli is refused with q=0', accept: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
    { name: 'plain bytes without Accept-Encoding', accept: '', encoding: undefined, decode: (b: Buffer) => b },
  ])('sends a hashed asset as $name, cached for a year', async ({ accept, encoding, decode }) => {
    const res = await get('/assets/main-abc123.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(res.body).toString()).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('max-age=31536000, immutable');
    if (encoding) expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('answers every route of the app with index.html (compressed, revalidated), with the gateway preconnected', async () => {
    for (const path of ['/', '/web/pre-checkout', '/manage/orders?x=1', '/index.html']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(res.body).toString();
      expect(html).toContain('/assets/main-abc123.js');
      expect(html).toContain('<link rel="preconnect" href="http://127.0.0.1:9" crossorigin />');
      expect(res.headers['cache-control']).toBe('no-cache');
      const again = await get(path, { 'If-None-Match': String(res.headers.etag) });
      expect(again.status).toBe(304);
    }
  });

  it("puts a route's first-screen chunks into its index.html (route-preloads.json), and only into that route's", async () => {
    const html = async (path: string) => {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      return { text: brotliDecompressSync(res.body).toString(), etag: String(res.headers.etag) };
    };
    const landing = await html('/web/pre-checkout?promo_code=X');
    expect(landing.text).toContain('<link rel="modulepreload" crossorigin href="/assets/screen-def456.js">');
    expect(landing.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/screen-def456.css">');
    expect(landing.text.indexOf('screen-def456.css')).toBeLessThan(landing.text.indexOf('</head>'));
    expect((await html('/web/pre-checkout/')).text).toBe(landing.text);
    const other = await html('/manage/orders');
    expect(other.text).not.toContain('screen-def456');
    // Each variant has its own ETag, so a cached landing page is never answered 304 for another route.
    expect(other.etag).not.toBe(landing.etag);
    expect((await get('/manage/orders', { 'If-None-Match': landing.etag })).status).toBe(200);
  });

  it("sends the landing route's first screen inside #root, in the language of the lang cookie, and only on that route", async () => {
    const page = async (path: string, cookie?: string) => {
      const res = await get(path, { 'Accept-Encoding': 'br', ...(cookie ? { Cookie: cookie } : {}) });
      return { text: brotliDecompressSync(res.body).toString(), etag: String(res.headers.etag), vary: String(res.headers.vary) };
    };
    const english = await page('/web/pre-checkout');
    expect(english.text).toContain('<html lang="en" dir="ltr"><head>');
    expect(english.text).toContain('<div id="root" data-frame-language="en" inert><h1>Choose your plan</h1></div>');
    // Caches must keep the two languages apart.
    expect(english.vary).toBe('Accept-Encoding, Cookie');
    const urdu = await page('/web/pre-checkout', 'other=1; lang=ur');
    expect(urdu.text).toContain('<html lang="ur" dir="rtl"><head>');
    expect(urdu.text).toContain('<div id="root" data-frame-language="ur" inert><h1>اپنا پلان منتخب کریں</h1></div>');
    expect(urdu.etag).not.toBe(english.etag);
    expect((await get('/web/pre-checkout', { Cookie: 'lang=ur', 'If-None-Match': english.etag })).status).toBe(200);
    // Any other value is English; preloads stay in both variants.
    expect((await page('/web/pre-checkout', 'lang=fr')).text).toBe(english.text);
    expect(urdu.text).toContain('screen-def456.js');
    const other = await page('/manage/orders', 'lang=ur');
    expect(other.text).toContain('<div id="root"></div>');
  });

  it("preloads the visitor's language's words on every route, English without a cookie, and keeps the languages apart in caches", async () => {
    const page = async (path: string, cookie?: string) => {
      const res = await get(path, { 'Accept-Encoding': 'br', ...(cookie ? { Cookie: cookie } : {}) });
      return { text: brotliDecompressSync(res.body).toString(), etag: String(res.headers.etag), vary: String(res.headers.vary) };
    };
    const words = (text: string) => [...text.matchAll(/shell-messages-(en|ur)-abc123\.js/g)].map((m) => m[1]);
    for (const path of ['/manage/orders', '/', '/web/pre-checkout']) {
      const [english, none, urdu, other] = [await page(path, 'lang=en'), await page(path), await page(path, 'a=1; lang=ur'), await page(path, 'lang=fr')];
      expect(words(english.text), path).toEqual(['en']);
      expect(words(urdu.text), path).toEqual(['ur']);
      expect(none.text).toBe(english.text);
      expect(other.text).toBe(english.text);
      for (const p of [english, urdu]) expect(p.vary, path).toBe('Accept-Encoding, Cookie');
      expect(urdu.etag).not.toBe(english.etag);
      expect((await get(path, { Cookie: 'lang=ur', 'If-None-Match': english.etag })).status, path).toBe(200);
    }
    // A modulepreload beside the entry; on a route with preloads, the words first (a framed page's loader,
    // src/frames/paint-first.js, adds them a few at a time: tests/scripts/landing-frames.test.ts).
    expect((await page('/manage/orders', 'lang=ur')).text).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-messages-ur-abc123.js">');
    const landing = (await page('/web/pre-checkout', 'lang=ur')).text;
    expect(landing.indexOf('shell-messages-ur-abc123.js')).toBeLessThan(landing.indexOf('screen-def456.js'));
  });

  it('serves /config.json cacheable for a minute, with an ETag that answers 304', async () => {
    const res = await get('/config.json');
    expect(JSON.parse(res.body.toString())).toEqual({ gatewayUrl: 'http://127.0.0.1:9/', flagsUrl: 'http://127.0.0.1:9/', ipLookupUrl: 'http://127.0.0.1:9/ip-lookup/json' });
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect((await get('/config.json', { 'If-None-Match': String(res.headers.etag) })).status).toBe(304);
  });

  it.each([
    { path: '/assets/missing-abc.js', status: 404 },
    { path: '/logo.png', status: 404 },
    { path: '/web/%E0%A4%A', status: 400 },
    { path: '/%E0%A4%A.js', status: 400 },
  ])('answers $path with $status, never cached, with the security headers, and keeps serving', async ({ path, status }) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/web/pre-checkout')).status).toBe(200);
  });

  it.each(['/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd'])('never reads a file outside dist/ for %s', async (path) => {
    const res = await get(path);
    expect(res.body.toString()).not.toContain('root:');
    expect([200, 400, 403, 404]).toContain(res.status);
  });

  it('sends the security headers on every document, worker and other response, with the gateway allowed for calls and images only', async () => {
    for (const path of ['/', '/web/pre-checkout', '/config.json', '/icu-warm.js', '/assets/workers/sha-abc123.js']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(res.status, path).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      // The only third-party script is the support widget, allowed by its full address (issue 12).
      expect(csp).toContain("default-src 'self'; script-src 'self' http://127.0.0.1:9/integrations/support/snippet.js; style-src 'self'");
      expect(csp).toContain('connect-src \'self\' http://127.0.0.1:9;');
      expect(csp).toContain('img-src \'self\' data: blob: http://127.0.0.1:9;');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('sends a hashed file a page loads with only the headers that apply to it: nosniff, no CSP, COOP, Referrer-Policy or validators', async () => {
    const res = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A module script without a policy of its own imports under its page's, which the document's response carries.
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // Immutable for a year: nothing to revalidate or resume.
    expect(res.headers['cache-control']).toBe('max-age=31536000, immutable');
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript');
    // The whole header block, as Lighthouse counts it in "script as transferred" (it was 826 bytes with the document's).
    const block = Object.entries(res.headers).reduce((sum, [k, v]) => sum + k.length + String(v).length + 4, 'HTTP/1.1 200 OK\r\n'.length + 2);
    expect(block).toBeLessThan(300);
    // A missing hashed file is a 404 like any other, with the full set.
    expect((await get('/assets/missing-abc.js')).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each([
    { header: 'br', expected: 'br' },
    { header: 'gzip, br;q=0', expected: 'gzip' },
    { header: 'deflate', expected: 'identity' },
    { header: undefined, expected: 'identity' },
  ])('chooses $expected for Accept-Encoding $header', ({ header, expected }) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
