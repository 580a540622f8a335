import { FormattedMessage } from 'react-intl';
import { DateText } from '../../ui/date-text';
import { Link, useLocation } from 'wouter';
import { withMessages } from '../../i18n/screen-messages';
import { authMessages } from './messages';
import { Ltr, usePrice } from '../../ui/price';
import { detailsPathOf, resumePathOf } from './pending-carts';
import { usePendingCarts, useSignedInOrLogin } from './use-pending-carts';
import { PendingCartsWait } from './pending-carts-wait';
import './auth.css';
import { MessageLink } from '../../ui/message-text';

function PendingOrders() {
  const { signedIn, query } = usePendingCarts();
  const [, navigate] = useLocation();
  const price = usePrice();
  useSignedInOrLogin(signedIn, '/web/pending-orders');
  const carts = query.data ?? [];
  return (
    <section className="auth-page" aria-labelledby="page-title" aria-busy={query.isPending}>
      <h1 id="page-title">
        <FormattedMessage id="pending_orders_title" />
      </h1>
      {query.isError || query.isPending ? (
        <PendingCartsWait query={query} />
      ) : carts.length === 0 ? (
        <p><FormattedMessage id="pending_orders_none" /></p>
      ) : (
        <>
          <p><FormattedMessage id="pending_orders_intro" /></p>
          <ul className="pending-orders">
            {carts.map((cart) => {
              const ref = cart.orderRef ?? cart.id;
              return (
                <li key={cart.id} aria-labelledby={`cart-${cart.id}`}>
                  <h2 id={`cart-${cart.id}`}>
                    <FormattedMessage id="pending_order_label" values={{ ref: <bdi dir="ltr">{ref}</bdi> }} />
                  </h2>
                  {cart.createdAt ? (
                    <p><FormattedMessage id="pending_order_started" values={{ date: <DateText value={cart.createdAt} /> }} /></p>
                  ) : null}
                  <p>
                    <FormattedMessage id="pending_order_items" values={{ count: cart.items.length }} />
                    {' · '}
                    <FormattedMessage id="order_total" />: <Ltr text={price(cart.total)} />
                  </p>
                  <div className="auth-actions">
                    <MessageLink href={detailsPathOf(cart)} id="pending_order_view" values={{ ref: <bdi dir="ltr">{ref}</bdi> }} />
                    <button type="button" className="auth-primary" onClick={() => navigate(resumePathOf(cart))}>
                      <FormattedMessage id="pending_order_continue" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p>
        <Link href="/web/pre-checkout"><FormattedMessage id="start_new_order" /></Link>
      </p>
    </section>
  );
}

/** /web/pending-orders: a returning customer's pending carts; continuing one resumes that purchase. */
const PendingOrdersPage = withMessages(authMessages, PendingOrders);
export default PendingOrdersPage;
