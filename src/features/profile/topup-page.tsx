import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import type { GetTopupOptionsResult } from '../../api/generated/response-types';
import { ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { accountFormMessages, accountPartsMessages } from '../account';
import { checkoutMessages } from '../checkout';
import { Ltr, usePrice } from '../../ui/price';
import { MethodChoice, usePayMethod, type PayMethod } from '../payment';
import { chunk, useChunk } from '../../ui/use-chunk';
import { useJourneyActorsLoader, withJourneyActors } from '../../journey/journey-actors';
import { Num } from '../lines';
import { rechargeable, rechargeLine } from '../../domain/line-view';
import { homeMessages } from './home-messages';
import { topupMessages } from './topup-messages';
import { rechargeAnyMessages } from '../recharge-any';
import type { TopupAsk } from './topup-ports';
import { MB_PER_GB, useDay } from './usage-view';
import { MessageLink, MessageText } from '../../ui/message-text';

type Kind = TopupAsk['kind'];
type Bundle = GetTopupOptionsResult['bundles'][number];

const messages = {
  en: { ...checkoutMessages.en, ...accountPartsMessages.en, ...accountFormMessages.en, ...homeMessages.en, ...rechargeAnyMessages.en, ...topupMessages.en },
  ur: { ...checkoutMessages.ur, ...accountPartsMessages.ur, ...accountFormMessages.ur, ...homeMessages.ur, ...rechargeAnyMessages.ur, ...topupMessages.ur },
};

/** A bundle in words: "5 GB data, Rs 400". */
function BundleLabel({ bundle, price }: { bundle: Bundle; price: (amount: number) => string }) {
  const intl = useIntl();
  const size = bundle.kind === 'DATA' ? bundle.dataMb / MB_PER_GB : bundle.kind === 'MINUTES' ? bundle.minutes : bundle.sms;
  return <FormattedMessage id={`topup_bundle_${bundle.kind}`} values={{ size: intl.formatNumber(size), price: price(bundle.price) }} />;
}

function Topup({ kind }: { kind: Kind }) {
  const search = useSearch();
  const intl = useIntl();
  const price = usePrice();
  const day = useDay();
  const lines = useEndpointQuery('GET_LINES');
  const options = useEndpointQuery('GET_TOPUP_OPTIONS');
  const [choice, setChoice] = useState<string>('');
  // A bundle renews only when the customer asks (issue 44 part 3: no charge they did not choose).
  const [renews, setRenews] = useState(false);
  // Unchosen, a bundle the balance covers is paid from airtime, else the default saved card, else a card (issue 44).
  const shown = lines.data ? rechargeLine(lines.data, search) : undefined;
  const price0 = kind === 'BUNDLE' ? options.data?.bundles.find((b) => b.id === choice)?.price : undefined;
  const pay = usePayMethod(price0 !== undefined && (shown?.airtimeBalance ?? 0) >= price0);
  // The chosen top-up's payment (the payment machine with the journey actors it runs on, the panel, the card form):
  // a chunk fetched when the customer reaches for a choice (focus, pointerdown), so choosing one waits for nothing.
  const loadActors = useJourneyActorsLoader();
  const [topupPayment] = useState(() => chunk(withJourneyActors(() => import('./topup-payment'), loadActors)));
  const reachFor = () => void topupPayment.start().catch(() => undefined);
  const TopupPayment = useChunk(topupPayment, Boolean(choice))?.default;
  const params = new URLSearchParams(search);
  const returnedFailed = params.get('status') !== null && params.get('status') !== 'success';
  if (lines.isPending || options.isPending) return <Skeletons count={3} tall />;
  if (lines.isError || options.isError) return <LoadFailed onRetry={() => void (lines.isError ? lines.refetch() : options.refetch())} />;
  const line = rechargeLine(lines.data, search);
  const open = line && rechargeable(line);
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
  const ask: TopupAsk | undefined = kind === 'RECHARGE' ? (chosenAmount ? { kind, amount: chosenAmount } : undefined) : chosenBundle ? { kind, bundleId: chosenBundle.id, ...(renews ? { renews } : {}) } : undefined;
  const failurePath = `/profile/${kind === 'RECHARGE' ? 'recharge' : 'bundles'}?number=${line.number}`;
  const bundleBlocked = kind === 'BUNDLE' && line.status !== 'Active';
  const quote = kind === 'RECHARGE' ? options.data.recharges.find((r) => r.amount === chosenAmount) : undefined;
  const balance = line.airtimeBalance ?? 0;
  const airtimeCovers = kind === 'BUNDLE' && chosenBundle !== undefined && balance >= chosenBundle.price;
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
          <ChoiceCards className="topup-choice" onFocus={reachFor} onPointerDown={reachFor} layout={kind === 'RECHARGE' ? 'grid' : 'list'} legend={<FormattedMessage id={kind === 'RECHARGE' ? 'topup_amount_legend' : 'topup_bundle_legend'} />}>
            {kind === 'RECHARGE'
              ? options.data.recharges.map((r) => (
                  // What each amount gives by the gateway's tax rule, before paying (issue 44 part 6).
                  <ChoiceCard key={r.amount} name="topup-amount" value={r.amount} checked={choice === String(r.amount)} onChange={() => setChoice(String(r.amount))}
                    label={<FormattedMessage id="ra_amount_option" values={{ amount: <Ltr text={price(r.amount)} />, balance: <Ltr text={price(r.balance)} /> }} />} />
                ))
              : bundles.map((b) => (
                  <ChoiceCard key={b.id} name="topup-bundle" value={b.id} checked={choice === b.id} onChange={() => setChoice(b.id)} label={<BundleLabel bundle={b} price={price} />} />
                ))}
          </ChoiceCards>
          {quote && (
            <p className="hint" data-testid="recharge-quote" aria-live="polite">
              <FormattedMessage id="ra_quote_no_number" values={{ amount: <Ltr text={price(quote.amount)} />, balance: <Ltr text={price(quote.balance)} />, tax: <Ltr text={price(quote.tax)} />, rate: intl.formatNumber(options.data.rechargeTaxRate, { style: 'percent', maximumFractionDigits: 2 }) }} />
            </p>
          )}
          {kind === 'BUNDLE' && line.usage && (
            <MessageText id="topup_bundle_adds" values={{ date: day(line.usage.renewsAt) }} className="hint" />
          )}
          {kind === 'BUNDLE' && (
            <ChoiceCard type="checkbox" name="topup-renews" checked={renews} onChange={setRenews} label={<FormattedMessage id="topup_bundle_renews" />} />
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
            method={pay.method}
            onChange={(m) => pay.choose(m)}
            saved={pay}
            first={airtimeCovers ? [{ id: 'AIRTIME', values: { amount: <Ltr text={price(balance)} /> } }] : []}
          />
          {ask && TopupPayment && <TopupPayment key={`${choice} ${pay.key} ${renews}`} line={line} ask={ask} amount={chosenAmount} pay={pay} failurePath={failurePath} />}
        </>
      )}
      <p>
        <MessageLink href="/profile" id="topup_back_home" />
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
      <AccountPage titleId={kind === 'RECHARGE' ? 'topup_recharge_title' : 'topup_bundles_title'} leadId={kind === 'RECHARGE' ? 'topup_recharge_lead' : 'topup_bundles_lead'}>
        <Topup kind={kind} />
      </AccountPage>
    </ScreenMessages>
  );
}
