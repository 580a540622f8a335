import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** What journeys/balance-share.json and journeys/emergency-advance.json give their actors (the data with what Next sent). */
interface AirtimeInput {
  number?: string;
  to?: string;
  amount?: number;
  shareId?: string;
  requestId?: string;
  otpCode?: string;
}

/** The named actors of the balance share and the emergency advance (issue 45 parts 4-5). */
export function airtimeActors(api: ApiClient) {
  return {
    startBalanceShare: fromPromise<{ shareId: string; to: string; amount: number; fee: number; total: number; requestId: string; expiresAt: number }, AirtimeInput>(async ({ input }) => {
      const s = await api.call('START_BALANCE_SHARE', { params: { number: input.number ?? '' }, body: { to: input.to ?? '', amount: input.amount ?? 0 } });
      return { shareId: s.shareId, to: s.to, amount: s.amount, fee: s.fee, total: s.total, requestId: s.requestId ?? '', expiresAt: Date.now() + (s.expiresIn ?? 0) * 1000 };
    }),
    confirmBalanceShare: fromPromise<{ sharedAt: number; balance: number; otpCode: null }, AirtimeInput>(async ({ input }) => {
      const body = { requestId: input.requestId ?? '', otpCode: input.otpCode ?? '' };
      // One key per confirmation asked (the share and its code): a retry after a lost answer gets the first answer.
      const key = `share-${input.shareId ?? ''}-${body.otpCode}`;
      const s = await api.call('CONFIRM_BALANCE_SHARE', { params: { shareId: input.shareId ?? '' }, body, headers: { 'Idempotency-Key': key } });
      // The code is used up: it does not stay in the journey's saved data.
      return { sharedAt: s.doneAt ?? Date.now(), balance: s.balance, otpCode: null };
    }),
    takeAdvance: fromPromise<{ advanceId: string; amount: number; fee: number; balance: number }, AirtimeInput>(async ({ input }) => {
      // One key per attempt: the gateway grants one advance at a time whatever the key, and a key reused a day later for
      // the same amount must not answer an advance long repaid.
      const r = await api.call('TAKE_ADVANCE', { params: { number: input.number ?? '' }, body: { amount: input.amount ?? 0 }, headers: { 'Idempotency-Key': `advance-${crypto.randomUUID()}` } });
      return { advanceId: r.advance.advanceId, amount: r.advance.amount, fee: r.advance.fee, balance: r.balance };
    }),
  };
}
