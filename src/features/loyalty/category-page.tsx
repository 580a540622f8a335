import { memo, useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { LazyNotFoundPage as NotFoundPage } from '../../shell/not-found-lazy';
import { ScreenMessages } from '../../i18n/screen-messages';
import { queryKeys } from '../../api/queries';
import { useJourneyActorsLoader, withJourneyActors } from '../../journey/journey-actors';
import { afterNextPaint } from '../../landing/yield-to-main';
import { chunk, useChunk } from '../../ui/use-chunk';
import { Spinner } from '../../ui/spinner';
import { LoyaltyFrame, LoadFailed, Skeleton, useLanguage } from './loyalty-parts';
import { textIn, useLoyaltyQuery, useLoyaltySession, type Product } from './loyalty-queries';
import { loyaltyMessages } from './messages';
import { loyaltyLeadMessages } from './lead-messages';
import { ProductCard } from './product-card';
import { MessageLink } from '../../ui/message-text';

/** The route of one open reward: the same page as its list, with the reward's dialog over it. */
export const ITEM_PATH = '/loyalty/item-modal';

/**
 * The rewards of one category (the list behind an open reward too: not drawn again when the reward opens or closes).
 * `category` undefined: a reward opened by its address, whose category comes with it; the list's placeholders until then.
 */
const CategoryView = memo(function CategoryView({ category, onReach }: { category: string | undefined; onReach: (product: Product) => void }) {
  const language = useLanguage();
  const { customerId } = useLoyaltySession();
  const categories = useLoyaltyQuery('GET_LOYALTY_CATEGORIES');
  const products = useLoyaltyQuery('GET_LOYALTY_PRODUCTS', { query: { category: category ?? '' } }, { customerId, enabled: category !== undefined });
  const found = categories.data?.find((c) => c.id === category);
  if (category !== undefined && categories.data && !found) return <NotFoundPage loyalty />;
  const title = found ? textIn(found.name, found.id, language) : <span className="skeleton loyalty-skeleton-title" aria-hidden="true" />;
  return (
    <LoyaltyFrame title={title} leadId="ly_category_lead" leadMessages={loyaltyLeadMessages} busy={products.isPending}>
      <p>
        <MessageLink href="/loyalty" id="ly_back_to_rewards" />
      </p>
      {products.isError || categories.isError ? (
        <LoadFailed onRetry={() => void Promise.all([products.refetch(), categories.refetch()])} />
      ) : !products.data ? (
        <Skeleton size="card" count={3} />
      ) : (
        <ul className="stack loyalty-products">
          {products.data.map((p) => (
            <ProductCard key={p.id} product={p} onReach={onReach} />
          ))}
        </ul>
      )}
    </LoyaltyFrame>
  );
});

/**
 * /loyalty/category-details?category=… and /loyalty/item-modal?id=… (one reward as a dialog over its category's
 * list): one page, so opening a reward and closing it (Back, Escape) keep the list as it is and only add or take
 * away the dialog (issue 47: the list was drawn anew each time, behind a placeholder, at 4x CPU the slowest tap
 * of the loyalty pages). The dialog's code (the redeem machine and its actors) is a chunk of its own, fetched when
 * the customer reaches for a reward (focus, press) and by a visit of the dialog's address; a reward
 * reached for from the list is drawn from the list's own answer. The URL carries the reward, so a reload reopens it
 * and Back closes it; an unknown or missing category or reward is the loyalty page-not-found.
 */
export default function CategoryPage({ path }: { path: string }) {
  const search = new URLSearchParams(useSearch());
  const item = path === ITEM_PATH ? (search.get('id') ?? '') : undefined;
  const { customerId } = useLoyaltySession();
  const client = useQueryClient();
  const loadActors = useJourneyActorsLoader();
  const [dialog] = useState(() => chunk(withJourneyActors(() => import('./item-modal-page'), loadActors)));
  const ItemDialog = useChunk(dialog, item !== undefined)?.default;
  const query = useLoyaltyQuery('GET_LOYALTY_PRODUCTS', { query: { id: item || '-' } }, { customerId, enabled: item !== undefined });
  // Reaching for a reward: its own read answered from the list's, and the dialog's code fetched after this paint
  // (never in the event's task, which its preload links would lengthen).
  const onReach = useCallback(
    (product: Product) => {
      const key = queryKeys.loyaltyRead('GET_LOYALTY_PRODUCTS', customerId, { query: { id: product.id } });
      if (client.getQueryData(key) === undefined) client.setQueryData(key, [product]);
      if (!dialog.loaded()) void afterNextPaint().then(() => dialog.start()).catch(() => undefined);
    },
    [client, customerId, dialog],
  );
  const product = item !== undefined ? query.data?.[0] : undefined;
  const category = item === undefined ? search.get('category') : product?.category;
  if (item !== undefined) {
    if (!item || (query.data && !product)) return <NotFoundPage loyalty />;
    if (query.isError) {
      return (
        <ScreenMessages messages={loyaltyMessages}>
          <LoadFailed onRetry={() => void query.refetch()} error={query.error} />
        </ScreenMessages>
      );
    }
  }
  if (item === undefined && !category) return <NotFoundPage loyalty />;
  // A reward opened by its address: its category's list (placeholders until the reward's answer names it) under the
  // dialog's backdrop, drawn at once and sent as the address's first screen (PARAM_FRAMES), so the list's lead is
  // painted first and stays the largest text (issue 47: a spinner alone, then the reward's picture at 3.2 s).
  return (
    <>
      <CategoryView category={category ?? undefined} onReach={onReach} />
      {item !== undefined &&
        (product && ItemDialog ? (
          <ItemDialog product={product} />
        ) : (
          // The reward or the dialog's code on its way: its backdrop at once, so the tap shows.
          <div className="loyalty-opening">
            <Spinner />
          </div>
        ))}
    </>
  );
}
