import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { StepRole } from '../../../engine';
import type { OnboardingData } from './checkout-data';
import { reviewSections, type ReviewFact } from './review-sections';
import { useReviewLookup } from './checkout-queries';
import { Fact } from '../../ui/message-text';

/** A slot or pickup point named from the gateway; a placeholder of the same line height while it loads. */
function LookedUp({ lookup }: { lookup: NonNullable<ReviewFact['lookup']> }) {
  const { slot, pickup } = useReviewLookup(lookup);
  if (lookup.kind === 'slot' && slot.data) {
    return (
      <>
        <FormattedDate value={Date.parse(`${slot.data.date}T00:00:00Z`)} timeZone="UTC" weekday="long" day="numeric" month="long" />,{' '}
        <bdi dir="ltr">
          {slot.data.from}–{slot.data.to}
        </bdi>
      </>
    );
  }
  if (lookup.kind === 'pickup' && pickup.data) {
    const line = typeof (pickup.data.address as { addressLine1?: unknown } | undefined)?.addressLine1 === 'string' ? (pickup.data.address as { addressLine1: string }).addressLine1 : '';
    return <>{[pickup.data.name, line, pickup.data.city].filter(Boolean).join(', ')}</>;
  }
  if (slot.isError || pickup.isError) return <FormattedMessage id="review_unknown" />;
  return <span className="skeleton" style={{ display: 'inline-block', inlineSize: '10em', blockSize: '1em' }} aria-hidden="true" />;
}

/** What an edit link does, for a step found by role: go there, or null when the customer has no such step to go back to. */
export type EditLink = (role: StepRole) => (() => void) | null;

/**
 * The order summary's "check your order" part (issue 16): number and SIM, delivery with address and slot or
 * pickup point, and who the order is for, each with an edit link back to its step where the running journey has that step on the customer's way.
 */
export function OrderReview({ data, editLink }: { data: OnboardingData; editLink: EditLink }) {
  const intl = useIntl();
  return (
    <div className="order-review stack">
      {reviewSections(data).map((section) => {
        const heading = intl.formatMessage({ id: section.headingId });
        const edit = editLink(section.edit);
        return (
          <section key={section.key} className="card order-review__section" aria-labelledby={`review-${section.key}`}>
            <div className="order-review__head">
              <h2 id={`review-${section.key}`}>{heading}</h2>
              {edit && (
                <button type="button" className="link-button" onClick={edit}>
                  <FormattedMessage id={`change_review_${section.key}`} />
                </button>
              )}
            </div>
            <dl>
              {section.facts.map((fact) => (
                <div key={fact.termId}>
                  <Fact labelId={fact.termId}>
                    {fact.lookup ? (
                      <LookedUp lookup={fact.lookup} />
                    ) : fact.textId ? (
                      <FormattedMessage id={fact.textId} />
                    ) : (
                      <bdi dir={fact.ltr ? 'ltr' : undefined}>{fact.text}</bdi>
                    )}
                  </Fact>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
