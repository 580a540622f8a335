import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { stepWork, type ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { journeyData } from '../../journey/journey-data';
import { ResultPanel, Skeleton } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { LinePicker, ManagePage, Num, useChosenLine } from '../lines';
import { airtimeMessages } from './messages';
import { useAirtimeChanged } from './airtime-changed';
import './airtime.css';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { MessageLink, MessageText } from '../../ui/message-text';

/** The gateway's refusals of an advance the page has words for (gateway/lines/advance.ts). */
const ADVANCE_REFUSALS = new Set(['ADVANCE_OUTSTANDING', 'BALANCE_ABOVE_THRESHOLD', 'LINE_NOT_ACTIVE']);

/** Step 1 (/manage/advance): the line (`?number=`), its balance, and the offers with their fee, when the balance is low. */
export function AdvanceOfferScreen({ snapshot, send }: ScreenProps) {
  const lines = useEndpointQuery('GET_LINES');
  const active = (lines.data ?? []).filter((l) => l.status === 'Active');
  const { line, choose } = useChosenLine(active);
  return (
    <ManagePage titleId="advance_title" leadId="advance_lead" messages={airtimeMessages}>
      {lines.isPending ? (
        <Skeleton blocks={2} height="6rem" />
      ) : !line ? (
        <MessageText id="advance_no_line" role="status" />
      ) : (
        <>
          <LinePicker lines={active} line={line} onChoose={choose} />
          <AdvanceOffers key={line.number} number={line.number} snapshot={snapshot} send={send} />
        </>
      )}
    </ManagePage>
  );
}

function AdvanceOffers({ number, snapshot, send }: Pick<ScreenProps, 'snapshot' | 'send'> & { number: string }) {
  const price = usePrice();
  const options = useEndpointQuery('GET_ADVANCE_OPTIONS', { params: { number } });
  const [amount, setAmount] = useState<number | null>(null);
  const [problem, setProblem] = useState(false);
  const work = stepWork(snapshot);
  if (!options.data) return <Skeleton blocks={3} height="4rem" />;
  const o = options.data;
  const rupees = (n: number) => <Ltr text={price(n)} />;
  const recharge = (
    <p>
      <Link href={`/profile/recharge?number=${encodeURIComponent(number)}`}>
        <FormattedMessage id="advance_recharge" />
      </Link>
    </p>
  );
  const balance = (
    <MessageText id="advance_balance" values={{ number: <Num msisdn={number} />, amount: rupees(o.balance) }} />
  );
  if (o.outstanding) {
    const a = o.outstanding;
    return (
      <div className="stack" data-testid="advance-owed">
        {balance}
        <MessageText id="advance_owed" values={{ owed: rupees(a.owed), amount: rupees(a.amount), fee: rupees(a.fee) }} role="status" className="alert alert-info" />
        {recharge}
      </div>
    );
  }
  if (o.refusal) {
    return (
      <div className="stack" data-testid="advance-refused" data-reason={o.refusal}>
        {balance}
        <MessageText id={o.refusal === 'LINE_NOT_ACTIVE' ? 'advance_not_active' : 'advance_not_needed'} values={{ balance: rupees(o.balance), threshold: rupees(o.threshold) }} role="status" className="alert alert-info" />
      </div>
    );
  }
  const chosen = o.offers.find((x) => x.amount === amount);
  const refused = work.error ? String(work.error.code) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (work.working) return;
    if (!chosen) {
      setProblem(true);
      return document.getElementById('advance-offers')?.focus();
    }
    send({ type: 'NEXT', data: { number, amount: chosen.amount, fee: chosen.fee } });
  };
  return (
    <form onSubmit={submit} noValidate className="stack" aria-busy={work.working}>
      {balance}
      <ChoiceCards id="advance-offers" className="advance-offers" tabIndex={-1} error={problem && 'advance_choose'} legend={<FormattedMessage id="advance_offer_legend" />}>
        {o.offers.map((x) => (
          <ChoiceCard key={x.amount} name="advance-amount" value={x.amount} checked={amount === x.amount} onChange={() => (setAmount(x.amount), setProblem(false))}
            label={<FormattedMessage id="advance_offer" values={{ amount: rupees(x.amount) }} />}
            description={<FormattedMessage id="advance_offer_fee" values={{ fee: rupees(x.fee), owed: rupees(x.amount + x.fee) }} />} />
        ))}
      </ChoiceCards>
      {refused ? (
        <p role="alert" className="alert alert-danger">
          <FormattedMessage id={ADVANCE_REFUSALS.has(refused) ? `advance_error_${refused}` : 'advance_failed'} />
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" disabled={work.working}>
          <span>{work.working ? <FormattedMessage id="advance_borrowing" /> : chosen ? <FormattedMessage id="advance_borrow" values={{ amount: rupees(chosen.amount) }} /> : <FormattedMessage id="advance_offer_legend" />}</span>
        </button>
      </p>
    </form>
  );
}

/** Step 2 (/manage/advance/granted): the airtime is on the line, and what the next recharge repays first. */
export function AdvanceGrantedScreen({ snapshot }: ScreenProps) {
  useAirtimeChanged();
  const price = usePrice();
  const saved = journeyData('emergency-advance', snapshot);
  const number = saved.number ?? '';
  const [amount, fee] = [saved.amount ?? 0, saved.fee ?? 0];
  return (
    <ManagePage titleId="advance_title" messages={airtimeMessages}>
      <ResultPanel
        testId="advance-granted" titleId="advance_granted_title" bodyId="advance_granted_body"
        values={{ amount: <Ltr text={price(amount)} />, number: <Num msisdn={number} />, owed: <Ltr text={price(amount + fee)} />, fee: <Ltr text={price(fee)} /> }}
      />
      <p className="actions airtime-links">
        <Link href={`/profile/recharge?number=${encodeURIComponent(number)}`}>
          <FormattedMessage id="advance_recharge" />
        </Link>
        <MessageLink href="/profile" id="airtime_home" />
      </p>
    </ManagePage>
  );
}
