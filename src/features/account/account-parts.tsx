import './account.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadProblem, Notice, Skeleton } from '../../ui/feedback';
import { PageFrame } from '../../ui/page-frame';
import { BackLink } from '../../ui/back-link';
import { ACCOUNT_HUB_PATH } from '../../shell/header-rules';

/** An account page: its h1 (focused on arrival for screen readers), then the content. */
export function AccountPage({ titleId, titleValues, leadId, wide = false, children }: { titleId: string; titleValues?: Record<string, string>; leadId?: string; wide?: boolean; children: ReactNode }) {
  // wide: the home's dashboard, two columns on a wide screen (issue 46); its route's frame has the same class.
  return (
    <PageFrame titleId={titleId} titleValues={titleValues} leadId={leadId} className={wide ? 'account account-wide' : 'account'} titleDomId="account-title">
      {children}
    </PageFrame>
  );
}

/** The way back to the Account hub (issue 46), drawn above an account page's title (ui.css .back-link order). */
export function BackToAccount() {
  return (
    <BackLink href={ACCOUNT_HUB_PATH}>
      <FormattedMessage id="nav_back_to_account" />
    </BackLink>
  );
}

/** Placeholders that reserve the space of what is loading. */
export function Skeletons({ count, tall = false }: { count: number; tall?: boolean }) {
  return <Skeleton blocks={count} blockClassName={tall ? 'account-skeleton-tall' : 'account-line'} />;
}

/** A load that failed, announced, with Try again. */
export const LoadFailed = LoadProblem;

/** A result line announced politely (saved) or assertively (failed). */
export const Outcome = Notice;

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
