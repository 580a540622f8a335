import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { ScreenMessages } from '../../i18n/screen-messages';
import { authMessages, PendingCartsWait, resumePathOf, usePendingCarts, useSignedInOrLogin } from '../auth';
import { Ltr, usePrice } from '../../ui/price';
import { checkoutMessages } from '../checkout';
import { summaryLines } from '../checkout';
import { ItemText } from '../checkout';
import '../auth/auth.css';

function PendingOrderDetails() {
  const search = useSearch();
  const cartId = new URLSearchParams(search).get('cart') ?? '';
  const { signedIn, query } = usePendingCarts();
  const [, navigate] = useLocation();
  const price = usePrice();
  useSignedInOrLogin(signedIn, `/web/pending-order-details?cart=${encodeURIComponent(cartId)}`);
  const cart = query.data?.find((c) => c.id === cartId) ?? (cartId ? undefined : query.data?.[0]);
  const ref = cart ? (cart.orderRef ?? cart.id) : '';
  return (
    <section className="auth-page" aria-labelledby="page-title" aria-busy={query.isPending}>
      <h1 id="page-title">
        {cart ? <FormattedMessage id="pending_order_details_title" values={{ ref: <bdi dir="ltr">{ref}</bdi> }} /> : <FormattedMessage id="pending_orders_title" />}
      </h1>
      {query.isError || query.isPending ? (
        <PendingCartsWait query={query} />
      ) : !cart ? (
        <p role="alert"><FormattedMessage id="pending_order_not_found" /></p>
      ) : (
        <>
          <ul>
            {/* The same lines, names and order as the order summary and My orders (issue 30: in the reader's language). */}
            {summaryLines({ items: cart.items, currency: 'PKR', subtotal: cart.total, tax: 0, total: cart.total }).map((line) => (
              <li key={line.key}>
                <FormattedMessage id="order_item_amount" values={{ name: <ItemText line={line} />, amount: <Ltr text={price(line.amount)} /> }} />
              </li>
            ))}
          </ul>
          <p>
            <strong><FormattedMessage id="order_total" />: <Ltr text={price(cart.total)} /></strong>
          </p>
          <button type="button" className="auth-primary" onClick={() => navigate(resumePathOf(cart))}>
            <FormattedMessage id="pending_order_continue" />
          </button>
        </>
      )}
      <p>
        <Link href="/web/pending-orders"><FormattedMessage id="back_to_pending_orders" /></Link>
      </p>
    </section>
  );
}

/** /web/pending-order-details?cart=ID: the items and total of one pending cart, and Continue. */
export default function PendingOrderDetailsPage() {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <ScreenMessages messages={authMessages}>
        <PendingOrderDetails />
      </ScreenMessages>
    </ScreenMessages>
  );
}
