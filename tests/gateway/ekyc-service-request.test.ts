import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../schemas/endpoints';
import { dev, responseErrors, startTestGateway, type Json, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { placeOrder, placePaidOrder } from './order-fixtures';

let gw: TestGateway;
let owner: { token: string; userId: string; line: string };
let stranger: { token: string };
beforeAll(async () => {
  gw = await startTestGateway();
  const user = await signUp(gw);
  owner = { token: user.token, userId: user.userId, line: (await placePaidOrder(gw, user.token, user.email)).number };
  stranger = await signUp(gw);
});
afterAll(() => gw.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7]);

const kycData = (orderId: string) => ({
  orderId,
  planType: 'Prepaid',
  nationality: 'Pakistani',
  document: { type: 'CNIC', documentId: '3520212345671', expiryDate: '15-06-2031' },
});

async function submitKyc(orderId: string, token?: string): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append('frontPage', new Blob([PNG], { type: 'image/png' }), 'front.png');
  form.append('backPage', new Blob([JPEG], { type: 'image/jpeg' }), 'back.jpg');
  form.append('selfieImage', new Blob([PNG], { type: 'image/png' }), 'cam_image.png');
  form.append('kycData', JSON.stringify(kycData(orderId)));
  const res = await gw.fetch('/v1/ekyc/manual/submit', { method: 'POST', body: form, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  return { status: res.status, body: await res.json() };
}

/** The owner's SIM replacement (one open request per line, so it is created once and shared). */
let openRequest: Promise<string> | undefined;
const simReplacement = (): Promise<string> => (openRequest ??= createSimReplacement());
async function createSimReplacement(): Promise<string> {
  const res = await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: owner.line, simType: 'physical_sim', reason: 'LOST' }, token: owner.token });
  expect(res.status).toBe(200);
  return res.body.result.requestId as string;
}

const submissions = async (orderRef?: string): Promise<Json[]> =>
  (await (await gw.fetch(`/dev/kyc-submissions${orderRef ? `?orderRef=${encodeURIComponent(orderRef)}` : ''}`)).json()).result;
const uploads = async () => readdir(join(gw.dataDir, 'uploads')).catch(() => [] as string[]);

describe('eKYC submit for a SIM replacement service request', () => {
  it('stores the files and the KYC data against the request and marks the request', async () => {
    const requestId = await simReplacement();
    expect(requestId).toMatch(/^SR-/);
    const res = await submitKyc(requestId, owner.token);
    expect(res.status).toBe(200);
    expect(responseErrors('SUBMIT_MANUAL_EKYC', res.status, res.body)).toEqual([]);
    expect(res.body.result).toMatchObject({ orderId: requestId, status: 'SUBMITTED' });

    const request = await gw.call('GET_SERVICE_REQUEST', { params: { requestId }, token: owner.token });
    expect(request.body.result.payload.kycStatus).toBe('SUBMITTED');

    const [stored, ...others] = await submissions(requestId);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ submissionId: res.body.result.submissionId, orderRef: requestId, userId: owner.userId, status: 'SUBMITTED', kycData: kycData(requestId) });
    expect(stored.files.map((f: Json) => [f.field, f.type, f.size])).toEqual([
      ['frontPage', 'image/png', PNG.length],
      ['backPage', 'image/jpeg', JPEG.length],
      ['selfieImage', 'image/png', PNG.length],
    ]);
    const names = await uploads();
    for (const f of stored.files) expect(names).toContain(f.name);
  });

  it('still accepts a guest order reference', async () => {
    const { orderRef } = await placeOrder(gw, 'kyc-sr-guest');
    expect((await submitKyc(orderRef)).status).toBe(200);
    expect((await submissions(orderRef)).map((s) => s.orderRef)).toEqual([orderRef]);
  });

  it.each([
    { name: 'without a token', ref: () => simReplacement(), token: () => undefined, status: 401, code: 'UNAUTHORIZED' },
    { name: "with another customer's token", ref: () => simReplacement(), token: () => stranger.token, status: 404, code: 'NOT_FOUND' },
    { name: 'for an unknown request', ref: async () => 'SR-NOPE0000', token: () => owner.token, status: 404, code: 'NOT_FOUND' },
    {
      name: 'for a plan switch',
      ref: async () => (await gw.call('CREATE_PLAN_SWITCH', { body: { number: owner.line, planId: 'plan-prepaid-weekly' }, token: owner.token })).body.result.requestId,
      token: () => owner.token,
      status: 422,
      code: 'KYC_NOT_APPLICABLE',
    },
    {
      name: 'for a cancelled SIM replacement',
      ref: async () => (await dev(gw, '/dev/service-requests', { userId: owner.userId, type: 'SIM_REPLACEMENT', number: owner.line, status: 'CANCELLED' })).result.requestId,
      token: () => owner.token,
      status: 422,
      code: 'REQUEST_CLOSED',
    },
  ])('refuses a submit $name with $status and stores nothing', async ({ ref, token, status, code }) => {
    const requestId = await ref();
    const before = { files: (await uploads()).length, rows: (await submissions()).length };
    const res = await submitKyc(requestId, token());
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(responseErrors('SUBMIT_MANUAL_EKYC', res.status, res.body)).toEqual([]);
    expect({ files: (await uploads()).length, rows: (await submissions()).length }).toEqual(before);
  });
});

describe('dev KYC submissions listing', () => {
  it('is absent in production mode', async () => {
    const prod = await startTestGateway({ production: true });
    try {
      expect((await prod.fetch('/dev/kyc-submissions')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('stays outside the endpoint registry (dev routes are registered by gateway/dev, never from the registry)', () => {
    expect(Object.entries(endpoints).filter(([, e]) => e.path.startsWith('/dev')).map(([n]) => n)).toEqual([]);
  });

  it('refuses unknown query parameters', async () => {
    expect((await gw.fetch('/dev/kyc-submissions?order=x')).status).toBe(400);
  });
});
