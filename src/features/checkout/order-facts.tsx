import { Ltr } from '../../ui/price';
import { displayNumber } from '../../domain/line-view';
import { Fact } from '../../ui/message-text';

/** An order's reference, number and total, as the result and pending-order pages show them. */
export function OrderFacts({ order, price }: { order: { orderRef: string; number?: string | null; total: number; status: string }; price: (n: number) => string }) {
  return (
    <dl>
      <Fact labelId="order_ref_label">
        <Ltr text={order.orderRef} />
      </Fact>
      {order.number && (
        <>
          <Fact labelId="order_number_label">
            <Ltr text={displayNumber(order.number)} />
          </Fact>
        </>
      )}
      <Fact labelId="order_total_label">
        <Ltr text={price(order.total)} />
      </Fact>
    </dl>
  );
}
