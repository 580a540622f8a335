import './landing.css';
// The landing screen's chunks would each add their stylesheet to the page when they load, and each added sheet
// restyles the whole page in a task of its own (issue 14): these two small sheets (1.3 KB: the catalogue's plan
// cards, and the FAQ block's, which the shell's FAQ block wears too) come with the entry's.
import './catalog.css';
import './faq.css';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PLAN_FILTERS, PRODUCT_TYPES } from './plan-choices';
import { SegmentedControl } from '../ui/segmented-control';

/** The landing route (SPEC §2): its frame paints from the first chunk, before bootstrap and the catalog chunk. */
export const LANDING_PATH = '/web/pre-checkout';

export function isLandingPath(path: string): boolean {
  return path.split('?')[0]?.replace(/\/+$/, '') === LANDING_PATH;
}

/** How many plan placeholders hold the list's place while plans load (the catalogue offers six per type). */
export const PLAN_SKELETONS = 6;

/** The heading and intro of the landing route. */
export const LandingIntro = memo(function LandingIntro() {
  const intl = useIntl();
  return (
    <div className="landing-intro">
      <h1 id="pre-checkout-title" className="page-title" tabIndex={-1}>
        {intl.formatMessage({ id: 'step_title_preCheckout' })}
      </h1>
      <p className="lead">{intl.formatMessage({ id: 'landing_intro' })}</p>
    </div>
  );
});

/** The plan filters (SPEC §1) as the design system's wrapping segmented pills: the landing's and the plan switch's. */
export function PlanFilterChoices({ name, value, onChange, disabled }: { name: string; value: string; onChange?: (id: string) => void; disabled?: boolean }) {
  const intl = useIntl();
  return (
    <SegmentedControl
      legend={intl.formatMessage({ id: 'plan_filter_label' })}
      name={name}
      wrap
      options={PLAN_FILTERS.map((f) => ({ value: f.id, label: intl.formatMessage({ id: f.messageId }) }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

/** The two filter groups; disabled (and saying why) until plans are there. */
export const LandingFilters = memo(function LandingFilters({ productType, filter, onProductType, onFilter, loading, showFilter = true }: { productType: string; filter: string; onProductType?: (id: string) => void; onFilter?: (id: string) => void; loading?: boolean; showFilter?: boolean }) {
  const intl = useIntl();
  return (
    <div className="landing-filters">
      <SegmentedControl
        legend={intl.formatMessage({ id: 'product_type_label' })}
        name="product-type"
        options={PRODUCT_TYPES.map((t) => ({ value: t, label: intl.formatMessage({ id: t }) }))}
        value={productType}
        onChange={onProductType}
        disabled={loading}
      />
      {showFilter && <PlanFilterChoices name="plan-filter" value={filter} onChange={onFilter} disabled={loading} />}
    </div>
  );
});

/** Placeholders as tall as plan cards, so the list does not push the page when plans arrive. */
export const PlanSkeletons = memo(function PlanSkeletons({ count = PLAN_SKELETONS }: { count?: number }) {
  const intl = useIntl();
  return (
    <div className="plan-region" aria-busy="true">
      <p role="status" className="visually-hidden">
        {intl.formatMessage({ id: 'plans_loading' })}
      </p>
      <ul className="plan-list" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <PlanCardSkeleton key={i} />
        ))}
      </ul>
    </div>
  );
});

/** One plan card's placeholder, as tall as a card. */
export const PlanCardSkeleton = memo(function PlanCardSkeleton() {
  return (
    <li className="plan-card plan-card-skeleton" aria-hidden="true">
      <span className="skeleton skeleton-title" />
      <span className="skeleton skeleton-price" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-grid" />
      <span className="skeleton skeleton-button" />
    </li>
  );
});

/**
 * How many of `total` items to render now: `first` at once, then `step` more in each following task, so a list of
 * cards is drawn in short tasks rather than one long one that blocks a tap (Total Blocking Time, issue 14). A new
 * `list` (another filter) starts again from `first`.
 */
export function useRevealed(total: number, list: string, first = 1, step = 1): number {
  const [state, setState] = useState({ list, count: first });
  const count = state.list === list ? state.count : first;
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => setState({ list, count: count + step }), 0);
    return () => clearTimeout(timer);
  }, [list, count, total, step]);
  return Math.min(count, total);
}

/** The banner row keeps its height whether banners are loading, shown or absent. */
export function BannerRow({ children, labelled = true }: { children?: ReactNode; labelled?: boolean }) {
  const intl = useIntl();
  return labelled && children ? (
    <nav aria-labelledby="banners-label" className="banners">
      <h2 id="banners-label" className="visually-hidden">
        {intl.formatMessage({ id: 'banners_label' })}
      </h2>
      {children}
    </nav>
  ) : (
    <div className="banners" aria-hidden="true">
      <div className="banner-list">
        {[0, 1, 2].map((i) => (
          <span key={i} className="banner-card skeleton" />
        ))}
      </div>
    </div>
  );
}

/** What the landing route shows until its screen and plans are there: the same frame with placeholders. */
export const LandingSkeleton = memo(function LandingSkeleton() {
  return (
    <section aria-labelledby="pre-checkout-title" className="pre-checkout">
      <LandingIntro />
      <BannerRow labelled={false} />
      <LandingFilters productType="prepaid" filter="all" loading />
      <PlanSkeletons />
    </section>
  );
});
