import type { ReactNode } from 'react';
import { useDates } from '../../i18n/format-context';
import { FormattedMessage } from 'react-intl';
import type { Plan } from '../catalog';
import { Price } from '../catalog';
import { formatPrice, type PriceFormat } from '../../i18n/format';
import type { SwitchPreview } from './ps-data';
import { Fact } from '../../ui/message-text';

/** A plan's validity as customers read it ("30 days", or "per month" for a monthly bill). */
export function Validity({ plan }: { plan: Plan }) {
  if (plan.billing === 'monthly') return <FormattedMessage id="plan_per_month" />;
  return plan.validityDays !== undefined ? <FormattedMessage id="plan_validity" values={{ days: plan.validityDays }} /> : null;
}

/** The plan card's allowance value (one way to read an allowance everywhere). */
export { AllowanceValue } from '../catalog';

/** When the switch takes effect, in words (with the renewal date when known). */
export function WhenItStarts({ preview }: { preview: SwitchPreview }) {
  const dates = useDates();
  if (preview.takesEffect === 'NEXT_RENEWAL') {
    return preview.effectiveAt ? (
      <FormattedMessage id="ps_when_NEXT_RENEWAL" values={{ date: dates.date(preview.effectiveAt) }} />
    ) : (
      <FormattedMessage id="ps_when_NEXT_RENEWAL_nodate" />
    );
  }
  return <FormattedMessage id={`ps_when_${preview.takesEffect}`} />;
}

export function Money({ amount, format }: { amount: number; format: PriceFormat }) {
  return <Price text={formatPrice(amount, format)} />;
}

/** One row of a facts list (label and value). */
export function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="ps-fact-row">
      <Fact labelId={labelId}>{children}</Fact>
    </div>
  );
}
