import './account.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** An account page: its h1 (focused on arrival for screen readers), then the content. */
export function AccountPage({ titleId, titleValues, children }: { titleId: string; titleValues?: Record<string, string>; children: ReactNode }) {
  return (
    <section className="account stack" aria-labelledby="account-title">
      <h1 id="account-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={titleId} values={titleValues} />
      </h1>
      {children}
    </section>
  );
}

/** Placeholders that reserve the space of what is loading. */
export function Skeletons({ count, tall = false }: { count: number; tall?: boolean }) {
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="visually-hidden">
        <FormattedMessage id="loading" />
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton ${tall ? 'account-skeleton-tall' : 'account-line'}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A load that failed, announced, with Try again. */
export function LoadFailed({ onRetry, messageId = 'load_failed' }: { onRetry: () => void; messageId?: string }) {
  return (
    <div role="alert" className="alert alert-danger">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <button type="button" className="secondary" onClick={onRetry}>
        <FormattedMessage id="retry" />
      </button>
    </div>
  );
}

/** A result line announced politely (saved) or assertively (failed). */
export function Outcome({ kind, messageId, values }: { kind: 'success' | 'danger' | 'info'; messageId: string; values?: Record<string, string> }) {
  return (
    <div role={kind === 'danger' ? 'alert' : 'status'} className={`alert alert-${kind}`}>
      <FormattedMessage id={messageId} values={values} />
    </div>
  );
}

/**
 * Asks once before a destructive action (delete a card, sign out): the action is only sent on Confirm; Cancel or
 * Escape closes without sending. Focus starts on Cancel (the safe choice) and returns to the opener.
 */
export function ConfirmDialog(props: { titleId: string; messageId: string; messageValues?: Record<string, string>; confirmId: string; busy?: boolean; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="account-dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-message"
        className="card stack account-dialog"
        onKeyDown={(e) => {
          if (e.key === 'Escape') props.onCancel();
          if (e.key === 'Tab') {
            // Two buttons: Tab moves between them and never leaves the dialog.
            const buttons = Array.from(e.currentTarget.querySelectorAll('button'));
            const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
            e.preventDefault();
            buttons[(i + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length]?.focus();
          }
        }}
      >
        <h2 id="confirm-title">
          <FormattedMessage id={props.titleId} />
        </h2>
        <p id="confirm-message">
          <FormattedMessage id={props.messageId} values={props.messageValues} />
        </p>
        <div className="account-actions">
          <button type="button" className="secondary" ref={cancel} onClick={props.onCancel}>
            <FormattedMessage id="cancel" />
          </button>
          <button type="button" onClick={props.onConfirm} disabled={props.busy}>
            <FormattedMessage id={props.confirmId} />
          </button>
        </div>
      </div>
    </div>
  );
}
