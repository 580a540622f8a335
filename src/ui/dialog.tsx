import './dialog.css';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon';
import { iconClose } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (issue 46): role=dialog, aria-modal, labelled by its title; focus moves in on open (the first
 * field, or what carries data-autofocus, else the dialog), Tab and Shift+Tab stay inside, Escape and the close
 * button close it, and focus returns to the control that opened it. `sheet`: on a phone it rises from the bottom
 * edge (under the thumb); on a wide screen both are a centred card. `closeLabel` is the close button's name.
 */
export function Dialog({ titleId, title, onClose, closeLabel, children, sheet = false }: { titleId: string; title: ReactNode; onClose: () => void; closeLabel: string; children: ReactNode; sheet?: boolean }) {
  const dialog = useRef<HTMLDivElement>(null);
  // Before the first paint: a dialog on screen already holds focus, so a Tab or Escape pressed as soon as it shows
  // is the dialog's (an effect after paint left a moment in which Tab left it; the reward dialog's test, one run in eleven).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>('input, [data-autofocus]') ?? dialog.current;
    first?.focus();
    return () => opener?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) return e.preventDefault();
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return createPortal(
    <div className={`ui-dialog-backdrop${sheet ? ' ui-dialog-sheet' : ''}`}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="ui-dialog" onKeyDown={onKeyDown}>
        <div className="ui-dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ghost ui-dialog-close" onClick={onClose} aria-label={closeLabel}>
            <Icon paths={iconClose} size={20} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * A toast (issue 46): a short confirmation after an action ("Saved"), in a polite live region that is always on
 * the page (so its arrival is announced), at the bottom of the screen; it leaves by itself after `duration` ms or
 * by its close button. `open` is the parent's state: true for a confirmation, set false again by `onClose` (the timer's or the button's).
 */
export function Toast({ open, onClose, children, closeLabel, tone = 'success', duration = 5000 }: { open: boolean; onClose: () => void; children: ReactNode; closeLabel: string; tone?: 'success' | 'info'; duration?: number }) {
  // The latest onClose, so a parent's new function at each render does not restart the timer.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => closeRef.current(), duration);
    return () => clearTimeout(t);
  }, [open, duration]);
  return (
    <div className="ui-toast-region" role="status" aria-live="polite">
      {open && (
        <div className={`ui-toast ui-toast-${tone}`}>
          <p>{children}</p>
          <button type="button" className="ghost ui-toast-close" aria-label={closeLabel} onClick={onClose}>
            <Icon paths={iconClose} size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
