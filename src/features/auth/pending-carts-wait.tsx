import { FormattedMessage } from 'react-intl';
import type { usePendingCarts } from './use-pending-carts';

/**
 * What the pending-order pages show before the carts are there: the failed read (with a retry) or the loading
 * note. The list and the one order's details show the same two, so they are written once here.
 */
export function PendingCartsWait({ query }: { query: ReturnType<typeof usePendingCarts>['query'] }) {
  if (query.isError) {
    return (
      <div role="alert">
        <p><FormattedMessage id="pending_orders_failed" /></p>
        <button type="button" onClick={() => void query.refetch()}><FormattedMessage id="try_again" /></button>
      </div>
    );
  }
  return <p role="status"><FormattedMessage id="loading_text" /></p>;
}
