import '../../landing/catalog.css';
import { FormattedMessage } from 'react-intl';

/**
 * Back and Next of a step; Next says why it is disabled through aria-describedby. `labels`: words of the step's own
 * (a content step's, from its JSON), in place of the journey's usual Back and Next.
 */
export function StepActions({ onBack, onNext, canNext, blockedId, backDisabled, labels }: { onBack?: () => void; onNext: () => void; canNext: boolean; blockedId?: string; backDisabled?: boolean; labels?: { next?: string; back?: string } }) {
  return (
    <div className="journey-actions">
      {onBack && (
        <button type="button" className="secondary" onClick={onBack} disabled={backDisabled}>
          {labels?.back || <FormattedMessage id="journey_back" />}
        </button>
      )}
      <button type="button" onClick={() => canNext && onNext()} aria-disabled={!canNext} {...(blockedId && !canNext ? { 'aria-describedby': blockedId } : {})}>
        {labels?.next || <FormattedMessage id="journey_next" />}
      </button>
    </div>
  );
}

/** A price, always left to right (also inside Urdu text). */
export function Price({ text }: { text: string }) {
  return (
    <bdi dir="ltr" className="price">
      {text}
    </bdi>
  );
}
