import type { Queryable } from '../db/database';

/** One stored file of a submission, as the submit handler recorded it. */
export interface StoredKycFile {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** A stored KYC submission as the dev listing shows it. */
export interface KycSubmissionView {
  readonly submissionId: string;
  readonly orderRef: string | null;
  readonly userId: string | null;
  readonly status: string;
  readonly files: readonly StoredKycFile[];
  readonly kycData: unknown;
  readonly createdAt: number;
}

/** Newest first; `orderRef` narrows to one order or service request. */
export async function listKycSubmissions(q: Queryable, orderRef?: string, limit = 100): Promise<KycSubmissionView[]> {
  const { rows } = await q.query<{ id: string; order_ref: string | null; user_id: string | null; status: string; files: StoredKycFile[]; data: unknown; created_at: string }>(
    `SELECT id, order_ref, user_id, status, files, data, created_at FROM kyc_submissions
     WHERE ($1::text IS NULL OR order_ref = $1) ORDER BY created_at DESC, id LIMIT $2`,
    [orderRef ?? null, limit],
  );
  return rows.map((r) => ({
    submissionId: r.id,
    orderRef: r.order_ref,
    userId: r.user_id,
    status: r.status,
    files: r.files,
    kycData: r.data,
    createdAt: Number(r.created_at),
  }));
}
