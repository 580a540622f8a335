import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '../../ui/price';
import { safeDestination } from '../../config/safe-destination';
import { MessageText } from '../../ui/message-text';

/**
 * "Approve in your wallet app": shown while the gateway waits for the wallet. The sandbox stands in for the
 * wallet app, so its approval page is linked (opens in a new tab); the payment machine looks for the approval
 * pollLimit times (journeys/payment.json), then this page offers Check again: the words say exactly that.
 */
export function WalletPending({ method, walletNumber, approvalUrl, stillPending, checking, onCheckAgain }: {
  method: 'EASYPAISA' | 'JAZZCASH';
  walletNumber: string;
  approvalUrl: string;
  stillPending: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const intl = useIntl();
  const wallet = intl.formatMessage({ id: `method_${method}` });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The gateway's approval page, only through the one check of server-given addresses.
  const approval = safeDestination(approvalUrl);
  return (
    <div role="status" aria-live="polite" className="wallet-pending">
      <h2 id="wallet-pending-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="wallet_pending_title" values={{ wallet }} />
      </h2>
      <MessageText id="wallet_pending_text" values={{ wallet, number: <Ltr text={walletNumber} /> }} />
      {approval && (
        <p>
          <a href={approval} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="wallet_open_sandbox" />
          </a>
        </p>
      )}
      {stillPending && (
        <p>
          <FormattedMessage id="wallet_still_pending" />{' '}
          <button type="button" onClick={onCheckAgain} disabled={checking}>
            <FormattedMessage id="wallet_check_again" />
          </button>
        </p>
      )}
    </div>
  );
}
