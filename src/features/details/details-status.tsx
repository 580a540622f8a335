import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageText } from '../../ui/message-text';
import type { DetailsSource } from './details-calls';
import type { Loaded } from './use-loaded';

/** A message id with values, shown as the outcome of a failed or refused Next. */
export interface DetailsProblem {
  readonly id: string;
  readonly values?: Record<string, string | number>;
  /** True when trying again can help (a gateway failure). */
  readonly retry: boolean;
}

/**
 * The announced line under a form: "checking…" while busy, else the last problem with, for a gateway
 * failure, a Try again button that repeats the same Next.
 */
export function DetailsStatus({ busy, problem, onRetry }: { busy: boolean; problem: DetailsProblem | null; onRetry: () => void }) {
  return (
    <>
      <p role="status" className="details__status">
        {busy ? <FormattedMessage id="details_checking" /> : null}
      </p>
      <div role="alert" className="details__problem">
        {problem && !busy ? (
          <>
            <p>
              <FormattedMessage id={problem.id} values={problem.values} />
            </p>
            {problem.retry && (
              <button type="button" onClick={onRetry}>
                <FormattedMessage id="details_retry" />
              </button>
            )}
          </>
        ) : null}
      </div>
    </>
  );
}

/** Loading and load-failure states of a details screen (the form keeps its draft in the journey meanwhile). */
export function DetailsLoading({ failed, onRetry, onBack }: { failed: boolean; onRetry: () => void; onBack: () => void }) {
  if (!failed) {
    return (
      <MessageText id="details_loading" role="status" className="loading-note" />
    );
  }
  return (
    <div role="alert">
      <MessageText id="details_load_failed" />
      <div className="journey-actions">
        <button type="button" className="secondary" onClick={onBack}>
          <FormattedMessage id="journey_back" />
        </button>
        <button type="button" onClick={onRetry}>
          <FormattedMessage id="details_retry" />
        </button>
      </div>
    </div>
  );
}

/**
 * The frame of a details page (personal, address): its heading, then its form once the reads are in and the journey
 * host has given the source, else the loading note or the failure with Back and Retry.
 */
export function LoadedDetailsPage<T>({ titleId, loaded, source, onRetry, onBack, children }: { titleId: string; loaded: Loaded<T>; source: DetailsSource | undefined; onRetry: () => void; onBack: () => void; children: (value: T, source: DetailsSource) => ReactNode }) {
  return (
    <section className="details" aria-labelledby="details-title">
      <h1 id="details-title" tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      {loaded.status === 'ready' && source ? children(loaded.value, source) : <DetailsLoading failed={!source || loaded.status === 'failed'} onRetry={onRetry} onBack={onBack} />}
    </section>
  );
}
