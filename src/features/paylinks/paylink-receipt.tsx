import { FormattedMessage } from 'react-intl';
import { useSendOn } from '../../routes/use-send-on';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from '../checkout';
import { Problem } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { PaylinkFacts, PaylinkSkeleton, PaylinkWhat } from './paylink-parts';
import { expiredPathFor, usePaylinkMachine } from './use-paylink';
import { paylinkMessages } from './messages';
import './paylinks.css';
import { MessageText } from '../../ui/message-text';

function Receipt({ paylinkId }: { paylinkId: string }) {
  const price = usePrice();
  const txn = new URLSearchParams(window.location.search).get('txn_id');
  const { state, paylink, send } = usePaylinkMachine(paylinkId);
  useSendOn(state === 'gone', expiredPathFor(paylink?.expired ? 'expired' : 'unknown'));
  const paid = state === 'settled';
  return (
    <section aria-labelledby="receipt-title" className="paylink stack">
      <h1 id="receipt-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={state === 'payable' ? 'paylink_not_paid_title' : 'paylink_paid_title'} />
      </h1>
      {(state === 'loading' || state === 'gone') && (
        <>
          <MessageText id="paylink_loading" role="status" className="visually-hidden" />
          <PaylinkSkeleton />
        </>
      )}
      {state === 'loadFailed' && <Problem messageId="paylink_load_failed" onRetry={() => send({ type: 'RETRY' })} />}
      {paid && paylink && (
        <MessageText id="paylink_paid_text" values={{ amount: price(paylink.amount), what: <PaylinkWhat paylink={paylink} /> }} role="status" className="alert alert-success" />
      )}
      {state === 'payable' && (
        <div role="alert" className="alert alert-info">
          <MessageText id="paylink_not_paid_text" />
          <p>
            <a href={`/payment/paylink?id=${paylinkId}`}>
              <FormattedMessage id="paylink_pay_now" />
            </a>
          </p>
        </div>
      )}
      {paylink && (paid || state === 'payable') && <PaylinkFacts paylink={paylink} price={price} />}
      {paid && txn && (
        <p>
          <FormattedMessage id="paylink_transaction" />: <Ltr text={txn} />
        </p>
      )}
      {paid && (
        <p>
          <a href="/web/pre-checkout">
            <FormattedMessage id="paylink_home" />
          </a>
        </p>
      )}
    </section>
  );
}

const messages = { en: { ...checkoutMessages.en, ...paylinkMessages.en }, ur: { ...checkoutMessages.ur, ...paylinkMessages.ur } };

/**
 * A paylink's receipt, checked with the gateway on the paylink machine: a chunk of its own, loaded with the journey
 * actors only when the address names a paylink (an order's result runs no machine).
 */
export default function PaylinkReceipt({ paylinkId }: { paylinkId: string }) {
  return (
    <ScreenMessages messages={messages}>
      <Receipt paylinkId={paylinkId} />
    </ScreenMessages>
  );
}
