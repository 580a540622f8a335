import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { savedJourneyReadable } from '../../journey/saved-journey';

/** The purchase's journey, whose saved progress a failed payment may go back to. */
export const ONBOARDING = 'onboarding';

/**
 * A failed payment's ways to pay again, as the result page draws them (`busy` while the page's chunk with the payment
 * machine is still on its way: same buttons, same place). The success page never needs them.
 */
export function RetryActions({ busy, onRetry }: { busy: boolean; onRetry?: () => void }) {
  const [, navigate] = useLocation();
  return (
    <div className="actions">
      <button type="button" className="primary" onClick={onRetry} disabled={busy || !onRetry}>
        <FormattedMessage id="retry_payment" />
      </button>
      {savedJourneyReadable(ONBOARDING) && (
        <button type="button" className="secondary" onClick={() => navigate('/web/select-payment-methods')}>
          <FormattedMessage id="retry_choose_method" />
        </button>
      )}
    </div>
  );
}

