import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { OtpInput } from '../../../fields/widgets/otp-input';
import { stepWork, type ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { journeyData } from '../../journey/journey-data';
import { ResultPanel, Skeleton } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { TextField } from '../../ui/text-field';
import { useNow } from '../../ui/use-now';
import { LinePicker, ManagePage, Num, useChosenLine } from '../lines';
import { airtimeMessages } from './messages';
import { useAirtimeChanged } from './airtime-changed';
import { receiverNumber, shareProblems, type ShareProblem } from './share-rules';
import './airtime.css';
import { Fact, MessageLink, MessageText } from '../../ui/message-text';

/** The gateway's refusals of a share the form has words for (gateway/lines/balance-share.ts); a line's status is share_error_line. */
const SHARE_REFUSALS = new Set(['AMOUNT_OUT_OF_RANGE', 'SHARE_TO_OWN_NUMBER', 'RECEIVER_NOT_SITARA', 'RECEIVER_CANNOT_RECEIVE', 'SHARE_DAILY_COUNT', 'SHARE_DAILY_AMOUNT', 'INSUFFICIENT_AIRTIME', 'ADVANCE_OUTSTANDING']);
/** SPEC §8 codes of a code check: incorrect; too many wrong codes, expired or already used (the code is spent). */
const WRONG_CODE = new Set(['422011']);
const SPENT_CODE = new Set(['422026', '422004', '4221402']);

/** Step 1 (/manage/balance-share): the sending line (`?number=`), the receiver and the amount; the fee and total before the code. */
export function ShareDetailsScreen({ snapshot, send }: ScreenProps) {
  const lines = useEndpointQuery('GET_LINES');
  const active = (lines.data ?? []).filter((l) => l.status === 'Active');
  const { line, choose } = useChosenLine(active);
  return (
    <ManagePage titleId="share_title" leadId="share_lead" messages={airtimeMessages}>
      {lines.isPending ? (
        <Skeleton blocks={2} height="6rem" />
      ) : !line ? (
        <MessageText id="share_no_line" role="status" />
      ) : (
        <>
          <LinePicker lines={active} line={line} onChoose={choose} />
          <ShareForm key={line.number} number={line.number} snapshot={snapshot} send={send} />
        </>
      )}
    </ManagePage>
  );
}

function ShareForm({ number, snapshot, send }: Pick<ScreenProps, 'snapshot' | 'send'> & { number: string }) {
  const price = usePrice();
  const options = useEndpointQuery('GET_BALANCE_SHARE_OPTIONS', { params: { number } });
  const saved = journeyData('balance-share', snapshot);
  const [to, setTo] = useState(saved.to && saved.number === number ? `0${saved.to.slice(2)}` : '');
  const [amount, setAmount] = useState(saved.amount && saved.number === number ? String(saved.amount) : '');
  // Problems show once Send was pressed, then follow what is typed.
  const [tried, setTried] = useState(false);
  const work = stepWork(snapshot);
  if (!options.data) return <Skeleton blocks={2} height="6rem" />;
  const limits = options.data;
  const rupees = (n: number) => <Ltr text={price(n)} />;
  const live = shareProblems({ to, amount }, limits);
  const problemOf = (field: ShareProblem['field']) => (tried ? live.find((p) => p.field === field) : undefined);
  const priced = (values: Record<string, number> | undefined) => Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, rupees(v)]));
  const amountNow = /^\d+$/.test(amount.trim()) ? Number(amount) : null;
  const refused = work.error ? String(work.error.code) : null;
  const refusal = refused === null ? null : SHARE_REFUSALS.has(refused) ? `share_error_${refused}` : refused.startsWith('LINE_') ? 'share_error_line' : 'share_failed';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (work.working) return;
    setTried(true);
    if (live.length) return document.getElementById(`share-${live[0]!.field}`)?.focus();
    send({ type: 'NEXT', data: { number, to: receiverNumber(to) ?? to, amount: Number(amount) } });
  };
  const errorOf = (field: ShareProblem['field']) => problemOf(field)?.id ?? null;
  return (
    <form onSubmit={submit} noValidate className="stack airtime-form" aria-busy={work.working}>
      <div className="card stack airtime-facts">
        <MessageText id="share_balance" values={{ number: <Num msisdn={number} />, amount: rupees(limits.balance) }} />
        <p className="hint">
          <FormattedMessage id="share_rules" values={{ min: rupees(limits.minAmount), max: rupees(limits.maxAmount), fee: rupees(limits.fee) }} />{' '}
          <FormattedMessage id="share_left_today" values={{ count: limits.leftToday.count, amount: rupees(limits.leftToday.amount) }} />
        </p>
      </div>
      <TextField
        id="share-to" label={<FormattedMessage id="share_to" />} type="tel" inputMode="tel" autoComplete="off" dir="ltr"
        value={to} onChange={(e) => setTo(e.target.value)} error={errorOf('to')} announce
        hints={[{ id: 'share-to-hint', text: <FormattedMessage id="share_to_hint" /> }]}
      />
      <TextField
        id="share-amount" label={<FormattedMessage id="share_amount" />} inputMode="numeric" autoComplete="off" dir="ltr"
        value={amount} onChange={(e) => setAmount(e.target.value)} error={errorOf('amount')} errorValues={priced(problemOf('amount')?.values)} announce
        hints={[{ id: 'share-amount-hint', text: <FormattedMessage id="share_amount_hint" values={{ min: rupees(limits.minAmount), max: rupees(limits.maxAmount) }} /> }]}
      />
      {errorOf('amount') === 'share_missing' ? (
        <p>
          <Link href={`/profile/recharge?number=${encodeURIComponent(number)}`}>
            <FormattedMessage id="share_recharge" />
          </Link>
        </p>
      ) : null}
      {amountNow !== null && amountNow >= limits.minAmount && amountNow <= limits.maxAmount ? (
        <p className="airtime-summary" data-testid="share-summary" aria-live="polite">
          <FormattedMessage id="share_summary" values={{ amount: rupees(amountNow), fee: rupees(limits.fee), total: rupees(amountNow + limits.fee) }} />
        </p>
      ) : null}
      {refusal ? (
        <MessageText id={refusal} values={{ left: rupees(limits.leftToday.amount) }} role="alert" className="alert alert-danger" />
      ) : null}
      <p className="actions">
        <button type="submit" disabled={work.working}>
          <FormattedMessage id={work.working ? 'share_sending' : 'share_send_code'} />
        </button>
      </p>
    </form>
  );
}

/** Step 2 (/manage/balance-share/confirm): the receiver, amount, fee and total, then the code sent by SMS to the sending line. */
export function ShareConfirmScreen({ snapshot, send }: ScreenProps) {
  const price = usePrice();
  const saved = journeyData('balance-share', snapshot);
  const [code, setCode] = useState('');
  const work = stepWork(snapshot);
  // The code lives two minutes (its deadline kept in the journey's data, so a reload keeps it): once it has run out the
  // page says so at once, and a new code comes from changing the share.
  const now = useNow();
  const secondsLeft = saved.expiresAt ? Math.max(0, Math.ceil((saved.expiresAt - now) / 1000)) : null;
  const expired = secondsLeft === 0;
  const refused = work.error ? String(work.error.code) : expired ? '422004' : null;
  const problem = refused === null ? null : WRONG_CODE.has(refused) ? 'share_wrong_code' : SPENT_CODE.has(refused) ? 'share_code_spent' : SHARE_REFUSALS.has(refused) ? `share_error_${refused}` : 'share_confirm_failed';
  const rupees = (n: number | undefined) => <Ltr text={price(n ?? 0)} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (work.working || expired || !/^\d{6}$/.test(code)) return;
    send({ type: 'NEXT', data: { otpCode: code } });
  };
  const facts: Array<[string, ReactNode]> = [
    ['share_from', <Num msisdn={saved.number ?? ''} />],
    ['share_confirm_to', <Num msisdn={saved.to ?? ''} />],
    ['share_confirm_amount', rupees(saved.amount)],
    ['share_confirm_fee', rupees(saved.fee)],
    ['share_confirm_total', rupees(saved.total)],
  ];
  return (
    <ManagePage titleId="share_confirm_title" messages={airtimeMessages}>
      <dl className="card airtime-receipt" data-testid="share-review">
        {facts.map(([id, value]) => (
          <div key={id}>
            <Fact labelId={id}>{value}</Fact>
          </div>
        ))}
      </dl>
      <form onSubmit={submit} noValidate className="stack airtime-otp" aria-busy={work.working}>
        <p id="share-code-label">
          <FormattedMessage id="share_code_sent" values={{ number: <Num msisdn={saved.number ?? ''} /> }} />
        </p>
        {secondsLeft !== null && !expired ? (
          <MessageText id="share_code_expires" values={{ time: <Ltr text={`${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`} /> }} className="hint" data-testid="share-code-expiry" />
        ) : null}
        <OtpInput value={code} onChange={setCode} labelledBy="share-code-label" idPrefix="share-otp" invalid={problem === 'share_wrong_code'} describedBy="share-code-error"
          onComplete={(whole) => !work.working && !expired && send({ type: 'NEXT', data: { otpCode: whole } })} />
        <p id="share-code-error" role="alert" className={problem ? 'field-error' : undefined}>
          {problem ? <FormattedMessage id={problem} values={{ left: <Ltr text={price(0)} /> }} /> : null}
        </p>
        <p className="actions">
          <button type="button" className="link-button" onClick={() => send({ type: 'BACK' })}>
            <FormattedMessage id="share_change" />
          </button>
          <button type="submit" disabled={work.working || expired || !/^\d{6}$/.test(code)}>
            <FormattedMessage id={work.working ? 'share_confirming' : 'share_confirm'} />
          </button>
        </p>
      </form>
    </ManagePage>
  );
}

/** Step 3 (/manage/balance-share/done): the airtime moved; the line's history shows it. */
export function ShareDoneScreen({ snapshot }: ScreenProps) {
  useAirtimeChanged();
  const price = usePrice();
  const saved = journeyData('balance-share', snapshot);
  const number = saved.number ?? '';
  return (
    <ManagePage titleId="share_title" messages={airtimeMessages}>
      <ResultPanel
        testId="share-done" titleId="share_done_title" bodyId="share_done_body"
        values={{ amount: <Ltr text={price(saved.amount ?? 0)} />, to: <Num msisdn={saved.to ?? ''} />, fee: <Ltr text={price(saved.fee ?? 0)} />, balance: <Ltr text={price(saved.balance ?? 0)} /> }}
      />
      <p className="actions airtime-links">
        <Link href={`/profile/history?line=${encodeURIComponent(number)}`}>
          <FormattedMessage id="share_history" />
        </Link>
        <MessageLink href="/profile" id="airtime_home" />
      </p>
    </ManagePage>
  );
}
