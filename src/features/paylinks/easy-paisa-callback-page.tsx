import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useJourney } from '../../journey/use-journey';
import { withMessages } from '../../i18n/screen-messages';
import { walletResultPath, walletReturnOf } from './paylink-actors';
import { paylinkMessages } from './messages';
import './paylinks.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

/** Runs journeys/wallet-return.json: status first, then the success or failed page. */
function WalletReturn() {
  const [, navigate] = useLocation();
  const [ret] = useState(() => walletReturnOf(window.location.search));
  const { actor, snapshot } = useJourney('wallet-return', { input: { orderRef: ret.orderRef, transactionId: ret.transactionId } });
  const state = String(snapshot.value);
  const result = snapshot.context.result;
  useEffect(() => {
    if (state === 'paid' || state === 'refused') navigate(walletResultPath(state, result?.orderRef ?? ret.orderRef, ret.transactionId), { replace: true });
  }, [state, result, ret, navigate]);
  const checking = snapshot.hasTag('checking') || state === 'paid' || state === 'refused';
  const checkAgain = () => actor.send({ type: 'CHECK_AGAIN' });

  return (
    <PageFrame titleId="wallet_return_title" className="paylink" titleDomId="wallet-return-title">
      {checking && (
        <>
          <MessageText id="wallet_return_checking" role="status" />
          <div className="skeleton" style={{ blockSize: '4rem' }} aria-hidden="true" />
        </>
      )}
      {(state === 'stillPending' || state === 'checkFailed') && (
        <div role="alert" className="alert alert-info">
          <MessageText id={state === 'stillPending' ? 'wallet_return_pending' : 'wallet_return_failed'} />
          <button type="button" onClick={checkAgain}>
            <FormattedMessage id="wallet_return_check_again" />
          </button>
        </div>
      )}
      {state === 'unknown' && (
        <div role="alert" className="alert alert-danger">
          <MessageText id="wallet_return_unknown" />
          <p>
            <a href="/orderlist">
              <FormattedMessage id="wallet_return_orders" />
            </a>
          </p>
        </div>
      )}
    </PageFrame>
  );
}

/** /easy-paisa-callback: the wallet returns here; the payment's status decides the success or failed page. */
const EasyPaisaCallbackPage = withMessages(paylinkMessages, WalletReturn);
export default EasyPaisaCallbackPage;
