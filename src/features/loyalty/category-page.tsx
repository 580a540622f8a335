
import { useSearch } from 'wouter';
import { LazyNotFoundPage as NotFoundPage } from '../../shell/not-found-lazy';
import { LoyaltyFrame, LoadFailed, Skeleton, useLanguage } from './loyalty-parts';
import { textIn, useLoyaltyQuery, useLoyaltySession } from './loyalty-queries';
import { ProductCard } from './product-card';
import { MessageLink } from '../../ui/message-text';

/** The rewards of one category (the list behind an open reward too). */
export function CategoryView({ category }: { category: string }) {
  const language = useLanguage();
  const { customerId } = useLoyaltySession();
  const categories = useLoyaltyQuery('GET_LOYALTY_CATEGORIES');
  const products = useLoyaltyQuery('GET_LOYALTY_PRODUCTS', { query: { category } }, { customerId });
  const found = categories.data?.find((c) => c.id === category);
  if (categories.data && !found) return <NotFoundPage loyalty />;
  const title = found ? textIn(found.name, found.id, language) : <span className="skeleton loyalty-skeleton-title" aria-hidden="true" />;
  return (
    <LoyaltyFrame title={title} busy={products.isPending}>
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
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      )}
    </LoyaltyFrame>
  );
}

/** /loyalty/category-details?category=…: an unknown or missing category is the loyalty page-not-found. */
export default function CategoryPage() {
  const category = new URLSearchParams(useSearch()).get('category');
  if (!category) return <NotFoundPage loyalty />;
  return <CategoryView category={category} />;
}
