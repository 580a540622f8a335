import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatPrice } from '../../i18n/format';
import { useFormatSettings } from '../../i18n/format-context';
import { Ltr, Points, RewardImage, useLanguage } from './loyalty-parts';
import { textIn, type Product } from './loyalty-queries';

/** Why a reward cannot be taken now, if it cannot: out of stock or the customer's limit reached. */
export function unavailableReason(p: Product): 'ly_out_of_stock' | 'ly_limit_reached' | undefined {
  if (p.stock === 0) return 'ly_out_of_stock';
  if (p.limitPerCustomer !== undefined && (p.redeemedByMe ?? 0) >= p.limitPerCustomer) return 'ly_limit_reached';
  return undefined;
}

/** Cost in points and, where it can be bought, the price; stock and limit. */
export function ProductFacts({ product }: { product: Product }) {
  const settings = useFormatSettings();
  return (
    <ul className="loyalty-facts">
      <li>
        <FormattedMessage id="ly_cost_points" values={{ points: <Points value={product.points} /> }} />
        {product.price ? (
          <>
            {' '}
            <FormattedMessage id="ly_or_price" values={{ price: <Ltr>{formatPrice(product.price, settings)}</Ltr> }} />
          </>
        ) : null}
      </li>
      {product.stock === 0 ? (
        <li className="badge loyalty-badge-warn">
          <FormattedMessage id="ly_out_of_stock" />
        </li>
      ) : product.stock !== undefined ? (
        <li className="badge">
          <FormattedMessage id="ly_stock_left" values={{ count: <Points value={product.stock} /> }} />
        </li>
      ) : null}
      {product.limitPerCustomer !== undefined ? (
        <li className="badge">
          <FormattedMessage id="ly_limit" values={{ limit: <Points value={product.limitPerCustomer} /> }} />
        </li>
      ) : null}
    </ul>
  );
}

/**
 * One reward in a list: picture, name, facts and a link that opens it as a dialog. `onReach` hears the customer
 * reach for the link (its focus, which a press gives it too, and the click itself): the dialog's data and code then
 * come with the press. Not on a pointer passing over it: the code's preload links and evaluation, started then, fell
 * on the click that followed at once (80-280 ms at 4x CPU, issue 47).
 */
export function ProductCard({ product, onReach }: { product: Product; onReach?: (product: Product) => void }) {
  const language = useLanguage();
  const name = textIn(product.names, product.name, language);
  const reach = onReach ? () => onReach(product) : undefined;
  return (
    <li className="card loyalty-product" data-testid={`reward-${product.id}`}>
      <RewardImage product={product} />
      <div className="stack">
        <h2 className="loyalty-product-name">{name}</h2>
        <ProductFacts product={product} />
        <Link href={`/loyalty/item-modal?id=${encodeURIComponent(product.id)}`} state={{ lyFromList: true }} onFocus={reach} onClick={reach}>
          <FormattedMessage id="ly_view" />
          <span className="visually-hidden">: {name}</span>
        </Link>
      </div>
    </li>
  );
}
