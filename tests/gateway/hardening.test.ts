import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { idemKey, lockAny, orderBody, placeOrder } from './order-fixtures';
import { rawRequest } from '../scripts/raw-http';

let gw: TestGateway;
let token: string;
let port: number;
beforeAll(async () => {
  gw = await startTestGateway();
  port = Number(new URL(gw.url).port);
  ({ token } = await signUp(gw));
});
afterAll(() => gw.close());

const NUL = 'Ayesha\u0000Khan';
const LONE_HIGH = 'Ayesha\uD800';
const LONE_LOW = '\uDC00Khan';

/** The gateway still answers a plain call. */
async function stillServing() {
  const res = await gw.call('GET_GLOBAL_CONFIG');
  expect(res.status).toBe(200);
}

describe('NUL characters and lone surrogates are refused at the boundary, naming the field', () => {
  it.each([
    ['a NUL', NUL, 'must not contain a NUL character'],
    ['a lone high surrogate', LONE_HIGH, 'must not contain a lone UTF-16 surrogate'],
    ['a lone low surrogate', LONE_LOW, 'must not contain a lone UTF-16 surrogate'],
  ])('an order whose first name has %s → 400 body.personalDetails.firstName', async (_what, firstName, message) => {
    const selectedNumber = await lockAny(gw, 'nul-device');
    const body = orderBody({ selectedNumber, personalDetails: { firstName, lastName: 'Khan', contactNumber: '923001112233' } });
    const res = await gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': idemKey(), 'device-id': 'nul-device' } });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe(`body.personalDetails.firstName: ${message}`);
    expect(responseErrors('CREATE_ORDER', res.status, res.body)).toEqual([]);
  });

  it('an encoded NUL or surrogate in a query string or a JSON key is refused too', async () => {
    const query = await gw.fetch('/v4/numbers?category=free&search=12%00');
    expect(query.status).toBe(400);
    expect((await query.json()).description).toBe('query.search: must not contain a NUL character');
    const key = await gw.fetch('/v1/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email\\u0000":"a@example.pk"}' });
    expect(key.status).toBe(400);
    expect((await key.json()).description).toMatch(/^body: a field name must not contain a NUL character/);
    const escaped = await gw.fetch('/v1/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a\\ud83d@example.pk"}' });
    expect(escaped.status).toBe(400);
    expect((await escaped.json()).description).toBe('body.email: must not contain a lone UTF-16 surrogate');
  });

  it('a well-formed emoji or Urdu text is not mistaken for a lone surrogate', async () => {
    const selectedNumber = await lockAny(gw, 'emoji-device');
    const body = orderBody({ selectedNumber, personalDetails: { firstName: 'عائشہ 😀', lastName: 'خان', contactNumber: '923001112233' } });
    const res = await gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': idemKey(), 'device-id': 'emoji-device' } });
    expect(res.status).toBe(200);
  });

  it('signed-in free text (consent, profile) gets the same 400', async () => {
    for (const [name, body] of [
      ['SUBMIT_CONSENT', { version: 2, userFlow: NUL, documentName: 'TERMS_OF_USE', consentGivenAt: 1, consentType: 'IMPLICIT', appVersion: 'WEB' }],
      ['UPDATE_PROFILE', { firstName: LONE_HIGH }],
    ] as const) {
      const res = await gw.call(name, { body, token });
      expect(res.status, name).toBe(400);
      expect(res.body.description, name).toMatch(/must not contain a (NUL character|lone UTF-16 surrogate)/);
    }
  });
});

describe('multipart eKYC uploads: parse errors are 4xx, never 500', () => {
  let orderRef: string;
  beforeAll(async () => {
    orderRef = (await placeOrder(gw, 'mp-device')).orderRef;
  });
  const kycData = (documentId = '3520212345678') => JSON.stringify({ orderId: orderRef, planType: 'Prepaid', nationality: 'Pakistani', document: { type: 'CNIC', documentId, expiryDate: '01-01-2031' } });
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56)]);
  const multipart = (boundary: string, parts: Array<[string, Buffer | string, string?]>) =>
    Buffer.concat([
      ...parts.flatMap(([name, value, filename]) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`),
        Buffer.isBuffer(value) ? value : Buffer.from(value),
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  const post = (path: string, contentType: string, body: Buffer) => gw.fetch(path, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

  for (const path of ['/v1/ekyc/manual/submit', '/v1/mobile/kyc/submit']) {
    it(`${path}: no boundary, a truncated body, a wrong type, NUL in kycData`, async () => {
      const full = multipart('XyZ', [['kycData', kycData()], ['frontPage', png, 'f.png'], ['backPage', png, 'b.png'], ['selfieImage', png, 's.png']]);
      const noBoundary = await post(path, 'multipart/form-data', full);
      expect(noBoundary.status).toBe(400);
      expect((await noBoundary.json()).description).toMatch(/^body: malformed multipart/);
      const truncated = await post(path, 'multipart/form-data; boundary=XyZ', full.subarray(0, full.length - 40));
      expect(truncated.status).toBe(400);
      const wrongBoundary = await post(path, 'multipart/form-data; boundary=Other', full);
      expect(wrongBoundary.status).toBeGreaterThanOrEqual(400);
      expect(wrongBoundary.status).toBeLessThan(500);
      const json = await post(path, 'application/json', Buffer.from('{}'));
      expect(json.status).toBe(415);
      const garbageType = await post(path, 'multipart/x-garbage; boundary=', full);
      expect(garbageType.status).toBe(415);
      const nul = await post(path, 'multipart/form-data; boundary=XyZ', multipart('XyZ', [['kycData', kycData('3520\u00002345678')], ['frontPage', png, 'f.png'], ['backPage', png, 'b.png'], ['selfieImage', png, 's.png']]));
      expect(nul.status).toBe(400);
      expect((await nul.json()).description).toBe('body.kycData.document.documentId: must not contain a NUL character');
      await stillServing();
    });
  }
});

describe('the gateway authenticates before it validates', () => {
  it('POST /v3/orders with a garbage token and an empty body is 401', async () => {
    const res = await gw.fetch('/v3/orders', { method: 'POST', headers: { authorization: 'Bearer garbage', 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    const bare = await gw.fetch('/v3/orders', { method: 'POST', headers: { authorization: 'Bearer garbage' } });
    expect(bare.status).toBe(401);
  });

  it('a guest order without a token still works (the token is optional there, but must be valid when sent)', async () => {
    await expect(placeOrder(gw, 'guest-device')).resolves.toHaveProperty('orderRef');
  });

  it('a signed-in call with no token, a garbage token or a non-bearer header is 401 whatever the body, and says nothing about the body', async () => {
    const bodies: Array<[string, string | undefined]> = [
      ['application/json', '{}'],
      ['application/json', '{"firstName":'],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ firstName: NUL })],
      [undefined as unknown as string, undefined],
    ];
    for (const authorization of [undefined, 'Bearer garbage', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(4000)}`]) {
      for (const [type, body] of bodies) {
        const headers: Record<string, string> = { ...(authorization ? { authorization } : {}), ...(type ? { 'content-type': type } : {}) };
        const res = await gw.fetch('/v1/users/profile/update', { method: 'POST', headers, ...(body !== undefined ? { body } : {}) });
        expect(res.status, `${authorization?.slice(0, 20)} ${type} ${body}`).toBe(401);
        expect((await res.json()).description).not.toMatch(/body/);
      }
    }
  });

  it('an expired token with an invalid body is 401, so the app refreshes; after the refresh the body is validated', async () => {
    const own = await startTestGateway();
    try {
      const { token: stale } = await signUp(own);
      await dev(own, '/dev/clock', { advanceMs: 3600 * 1000 });
      const res = await own.call('UPDATE_PROFILE', { body: { nonsense: true }, token: stale });
      expect(res.status).toBe(401);
      expect(res.body.description).toBe('Access token expired');
      const order = await own.fetch('/v3/orders', { method: 'POST', headers: { authorization: `Bearer ${stale}`, 'content-type': 'application/json' }, body: '{}' });
      expect(order.status).toBe(401);
      const refreshed = await own.call('REFRESH_TOKEN', { token: stale, headers: { 'request-id': 'hardening' } });
      const fresh = await own.call('UPDATE_PROFILE', { body: { nonsense: true }, token: refreshed.body.result.accessToken });
      expect(fresh.status).toBe(400);
      expect(fresh.body.description).toBe('body.nonsense: is not an allowed field');
    } finally {
      await own.close();
    }
  });
});

describe('the gateway survives malformed requests and keeps serving', () => {
  const get = (target: string, headers = '') => rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`);

  it.each([
    ['/v1/%E0%A4%A'],
    ['/v3/orders/%E0%A4%A'],
    ['/v4/numbers/%ED%A0%80/lock'],
    ['/v1/slots/%00'],
    ['/v3/orders/..%2f..%2fetc%2fpasswd'],
    ['/v3/orders/<5,000 digits>', `/v3/orders/${'9'.repeat(5000)}`],
    ['/v4/numbers?search=%E0%A4%A&category=%'],
  ])('GET %s → 4xx', async (label, target = label) => {
    const res = await get(target);
    expect(res.status, res.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
    await stillServing();
  });

  it('over-long paths and headers, garbage request lines, bad JSON and bad Content-Type are 4xx', async () => {
    expect((await get(`/v1/${'a'.repeat(40_000)}`)).status).toBeGreaterThanOrEqual(400);
    expect([400, 431]).toContain((await get('/v1/global_config', `X-Big: ${'b'.repeat(80_000)}\r\n`)).status);
    expect((await rawRequest(port, 'GARBAGE\r\n\r\n')).status).toBe(400);
    const json = (body: string, type = 'application/json') => gw.fetch('/v1/auth/signin', { method: 'POST', headers: { 'content-type': type }, body });
    expect((await json('{"email":')).status).toBe(400);
    expect((await json('{"email":"a@example.pk"}', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await json('{"email":"a@example.pk"}', 'application/json; charset=latin-7')).status).toBeLessThan(500);
    expect((await json('{"email":"a@example.pk"}', '\u00e9/\u00e9')).status).toBeLessThan(500);
    expect((await json('x'.repeat(70 * 1024))).status).toBe(413);
    await stillServing();
  });

  it('a truncated body (the client hangs up mid-request) hurts no one else', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        rawRequest(port, 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"a@', 300).catch(() => undefined),
      ),
    );
    await stillServing();
  });
});
