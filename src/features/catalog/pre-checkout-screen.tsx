import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { ScreenProps } from '../../../renderer';
import { useLandingCall } from '../../landing/use-landing-call';
import { withMessages } from '../../i18n/screen-messages';
import { catalogMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import { isProductType, landingChoiceFrom, promoCodeFrom, type ProductType } from './journey-data';
import { PLAN_FILTERS, choosePlan, filterIdOf, filterPlans, isComingSoon, type Plan } from './plan-list';
import type { PriceFormat } from '../../i18n/format';
import { useFormatSettings } from '../../i18n/format-context';
import { PlanComingSoon } from './coming-soon';
import { LoadProblem } from '../../ui/feedback';
import { Banners } from './banners';
import { LandingFilters, LandingIntro, PlanCardSkeleton, PlanSkeletons, useRevealed } from '../../landing/landing-frame';
import { PlanCard } from './plan-card';
import { MessageText } from '../../ui/message-text';

/**
 * The cards of the shown plans: one in each task, placeholders holding the places
 * of the rest. Only the list re-renders as cards are revealed, and a card already shown is not drawn again, so
 * each task stays short (Total Blocking Time, issue 14).
 */
const PlanList = memo(function PlanList({ shown, listKey, chosenId, format, onChoose }: { shown: Plan[]; listKey: string; chosenId: string | undefined; format: PriceFormat; onChoose: (plan: Plan) => void }) {
  const revealed = useRevealed(shown.length, listKey);
  return (
    <ul className="plan-list">
      {shown.slice(0, revealed).map((plan) => (
        <PlanCard key={plan.id} plan={plan} chosen={plan.id === chosenId} format={format} onChoose={onChoose} />
      ))}
      {shown.slice(revealed).map((plan) => (
        <PlanCardSkeleton key={plan.id} />
      ))}
    </ul>
  );
});

function PreCheckout({ snapshot, send }: ScreenProps) {
  const data = journeyData('onboarding', snapshot);
  // The start-up's global config (the landing route loads no query cache; see use-landing-call).
  const format = useFormatSettings();
  const [productType, setProductType] = useState<ProductType>(isProductType(data.productType) ? data.productType : 'prepaid');
  // A banner's link may choose ahead: a plan filter, an eSIM or bringing a number (issue 30).
  const [ahead] = useState(() => landingChoiceFrom(window.location.search, PLAN_FILTERS.map((f) => f.id)));
  const [filter, setFilter] = useState(filterIdOf(ahead.planFilter ?? data.planFilter));
  const plans = useLandingCall('GET_PRODUCT_VARIANTS', { query: { productType } });

  // SPEC §7 promo_code: applied from the landing URL and kept in the journey data for the order.
  const [promo] = useState(() => promoCodeFrom(window.location.search));
  useEffect(() => {
    if (promo && promo !== data.promoCode) send({ type: 'UPDATE', data: { promoCode: promo } });
  }, [promo, data.promoCode, send]);
  useEffect(() => {
    if (Object.keys(ahead).length) send({ type: 'UPDATE', data: ahead });
  }, [ahead, send]);

  const pickType = useCallback(
    (id: string) => {
      if (!isProductType(id)) return;
      setProductType(id);
      send({ type: 'UPDATE', data: { productType: id } });
    },
    [send, setProductType],
  );
  const pickFilter = useCallback(
    (id: string) => {
      setFilter(id);
      send({ type: 'UPDATE', data: { planFilter: id } });
    },
    [send, setFilter],
  );
  const choose = useCallback((plan: Plan) => send({ type: 'NEXT', data: choosePlan(data, plan) }), [data, send]);
  const shown = useMemo(() => filterPlans(plans.data ?? [], productType, filter), [plans.data, productType, filter]);
  const comingSoon = !plans.isPending && !plans.isError && isComingSoon(plans.data ?? [], productType);

  return (
    <section aria-labelledby="pre-checkout-title" className="pre-checkout">
      <LandingIntro />
      {data.promoCode && (
        <MessageText id="promo_applied" values={{ code: <bdi dir="ltr">{data.promoCode}</bdi> }} role="status" className="alert alert-success" />
      )}
      <Banners />
      <LandingFilters productType={productType} filter={filter} onProductType={pickType} onFilter={pickFilter} showFilter={!comingSoon} />
      {plans.isPending ? (
        <PlanSkeletons />
      ) : plans.isError ? (
        <LoadProblem onRetry={() => void plans.refetch()} />
      ) : comingSoon ? (
        <PlanComingSoon productType={productType} />
      ) : shown.length === 0 ? (
        <MessageText id="plans_none_in_filter" role="status" className="alert alert-info" />
      ) : (
        <PlanList shown={shown} listKey={`${productType}:${filter}:${shown.map((p) => p.id).join(',')}`} chosenId={data.planId} format={format} onChoose={choose} />
      )}
    </section>
  );
}

/** The onboarding step 'preCheckout' (/web/pre-checkout): plans by product type and filter, on the landing route. */
const PreCheckoutScreen = withMessages(catalogMessages, PreCheckout);
export default PreCheckoutScreen;
