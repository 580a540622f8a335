import { FormattedMessage } from 'react-intl';
import { Ltr } from '../../ui/price';
import { displayNumber } from '../../domain/line-view';

/** An order's reference, number and total, as the result and pending-order pages show them. */
export function OrderFacts({ order, price }: { order: { orderRef: string; number?: string | null; total: number; status: string }; price: (n: number) => string }) {
  return (
    <dl>
      <dt>
        <FormattedMessage id="order_ref_label" />
      </dt>
      <dd>
        <Ltr text={order.orderRef} />
      </dd>
      {order.number && (
        <>
          <dt>
            <FormattedMessage id="order_number_label" />
          </dt>
          <dd>
            <Ltr text={displayNumber(order.number)} />
          </dd>
        </>
      )}
      <dt>
        <FormattedMessage id="order_total_label" />
      </dt>
      <dd>
        <Ltr text={price(order.total)} />
      </dd>
    </dl>
  );
}
