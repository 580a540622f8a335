import { lazy, Suspense, useState } from 'react';
import { useSendOn } from '../../routes/use-send-on';
import { withMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from '../checkout';
import { Loading, Problem } from '../../ui/feedback';
import { usePrice } from '../../ui/price';
import { paylinkIdOf } from './paylink-actors';
import { PaylinkFacts, PaylinkSkeleton } from './paylink-parts';
import { expiredPathFor, usePaylinkMachine } from './use-paylink';
import { paylinkMessages } from './messages';
import './paylinks.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

// The payment (its panel, card form, method choice and the payment journey) loads once the link is found payable: a
// link that has expired, is unknown or is paid already never loads it (issue 47).
const PayPaylink = lazy(() => import('./pay-paylink'));

function Paylink() {
  const price = usePrice();
  const search = window.location.search;
  const [paylinkId] = useState(() => paylinkIdOf(search));
  const lastFailed = /[?&]status=(failed|cancelled)\b/.test(search);
  const { state, paylink, send } = usePaylinkMachine(paylinkId);

  useSendOn(state === 'gone', expiredPathFor(paylink?.expired ? 'expired' : 'unknown'));

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
          <Suspense fallback={<Loading />}>
            <PayPaylink paylink={paylink} />
          </Suspense>
        </>
      )}
    </PageFrame>
  );
}

const messages = { en: { ...checkoutMessages.en, ...paylinkMessages.en }, ur: { ...checkoutMessages.ur, ...paylinkMessages.ur } };

/** /payment/paylink?id=…: what is being paid, the amount, and paying it by card or wallet (issue 12 part 6). */
const PaylinkPage = withMessages(messages, Paylink);
export default PaylinkPage;
