import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ModalDialog } from '../auth';
import { ScreenMessages } from '../../i18n/screen-messages';
import { RewardImage, SignInPrompt, useLanguage } from './loyalty-parts';
import { textIn, useLoyaltySession, type Product } from './loyalty-queries';
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

/**
 * One reward as a dialog, with its redeem panel (journeys/loyalty-redeem.json): the code of /loyalty/item-modal that
 * the list behind it (category-page.tsx, the route's page) loads as a chunk of its own, with the journey actors, when
 * the customer reaches for a reward or opens one.
 */
export default function ItemDialog({ product }: { product: Product }) {
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
    <ScreenMessages messages={loyaltyMessages}>
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
    </ScreenMessages>
  );
}
