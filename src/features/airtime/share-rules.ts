/**
 * What the balance-share form checks before it asks the gateway (issue 45 part 4): pure, so unit tests hold it. The
 * gateway checks all of it again (gateway/lines/balance-share.ts); these only say it sooner, next to the box.
 */

/** What GET_BALANCE_SHARE_OPTIONS answers that the form checks against. */
export interface ShareLimits {
  number: string;
  balance: number;
  minAmount: number;
  maxAmount: number;
  fee: number;
  leftToday: { count: number; amount: number };
}

/** A Pakistani mobile number however it is typed (0300 1234567, 300-1234567, +92 300 1234567) as 92XXXXXXXXXX; null when it is none. */
export function receiverNumber(typed: string): string | null {
  const digits = typed.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const m = /^(?:0092|92|0)?(3\d{9})$/.exec(digits);
  return m ? `92${m[1]}` : null;
}

/** One problem of the form: the box it belongs to, its message id and the values the message names. */
export interface ShareProblem {
  field: 'to' | 'amount';
  id: string;
  values?: Record<string, number>;
}

/** The first problem of each box (the receiver's, then the amount's), none when the share may be asked for. */
export function shareProblems(ask: { to: string; amount: string }, limits: ShareLimits): ShareProblem[] {
  const problems: ShareProblem[] = [];
  const to = receiverNumber(ask.to);
  if (!ask.to.trim()) problems.push({ field: 'to', id: 'share_to_required' });
  else if (!to) problems.push({ field: 'to', id: 'share_to_invalid' });
  else if (to === limits.number) problems.push({ field: 'to', id: 'share_to_own' });
  const amount = Number(ask.amount.trim());
  const range = { min: limits.minAmount, max: limits.maxAmount };
  if (!ask.amount.trim()) problems.push({ field: 'amount', id: 'share_amount_required', values: range });
  else if (!/^\d+$/.test(ask.amount.trim()) || amount < limits.minAmount || amount > limits.maxAmount) problems.push({ field: 'amount', id: 'share_amount_range', values: range });
  else if (limits.leftToday.count < 1) problems.push({ field: 'amount', id: 'share_error_SHARE_DAILY_COUNT' });
  else if (amount > limits.leftToday.amount) problems.push({ field: 'amount', id: 'share_error_SHARE_DAILY_AMOUNT', values: { left: limits.leftToday.amount } });
  else if (amount + limits.fee > limits.balance) problems.push({ field: 'amount', id: 'share_missing', values: { missing: Math.round((amount + limits.fee - limits.balance) * 100) / 100 } });
  return problems;
}
