import type { FastifyRequest } from 'fastify';
import { GatewayError, badRequest } from '../http/gateway-error';
import { MAX_UPLOAD_BYTES } from '../http/limits';
import { refuseUnsafeStrings } from '../http/validation';
import { sniffFileType } from './file-type';

export const KYC_FILES = ['frontPage', 'backPage', 'selfieImage'] as const;
export type KycFileField = (typeof KYC_FILES)[number];

export interface KycUpload {
  files: Record<KycFileField, { bytes: Buffer; type: string; ext: string }>;
  kycData: unknown;
}

/**
 * Reads the multipart eKYC submit: the three images and the kycData JSON part. Each file is
 * streamed with a 5,242,880-byte cap (busboy stops at the cap, so an oversize file is never held
 * whole) and typed by its bytes. Unknown parts and missing parts are refused by name.
 */
export async function readKycUpload(req: FastifyRequest): Promise<KycUpload> {
  if (!req.isMultipart()) throw new GatewayError(415, 'UNSUPPORTED_MEDIA_TYPE', 'body: must be multipart/form-data');
  const files: Partial<KycUpload['files']> = {};
  let kycData: unknown;
  // busboy may report the size cap from the part iterator rather than from toBuffer, depending on how the
  // body's chunks arrive; either way the refusal names the file that was too large.
  let current: string | undefined;
  // Whatever the parser throws is about the request's bytes: a 4xx naming what is wrong, never a 500.
  const refusal = (err: unknown) => {
    if (err instanceof GatewayError) return err;
    const { statusCode, code, message } = err as { statusCode?: number; code?: string; message?: string };
    if (statusCode === 413) return new GatewayError(413, 'PAYLOAD_TOO_LARGE', `body.${current ?? 'file'}: is larger than ${MAX_UPLOAD_BYTES} bytes`);
    if (statusCode && statusCode >= 400 && statusCode < 500) return new GatewayError(statusCode, code ?? 'BAD_REQUEST', `body: ${message ?? 'malformed multipart/form-data'}`);
    return badRequest(`body: malformed multipart/form-data (${message ?? 'unreadable'})`);
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const field = part.fieldname as KycFileField;
        if (!KYC_FILES.includes(field)) {
          part.file.resume();
          throw badRequest(`body.${part.fieldname}: is not an allowed part`);
        }
        current = field;
        const bytes = await part.toBuffer();
        // At the cap busboy truncates the stream; whether toBuffer or the next part reports it varies.
        if (part.file.truncated) throw refusal({ statusCode: 413 });
        const sniffed = sniffFileType(bytes);
        if (!sniffed) throw new GatewayError(415, 'UNSUPPORTED_FILE_TYPE', `body.${field}: must be a PNG, JPEG or PDF file`);
        files[field] = { bytes, ...sniffed };
      } else if (part.fieldname === 'kycData') {
        try {
          kycData = JSON.parse(String(part.value));
        } catch {
          throw badRequest('body.kycData: is not valid JSON');
        }
      } else {
        throw badRequest(`body.${part.fieldname}: is not an allowed part`);
      }
    }
  } catch (err) {
    throw refusal(err);
  }
  for (const f of KYC_FILES) if (!files[f]) throw badRequest(`body.${f}: is required`);
  if (kycData === undefined) throw badRequest('body.kycData: is required');
  refuseUnsafeStrings({ 'body.kycData': kycData });
  return { files: files as KycUpload['files'], kycData };
}
