import '../../landing/catalog.css';
import { FormattedMessage } from 'react-intl';

/** Back and Next of a step; Next says why it is disabled through aria-describedby. */
export function StepActions({ onBack, onNext, canNext, blockedId, backDisabled }: { onBack?: () => void; onNext: () => void; canNext: boolean; blockedId?: string; backDisabled?: boolean }) {
  return (
    <div className="journey-actions">
      {onBack && (
        <button type="button" onClick={onBack} disabled={backDisabled}>
          <FormattedMessage id="journey_back" />
        </button>
      )}
      <button type="button" onClick={() => canNext && onNext()} aria-disabled={!canNext} {...(blockedId && !canNext ? { 'aria-describedby': blockedId } : {})}>
        <FormattedMessage id="journey_next" />
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
