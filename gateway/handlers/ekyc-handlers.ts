import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Handler, HandlerMap } from '../http/context';
import { badRequest } from '../http/gateway-error';
import { describeValidationError } from '../http/validation';
import { kycData as kycDataSchema } from '../../schemas/api/ekyc';
import { KYC_FILES, readKycUpload } from '../ekyc/read-kyc-upload';
import { ekycConfig, ekycSpecifications } from '../seed/ekyc-seed';
import { kycTarget, markKycSubmitted } from '../ekyc/kyc-target';
import { MAX_LINES_PER_DOCUMENT, activeLines } from '../orders/lines';

const validateKycData = new Ajv2020({ strict: false }).compile(kycDataSchema);

interface KycData { orderId: string; nationality: string; document: { type: string; documentId: string; expiryDate: string } }

/**
 * Multipart submit for an order or a SIM replacement service request (SR-…): files are written under
 * generated names first, then the row and the target's KYC status in one transaction; a failed
 * transaction removes the files.
 */
const submit: Handler = async (ctx) => {
  const { services, req } = ctx;
  const upload = await readKycUpload(req);
  if (!validateKycData(upload.kycData)) throw badRequest(describeValidationError('body.kycData', validateKycData.errors?.[0]));
  const data = upload.kycData as KycData;
  const target = await kycTarget(services.db, ctx, data.orderId);
  const dir = join(services.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const submissionId = randomUUID();
  const stored = KYC_FILES.map((field) => ({ field, name: `${randomUUID()}.${upload.files[field].ext}`, type: upload.files[field].type, size: upload.files[field].bytes.length }));
  try {
    await Promise.all(stored.map((s) => writeFile(join(dir, s.name), upload.files[s.field].bytes, { flag: 'wx' })));
    await services.db.tx(async (q) => {
      await q.query(`INSERT INTO kyc_submissions (id, order_ref, user_id, data, files, status, created_at) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, 'SUBMITTED', $6)`, [
        submissionId, data.orderId, ctx.caller?.userId ?? null, JSON.stringify(data), JSON.stringify(stored), services.clock.now(),
      ]);
      await markKycSubmitted(q, target, services.clock.now());
    });
  } catch (err) {
    await Promise.all(stored.map((s) => rm(join(dir, s.name), { force: true })));
    throw err;
  }
  return { submissionId, orderId: data.orderId, status: 'SUBMITTED', files: stored.map(({ field, type, size }) => ({ field, type, size })) };
};

interface ValidityBody { documentId: string; documentType: string }
/** Document-ID validity: the header named after the document type must carry the same id. */
const documentIdValidity: Handler<ValidityBody> = async ({ services, body, req }) => {
  const header = body.documentType.toLowerCase();
  if (req.headers[header] !== body.documentId) throw badRequest(`headers.${body.documentType}: must carry the same document id as the body`);
  const lines = await activeLines(services.db, body.documentId);
  const eligible = lines < MAX_LINES_PER_DOCUMENT;
  return { data: { eligible, lines, maxLines: MAX_LINES_PER_DOCUMENT, ...(eligible ? {} : { reason: 'MAX_LINES_REACHED' }) } };
};

const CONTEXTS: Record<string, { kycRequired: boolean; nationalitySelect: boolean }> = {
  onboarding: { kycRequired: true, nationalitySelect: true },
  'sim-replacement': { kycRequired: true, nationalitySelect: false },
  manage: { kycRequired: false, nationalitySelect: true },
};

export const ekycHandlers: HandlerMap = {
  GET_EKYC_SPECIFICATIONS: async () => ekycSpecifications,
  GET_EKYC_CONTEXT_SPECIFICATIONS: async ({ query }: { query: { context?: string } }) => {
    const context = query.context ?? 'onboarding';
    return { context, ...CONTEXTS[context]!, documentTypes: ekycSpecifications.documentTypes };
  },
  GET_EKYC_CONFIG: async () => ekycConfig,
  SUBMIT_KYC: submit,
  SUBMIT_MANUAL_EKYC: submit,
  CHECK_DOCUMENT_ID: documentIdValidity,
};
