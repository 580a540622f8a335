import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stepWork, type ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { journeyData } from '../../journey/journey-data';
import { Skeleton } from '../../ui/feedback';
import { TextField } from '../../ui/text-field';
import { Ltr, usePrice } from '../../ui/price';
import { rechargeAnyMessages } from './messages';
import { MessageText } from '../../ui/message-text';
import { RechargePage, withWords } from './recharge-any-parts';

/** A Pakistani mobile number however typed (0300 1234567, +92 300-1234567, 3001234567), as the gateway reads it. */
const MOBILE = /^(?:92|0)?3\d{9}$/;
/** What the gateway's refusal means on the number field (the number step's work, CREATE_PUBLIC_RECHARGE). */
const FIELD_ERRORS: Readonly<Record<string, string>> = { NOT_SITARA_NUMBER: 'ra_not_sitara', NOT_A_MOBILE_NUMBER: 'ra_number_invalid', LINE_NOT_ACTIVATED: 'ra_not_in_service' };

/**
 * Step 1 (/recharge): the number and an amount, each amount with the balance it gives by the gateway's tax rule.
 * Its words are the journey's own: the payment's load with the payment step (recharge-any-payment-screen.tsx).
 */
function NumberStep({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const price = usePrice();
  const saved = journeyData('recharge-any', snapshot);
  const options = useEndpointQuery('GET_TOPUP_OPTIONS');
  const [number, setNumber] = useState(saved.number ? `0${saved.number.slice(-10)}` : '');
  const [amount, setAmount] = useState<number | null>(saved.amount ?? null);
  const [tried, setTried] = useState(false);
  // The number the gateway last answered about: its refusal stays on the field until the number is changed.
  const [asked, setAsked] = useState('');
  const work = stepWork(snapshot);
  const digits = number.replace(/\D/g, '');
  const numberProblem = !digits ? 'ra_number_missing' : !MOBILE.test(digits) ? 'ra_number_invalid' : null;
  const gatewayProblem = work.error && !work.working && digits === asked ? FIELD_ERRORS[work.error.code] : undefined;
  const numberError = (tried && numberProblem) || gatewayProblem || null;
  const amountError = tried && amount === null;
  const quote = options.data?.recharges.find((r) => r.amount === amount);
  const rate = intl.formatNumber(options.data?.rechargeTaxRate ?? 0, { style: 'percent', maximumFractionDigits: 2 });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (work.working) return;
    setTried(true);
    if (numberProblem) return document.getElementById('ra-number')?.focus();
    if (amount === null) return document.getElementById('ra-amount')?.focus();
    setAsked(digits);
    send({ type: 'NEXT', data: { number: digits, amount } });
  };
  return (
    <RechargePage titleId="ra_title">
      <MessageText id="ra_lead" />
      {options.isPending ? (
        <Skeleton blocks={2} height="6rem" />
      ) : (
        <form onSubmit={submit} noValidate className="stack" aria-busy={work.working}>
          <TextField
            id="ra-number"
            dir="ltr"
            label={<FormattedMessage id="ra_number" />}
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            hints={[{ id: 'ra-number-hint', text: <FormattedMessage id="ra_number_hint" /> }]}
            error={numberError}
            announce
          />
          <ChoiceCards id="ra-amount" tabIndex={-1} layout="grid" error={amountError && 'ra_amount_missing'} legend={<FormattedMessage id="ra_amount_legend" />}>
            {(options.data?.recharges ?? []).map((r) => (
              <ChoiceCard key={r.amount} name="ra-amount" value={r.amount} checked={amount === r.amount} onChange={() => setAmount(r.amount)}
                label={<FormattedMessage id="ra_amount_option" values={{ amount: <Ltr text={price(r.amount)} />, balance: <Ltr text={price(r.balance)} /> }} />} />
            ))}
          </ChoiceCards>
          <div aria-live="polite">
            {quote && (
              <p className="hint" data-testid="recharge-quote">
                <FormattedMessage
                  id={MOBILE.test(digits) && !gatewayProblem ? 'ra_quote' : 'ra_quote_no_number'}
                  values={{ amount: <Ltr text={price(quote.amount)} />, balance: <Ltr text={price(quote.balance)} />, tax: <Ltr text={price(quote.tax)} />, rate, number: <Ltr text={number.trim()} /> }}
                />
              </p>
            )}
          </div>
          {work.error && !work.working && !FIELD_ERRORS[work.error.code] ? (
            <MessageText id={work.error.status === 429 ? 'ra_too_many' : 'ra_failed'} role="alert" className="alert alert-danger" />
          ) : null}
          <p className="actions">
            <button type="submit" className="primary" disabled={work.working}>
              <FormattedMessage id={work.working ? 'ra_checking' : 'ra_continue'} />
            </button>
          </p>
        </form>
      )}
    </RechargePage>
  );
}

export const NumberScreen = withWords(rechargeAnyMessages, NumberStep);
