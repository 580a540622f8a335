import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { withMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from '../checkout';
import type { PaymentMethodId } from '../payment';
import { Problem } from '../../ui/feedback';
import { usePrice } from '../../ui/price';
import { PaymentPanel } from '../payment';
import { MethodChoice } from '../payment';
import { paylinkIdOf, type Paylink } from './paylink-actors';
import { PaylinkFacts, PaylinkSkeleton } from './paylink-parts';
import { expiredPathFor, usePaylinkMachine, usePaylinkPayment } from './use-paylink';
import { paylinkMessages } from './messages';
import './paylinks.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

/** Pays a loaded paylink on the one payment machine (journeys/payment.json): the link's id is what is paid. */
function PayPaylink({ paylink }: { paylink: Paylink }) {
  const intl = useIntl();
  const price = usePrice();
  const [, navigate] = useLocation();
  const [method, setMethod] = useState<PaymentMethodId>('CARD');
  const id = paylink.paylinkId;
  const payment = usePaylinkPayment(id);
  const onPaid = useCallback(() => {
    const txn = payment.snapshot.context.payment?.coreTransactionId;
    navigate(`/payment/direct-payment-success?paylink_id=${id}${txn ? `&txn_id=${txn}` : ''}`);
  }, [navigate, id, payment.snapshot.context]);
  const amount = price(paylink.amount);
  const choosing = payment.snapshot.hasTag('canPay');
  return (
    <>
      {choosing && <MethodChoice name="paylink-method" legendId="paylink_method" method={method} onChange={setMethod} />}
      <PaymentPanel
        snapshot={payment.snapshot}
        send={payment.send}
        method={method}
        payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount })}
        canStart
        onPaid={onPaid}
      />
    </>
  );
}

function Paylink() {
  const price = usePrice();
  const [, navigate] = useLocation();
  const search = window.location.search;
  const [paylinkId] = useState(() => paylinkIdOf(search));
  const lastFailed = /[?&]status=(failed|cancelled)\b/.test(search);
  const { state, paylink, send } = usePaylinkMachine(paylinkId);

  useEffect(() => {
    if (state === 'gone') navigate(expiredPathFor(paylink?.expired ? 'expired' : 'unknown'), { replace: true });
  }, [state, paylink, navigate]);

  return (
    <PageFrame titleId="paylink_title" className="paylink checkout" titleDomId="paylink-title">
      {(state === 'loading' || state === 'gone') && (
        <>
          <MessageText id="paylink_loading" role="status" className="visually-hidden" />
          <PaylinkSkeleton />
        </>
      )}
      {state === 'loadFailed' && <Problem messageId="paylink_load_failed" onRetry={() => send({ type: 'RETRY' })} />}
      {paylink && (state === 'payable' || state === 'settled') && <PaylinkFacts paylink={paylink} price={price} />}
      {state === 'settled' && (
        <MessageText id="paylink_already_paid" role="status" className="alert alert-success" />
      )}
      {state === 'payable' && paylink && (
        <>
          {lastFailed && (
            <MessageText id="paylink_last_failed" role="alert" className="alert alert-danger" />
          )}
          <PayPaylink paylink={paylink} />
        </>
      )}
    </PageFrame>
  );
}

const messages = { en: { ...checkoutMessages.en, ...paylinkMessages.en }, ur: { ...checkoutMessages.ur, ...paylinkMessages.ur } };

/** /payment/paylink?id=…: what is being paid, the amount, and paying it by card or wallet (issue 12 part 6). */
const PaylinkPage = withMessages(messages, Paylink);
export default PaylinkPage;
