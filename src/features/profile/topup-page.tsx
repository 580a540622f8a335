import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { useApi } from '../../api/api-context';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { endpointKey } from '../../api/queries';
import type { GetTopupOptionsResult } from '../../api/generated/response-types';
import { ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { accountMessages } from '../account';
import { checkoutMessages } from '../checkout';
import { Ltr, usePrice } from '../../ui/price';
import { MethodChoice, type PayMethod } from '../payment';
import { PaymentPanel } from '../payment';
import { usePaymentMachine } from '../payment';
import { Num } from '../lines';
import { chosenLine, type Line } from '../../domain/line-view';
import { homeMessages } from './home-messages';
import { topupMessages } from './topup-messages';
import { topupPorts, type TopupAsk } from './topup-ports';
import { MB_PER_GB, useDay } from './usage-view';

type Kind = TopupAsk['kind'];
type Bundle = GetTopupOptionsResult['bundles'][number];

const messages = {
  en: { ...checkoutMessages.en, ...accountMessages.en, ...homeMessages.en, ...topupMessages.en },
  ur: { ...checkoutMessages.ur, ...accountMessages.ur, ...homeMessages.ur, ...topupMessages.ur },
};

/** A bundle in words: "5 GB data, Rs 400". */
function BundleLabel({ bundle }: { bundle: Bundle }) {
  const intl = useIntl();
  const price = usePrice();
  const size = bundle.kind === 'DATA' ? bundle.dataMb / MB_PER_GB : bundle.kind === 'MINUTES' ? bundle.minutes : bundle.sms;
  return <FormattedMessage id={`topup_bundle_${bundle.kind}`} values={{ size: intl.formatNumber(size), price: price(bundle.price) }} />;
}

/**
 * One payment of the chosen top-up on the payment machine (journeys/payment.json). The page mounts it again for
 * another choice (its key), so a new amount or bundle is a new top-up with its own attempt key.
 */
function TopupPayment({ line, ask, amount, method, failurePath }: { line: Line; ask: TopupAsk; amount: number; method: PayMethod; failurePath: string }) {
  const { call } = useApi();
  const intl = useIntl();
  const price = usePrice();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const payment = usePaymentMachine(topupPorts(call, line.number, ask, failurePath), { method });
  const topupId = payment.snapshot.context.orderRef ?? '';
  // A wallet approved while the page waited: home, which says what was added and reads the line again.
  const onPaid = useCallback(() => {
    void queries.invalidateQueries({ queryKey: endpointKey('GET_LINES') });
    navigate(`/profile?order_ref=${encodeURIComponent(topupId)}&status=success`);
  }, [queries, navigate, topupId]);
  return (
    <PaymentPanel
      snapshot={payment.snapshot}
      send={payment.send}
      method={method}
      payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount: price(amount) })}
      canStart
      onPaid={onPaid}
    />
  );
}

function Topup({ kind }: { kind: Kind }) {
  const search = useSearch();
  const price = usePrice();
  const day = useDay();
  const lines = useEndpointQuery('GET_LINES');
  const options = useEndpointQuery('GET_TOPUP_OPTIONS');
  const [choice, setChoice] = useState<string>('');
  // Unchosen, a bundle the balance covers is paid from airtime, anything else by card (issue 44 part 4).
  const [asked, setMethod] = useState<PayMethod | null>(null);
  const params = new URLSearchParams(search);
  const returnedFailed = params.get('status') !== null && params.get('status') !== 'success';
  if (lines.isPending || options.isPending) return <Skeletons count={3} tall />;
  if (lines.isError || options.isError) return <LoadFailed onRetry={() => void (lines.isError ? lines.refetch() : options.refetch())} />;
  const line = chosenLine(lines.data, search);
  const open = line && line.status !== 'Inactive' && line.status !== 'PendingActivation';
  if (!line || !open) {
    return (
      <p>
        <FormattedMessage id="topup_no_line" /> <Link href="/profile"><FormattedMessage id="topup_back_home" /></Link>
      </p>
    );
  }
  const bundles = options.data.bundles;
  const chosenBundle = bundles.find((b) => b.id === choice);
  const chosenAmount = kind === 'RECHARGE' ? Number(choice) || 0 : chosenBundle?.price ?? 0;
  const ask: TopupAsk | undefined = kind === 'RECHARGE' ? (chosenAmount ? { kind, amount: chosenAmount } : undefined) : chosenBundle ? { kind, bundleId: chosenBundle.id } : undefined;
  const failurePath = `/profile/${kind === 'RECHARGE' ? 'recharge' : 'bundles'}?number=${line.number}`;
  const bundleBlocked = kind === 'BUNDLE' && line.status !== 'Active';
  const balance = line.airtimeBalance ?? 0;
  const airtimeCovers = kind === 'BUNDLE' && chosenBundle !== undefined && balance >= chosenBundle.price;
  const method: PayMethod = asked === 'AIRTIME' && !airtimeCovers ? 'CARD' : (asked ?? (airtimeCovers ? 'AIRTIME' : 'CARD'));
  return (
    <>
      <p>
        <FormattedMessage id="topup_for_line" values={{ number: <Num msisdn={line.number} /> }} />
        {' · '}
        <FormattedMessage id="topup_balance_now" values={{ amount: <Ltr text={price(line.airtimeBalance ?? 0)} /> }} />
      </p>
      {returnedFailed && <Outcome kind="danger" messageId="topup_payment_failed" />}
      {bundleBlocked ? (
        <Outcome kind="info" messageId="topup_bundle_needs_active" />
      ) : (
        <>
          <fieldset className="method-choice topup-choice">
            <legend>
              <FormattedMessage id={kind === 'RECHARGE' ? 'topup_amount_legend' : 'topup_bundle_legend'} />
            </legend>
            {kind === 'RECHARGE'
              ? options.data.rechargeAmounts.map((a) => (
                  <label key={a} className="choice">
                    <input type="radio" name="topup-amount" value={a} checked={choice === String(a)} onChange={() => setChoice(String(a))} />
                    <Ltr text={price(a)} />
                  </label>
                ))
              : bundles.map((b) => (
                  <label key={b.id} className="choice">
                    <input type="radio" name="topup-bundle" value={b.id} checked={choice === b.id} onChange={() => setChoice(b.id)} />
                    <BundleLabel bundle={b} />
                  </label>
                ))}
          </fieldset>
          {kind === 'BUNDLE' && line.usage && (
            <p className="hint">
              <FormattedMessage id="topup_bundle_adds" values={{ date: day(line.usage.renewsAt) }} />
            </p>
          )}
          {kind === 'BUNDLE' && chosenBundle && !airtimeCovers && (
            <p className="hint" data-testid="airtime-short">
              <FormattedMessage id="topup_airtime_short" values={{ balance: <Ltr text={price(balance)} />, missing: <Ltr text={price(chosenBundle.price - balance)} /> }} />{' '}
              <Link href={`/profile/recharge?number=${encodeURIComponent(line.number)}`}>
                <FormattedMessage id="topup_airtime_recharge" />
              </Link>
            </p>
          )}
          <MethodChoice<PayMethod>
            name="topup-method"
            method={method}
            onChange={setMethod}
            first={airtimeCovers ? [{ id: 'AIRTIME', values: { amount: <Ltr text={price(balance)} /> } }] : []}
          />
          {ask && <TopupPayment key={`${choice} ${method}`} line={line} ask={ask} amount={chosenAmount} method={method} failurePath={failurePath} />}
        </>
      )}
      <p>
        <Link href="/profile">
          <FormattedMessage id="topup_back_home" />
        </Link>
      </p>
    </>
  );
}

/**
 * /profile/recharge and /profile/bundles (issue 29; no SPEC route, docs/decisions/2026-11-25-recharge-and-bundles.md):
 * an amount the gateway offers, or a bundle of its catalogue, for one of the customer's lines (`?number=`), paid
 * by card or wallet through the one payment machine.
 */
export default function TopupPage({ path }: { path: string }) {
  const kind: Kind = path.startsWith('/profile/bundles') ? 'BUNDLE' : 'RECHARGE';
  return (
    <ScreenMessages messages={messages}>
      <AccountPage titleId={kind === 'RECHARGE' ? 'topup_recharge_title' : 'topup_bundles_title'}>
        <Topup kind={kind} />
      </AccountPage>
    </ScreenMessages>
  );
}
