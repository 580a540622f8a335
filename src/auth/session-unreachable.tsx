import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The signed-in customer's account could not be read (no connection, a server failure): the session is kept, not
 * ended, and the customer tries again when they choose. The heading takes focus so a screen reader reads it first.
 */
export function SessionUnreachable({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="session-unreachable-title" className="stack" data-testid="session-unreachable">
      <h1 id="session-unreachable-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="session_unreachable_title" />
      </h1>
      <div role="alert" className="alert alert-danger">
        <p>
          <FormattedMessage id="session_unreachable_message" />
        </p>
      </div>
      <div className="actions">
        <button type="button" className="button" onClick={onRetry}>
          <FormattedMessage id="session_unreachable_retry" />
        </button>
      </div>
    </section>
  );
}
