import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { LazyNotFoundPage as NotFoundPage } from '../../shell/not-found-lazy';
import { ModalDialog } from '../auth';
import { ScreenMessages } from '../../i18n/screen-messages';
import { CategoryView } from './category-page';
import { LoadFailed, RewardImage, SignInPrompt, useLanguage } from './loyalty-parts';
import { textIn, useLoyaltyQuery, useLoyaltySession, type Product } from './loyalty-queries';
import { loyaltyMessages } from './messages';
import { ProductFacts } from './product-card';
import { RedeemPanel } from './redeem-panel';
import '../auth/auth.css';

/**
 * Closing goes back to the list when the list opened the reward (Back then works as expected); after a direct
 * visit it replaces the dialog with the reward's category.
 */
function useClose(product: Product | undefined) {
  const [, navigate] = useLocation();
  return () => {
    const fromList = (history.state as { lyFromList?: boolean } | null)?.lyFromList === true;
    if (fromList) history.back();
    else navigate(product ? `/loyalty/category-details?category=${encodeURIComponent(product.category)}` : '/loyalty', { replace: true });
  };
}

function ItemDialog({ product }: { product: Product }) {
  const language = useLanguage();
  const { customerId } = useLoyaltySession();
  const close = useClose(product);
  const name = textIn(product.names, product.name, language);
  // The dialog's own start focus misses when its first button is still disabled (balance loading): then the
  // dialog itself takes focus, so Tab and Escape work from the start. Runs after the dialog's effect.
  useEffect(() => {
    if (!document.activeElement?.closest('[role="dialog"]')) document.querySelector<HTMLElement>('[role="dialog"]')?.focus();
  }, []);
  return (
    <ModalDialog titleId="item-title" title={name} onClose={close}>
      <div className="stack loyalty-item" data-testid="loyalty-item">
        <RewardImage product={product} />
        <p>{textIn(product.description, '', language)}</p>
        <ProductFacts product={product} />
        {customerId ? (
          <RedeemPanel product={product} customerId={customerId} />
        ) : (
          <SignInPrompt here={`/loyalty/item-modal?id=${encodeURIComponent(product.id)}`} messageId="ly_sign_in_to_redeem" />
        )}
      </div>
    </ModalDialog>
  );
}

/**
 * /loyalty/item-modal?id=…: one reward as a dialog over its category's list. The URL carries the reward, so a
 * reload reopens it and Back closes it; an unknown id is the loyalty page-not-found.
 */
export default function ItemModalPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const { customerId } = useLoyaltySession();
  const query = useLoyaltyQuery('GET_LOYALTY_PRODUCTS', { query: { id: id || '-' } }, { customerId });
  const product = query.data?.[0];
  if (!id || (query.data && !product)) return <NotFoundPage loyalty />;
  if (query.isError) {
    return (
      <ScreenMessages messages={loyaltyMessages}>
        <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
      </ScreenMessages>
    );
  }
  if (!product) {
    return (
      <ScreenMessages messages={loyaltyMessages}>
        <p role="status" className="loyalty-page">
          <span className="spinner loyalty-spinner" aria-hidden="true" />
          <span className="visually-hidden">
            <FormattedMessage id="ly_working" />
          </span>
        </p>
      </ScreenMessages>
    );
  }
  return (
    <>
      <CategoryView category={product.category} />
      <ScreenMessages messages={loyaltyMessages}>
        <ItemDialog product={product} />
      </ScreenMessages>
    </>
  );
}
