import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** The one button hierarchy (issue 46): primary (the page's one forward action), secondary, ghost, danger. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/**
 * A button of the hierarchy. `disabledReason` makes it unavailable the accessible way: aria-disabled (still
 * focusable, so the reason is found), a press does nothing, and the reason is shown under it and tied to it by
 * aria-describedby; `reasonId` names that line (unique on the page).
 */
export function Button({ variant = 'primary', disabledReason, reasonId, className, onClick, children, type = 'button', ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: ButtonVariant; disabledReason?: ReactNode; reasonId?: string; type?: 'button' | 'submit' | 'reset'; children: ReactNode;
}) {
  const cls = [variant === 'primary' ? '' : variant, className ?? ''].filter(Boolean).join(' ') || undefined;
  if (!disabledReason) {
    return (
      <button type={type} className={cls} onClick={onClick} {...rest}>
        {children}
      </button>
    );
  }
  const id = reasonId ?? 'button-reason';
  return (
    <span className="button-with-reason">
      <button type={type} className={cls} aria-disabled="true" aria-describedby={id} onClick={(e) => e.preventDefault()} {...rest}>
        {children}
      </button>
      <span id={id} className="hint button-reason">
        {disabledReason}
      </span>
    </span>
  );
}

/** A badge's meaning, one colour each (tokens: brand, success, warning, danger, info, neutral). */
export type BadgeTone = 'brand' | 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'accent';

/** A short state word in a pill ("Active", "Waiting for activation"); it wraps inside its column rather than run into the next. */
export function Badge({ tone = 'brand', children, className, ...rest }: { tone?: BadgeTone; children: ReactNode; className?: string; 'data-status'?: string }) {
  return (
    <span className={['badge', tone === 'brand' ? '' : `badge-${tone}`, className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}
