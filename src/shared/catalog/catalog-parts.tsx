import '../../landing/catalog.css';
import { FormattedMessage } from 'react-intl';

/** A failed load, announced, with a retry; what the customer chose stays in the journey data. */
export function LoadProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="catalog-problem">
      <p>
        <FormattedMessage id="load_failed" />
      </p>
      <button type="button" onClick={onRetry}>
        <FormattedMessage id="retry" />
      </button>
    </div>
  );
}

/** A polite loading note (the shell spinner is for whole pages). */
export function Loading() {
  return (
    <p role="status" className="catalog-loading">
      <FormattedMessage id="loading" />
    </p>
  );
}

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
