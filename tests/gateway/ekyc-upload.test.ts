import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { placeOrder } from './order-fixtures';

let gw: TestGateway;
let orderRef: string;
beforeAll(async () => {
  gw = await startTestGateway();
  orderRef = (await placeOrder(gw, 'kyc-device')).orderRef;
});
afterAll(() => gw.close());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [...Buffer.from('%PDF-1.7\n')];
/** A file of `size` bytes starting with `magic`. */
const file = (magic: number[], size = 64) => {
  const b = new Uint8Array(size);
  b.set(magic);
  return b;
};

const kycData = (over: Record<string, unknown> = {}) => ({
  orderId: orderRef,
  planType: 'Prepaid',
  nationality: 'Pakistani',
  document: { type: 'CNIC', documentId: '3520212345678', expiryDate: '01-01-2031' },
  ...over,
});

async function submit(parts: { frontPage?: Uint8Array; backPage?: Uint8Array; selfieImage?: Uint8Array; kycData?: unknown; extra?: Uint8Array }) {
  const form = new FormData();
  for (const [name, bytes] of Object.entries(parts)) {
    if (name === 'kycData') form.append(name, typeof bytes === 'string' ? bytes : JSON.stringify(bytes));
    else if (bytes) form.append(name, new Blob([bytes as BlobPart], { type: 'image/png' }), name === 'selfieImage' ? 'cam_image.png' : '../../etc/passwd');
  }
  const res = await gw.fetch('/v1/ekyc/manual/submit', { method: 'POST', body: form });
  return { status: res.status, body: await res.json() };
}

const good = () => ({ frontPage: file(PNG), backPage: file(JPEG), selfieImage: file(PDF), kycData: kycData() });

describe('eKYC submit', () => {
  it('accepts PNG, JPEG and PDF by their bytes and stores them under generated names', async () => {
    const res = await submit(good());
    expect(res.status).toBe(200);
    expect(responseErrors('SUBMIT_MANUAL_EKYC', res.status, res.body)).toEqual([]);
    expect(res.body.result.files.map((f: { type: string }) => f.type)).toEqual(['image/png', 'image/jpeg', 'application/pdf']);
    const names = await readdir(join(gw.dataDir, 'uploads'));
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.every((n) => /^[0-9a-f-]{36}\.(png|jpg|pdf)$/.test(n))).toBe(true);
    const order = await gw.call('GET_ORDER', { params: { orderReference: orderRef } });
    expect(order.body.result).toBeDefined();
  });

  it('accepts a file of exactly 5,242,880 bytes', async () => {
    const res = await submit({ ...good(), frontPage: file(PNG, 5_242_880) });
    expect(res.status).toBe(200);
  });

  it.each([
    { name: 'a file of 5,242,881 bytes', parts: () => ({ ...good(), backPage: file(JPEG, 5_242_881) }), status: 413, mentions: 'body.backPage' },
    { name: 'text bytes declared as PNG', parts: () => ({ ...good(), frontPage: new TextEncoder().encode('hello, not an image') }), status: 415, mentions: 'body.frontPage' },
    { name: 'a GIF', parts: () => ({ ...good(), selfieImage: file([...Buffer.from('GIF89a')]) }), status: 415, mentions: 'body.selfieImage' },
    { name: 'a missing selfie', parts: () => ({ ...good(), selfieImage: undefined }), status: 400, mentions: 'body.selfieImage' },
    { name: 'an unknown part', parts: () => ({ ...good(), extra: file(PNG) }), status: 400, mentions: 'body.extra' },
    { name: 'kycData with a wrong plan type', parts: () => ({ ...good(), kycData: kycData({ planType: 'Postpaid' }) }), status: 400, mentions: 'body.kycData.planType' },
    { name: 'kycData that is not JSON', parts: () => ({ ...good(), kycData: '{nope' }), status: 400, mentions: 'body.kycData' },
    { name: 'an unknown order', parts: () => ({ ...good(), kycData: kycData({ orderId: 'ORD-NOPE' }) }), status: 404, mentions: 'ORD-NOPE' },
  ])('refuses $name with $status', async ({ parts, status, mentions }) => {
    const res = await submit(parts());
    expect(res.status).toBe(status);
    expect(responseErrors('SUBMIT_MANUAL_EKYC', res.status, res.body)).toEqual([]);
    expect(res.body.description).toContain(mentions);
  });

  it('answers 413 from the Content-Length alone, before reading the body', async () => {
    const url = new URL(`${gw.url}/v1/mobile/kyc/submit`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(40 * 1024 * 1024) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('--x\r\n'); // a few bytes only: the server must answer without waiting for 40 MiB
    });
    expect(status).toBe(413);
  });
});

describe('eKYC config and document checks', () => {
  it('serves CNIC, NRIC and FIN groups with the SPEC §3 attributes', async () => {
    const res = await gw.call('GET_EKYC_CONFIG');
    expect(responseErrors('GET_EKYC_CONFIG', res.status, res.body)).toEqual([]);
    expect(res.body.result.map((g: { groupName: string }) => g.groupName)).toEqual(['CNIC', 'NRIC', 'FIN']);
    const cnic = Object.fromEntries(res.body.result[0].attributes.map((a: { name: string }) => [a.name, a]));
    expect(cnic.documentId).toMatchObject({ type: 'document-id', regex: '^[0-9]{13}$' });
    // Typed once and read back (issue 46): no confirmation box.
    expect(cnic.documentIdConfirm).toBeUndefined();
    expect(cnic.expiryDate.type).toBe('date');
    for (const img of ['frontPage', 'backPage', 'selfieImage']) expect(cnic[img].type).toBe('image');
    const types = new Set(res.body.result.flatMap((g: { attributes: Array<{ type: string }> }) => g.attributes.map((a) => a.type)));
    expect(types).toEqual(new Set(['text', 'document-id', 'phone', 'image', 'zip-code', 'select', 'date']));
  });

  it.each([
    { name: 'matching header', headers: { CNIC: '3520299999999' }, status: 200 },
    { name: 'missing header', headers: {}, status: 400 },
    { name: 'other id in header', headers: { CNIC: '3520200000000' }, status: 400 },
  ])('checks document-id validity with $name', async ({ headers, status }) => {
    const res = await gw.call('CHECK_DOCUMENT_ID', { body: { documentId: '3520299999999', documentType: 'CNIC', userEmailId: 'a@b.pk', userId: 'u1' }, headers: headers as Record<string, string> });
    expect(res.status).toBe(status);
    expect(responseErrors('CHECK_DOCUMENT_ID', res.status, res.body)).toEqual([]);
    if (status === 200) expect(res.body.result.data.eligible).toBe(true);
  });
});
