import { FormattedMessage, useIntl } from 'react-intl';
import { capitalise } from './plan-list';
import { verbatim } from '../../i18n/literal-messages';
import { MessageText } from '../../ui/message-text';

/** SPEC §1 'plan coming soon': an icon, a heading naming the product type (capitalised), a subheading. */
export function PlanComingSoon({ productType }: { productType: string }) {
  // The product type's own label where the language has one (Urdu has no capitals), else capitalised.
  const label = useIntl().formatMessage({ id: productType, defaultMessage: verbatim(capitalise(productType)) });
  return (
    <section className="plan-coming-soon" aria-labelledby="plan-coming-soon-heading" data-testid="plan-coming-soon">
      <svg aria-hidden="true" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <h2 id="plan-coming-soon-heading">
        <FormattedMessage id="plan_coming_soon" values={{ productType: label }} />
      </h2>
      <MessageText id="plan_coming_soon_subheading" />
    </section>
  );
}
