import './form-page.css';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from './icon';
import { iconCheck, iconNotice, iconWarning, type IconPaths } from './icons';
import { MessageText } from './message-text';

/** Message values: text, numbers, or a node such as a formatted time. */
type Values = Record<string, ReactNode>;

/** A polite loading note (the shell spinner is for whole pages). */
export function Loading({ id = 'loading' }: { id?: string }) {
  return (
    <MessageText id={id} role="status" className="loading-note" />
  );
}

/**
 * A failure (a load or a send), announced, with a retry when one is given; what the customer entered stays.
 * The one 'could not load' block of every screen.
 */
export function LoadProblem({ onRetry, messageId = 'load_failed', retryId = 'retry', values }: { onRetry?: () => void; messageId?: string; retryId?: string; values?: Values }) {
  return (
    <div role="alert" className="alert alert-danger">
      <p>
        <FormattedMessage id={messageId} values={values} />
      </p>
      {onRetry && (
        <button type="button" className="secondary" onClick={onRetry}>
          <FormattedMessage id={retryId} />
        </button>
      )}
    </div>
  );
}

/** A failure with its message named first (the same block as LoadProblem). */
export function Problem({ messageId, values, onRetry }: { messageId: string; values?: Values; onRetry?: () => void }) {
  return <LoadProblem messageId={messageId} values={values} onRetry={onRetry} />;
}

/** A one-line result or notice, announced politely (success, info) or assertively (danger). */
export function Notice({ kind, messageId, values }: { kind: 'success' | 'danger' | 'info'; messageId: string; values?: Values }) {
  return (
    <div role={kind === 'danger' ? 'alert' : 'status'} className={`alert alert-${kind}`}>
      <FormattedMessage id={messageId} values={values} />
    </div>
  );
}

/**
 * Placeholder blocks the size of what is loading, announced as loading. Sized by `height`, or by
 * `blockClassName` (a class of the area's stylesheet) when given.
 */
export function Skeleton({ blocks = 2, height = '4.5rem', blockClassName }: { blocks?: number; height?: string; blockClassName?: string }) {
  return (
    <div role="status" aria-busy="true" className="stack">
      <span className="visually-hidden">
        <FormattedMessage id="loading" />
      </span>
      {Array.from({ length: blocks }, (_, i) =>
        blockClassName ? (
          <div key={i} className={`skeleton ${blockClassName}`} aria-hidden="true" />
        ) : (
          <div key={i} className="skeleton" style={{ blockSize: height }} aria-hidden="true" />
        ),
      )}
    </div>
  );
}

/** The error text of one field, referenced by the field's aria-describedby. */
export function FieldError({ id, messageId, values }: { id: string; messageId?: string; values?: Values }) {
  if (!messageId) return null;
  return (
    <p id={id} className="field-error">
      <FormattedMessage id={messageId} values={values} />
    </p>
  );
}

/** The mark a result opens with: a tick for done, an exclamation for a failure, an "i" for news. */
const RESULT_MARKS: Record<'success' | 'danger' | 'info', IconPaths> = { success: iconCheck, danger: iconWarning, info: iconNotice };

/**
 * A finished request or a result to read: announced (politely for success, assertively for danger), its mark in
 * the brand's round badge, its title, what it means, then any links or actions.
 */
export function ResultPanel({ kind = 'success', testId, titleId, bodyId, values, dataReason, children }: { kind?: 'success' | 'danger' | 'info'; testId?: string; titleId: string; bodyId: string; values?: ComponentProps<typeof FormattedMessage>['values']; dataReason?: string; children?: ReactNode }) {
  return (
    <div role={kind === 'danger' ? 'alert' : 'status'} className={`alert alert-${kind} result-panel stack`} data-testid={testId} data-reason={dataReason}>
      <span className="result-mark">
        <Icon paths={RESULT_MARKS[kind]} size={28} />
      </span>
      <h2>
        <FormattedMessage id={titleId} />
      </h2>
      <p>
        <FormattedMessage id={bodyId} values={values} />
      </p>
      {children}
    </div>
  );
}
