import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A line under a box: its id (for aria-describedby), its words, whether a change is read out, whether the box names it now. */
export interface FieldHint {
  readonly id: string;
  readonly text: ReactNode;
  readonly live?: boolean;
  readonly describes?: boolean;
}

/**
 * One labelled text box of a hand-written form (the card, the SIM's ICC id): its hints and its error (message id
 * and values) are named by the box's aria-describedby, and the box is marked invalid while it has an error, whose
 * id is `<id>-error`. `announce` reads the error out when it appears (a form without an error summary of its own).
 */
export function TextField({
  id,
  label,
  hints = [],
  error,
  errorValues,
  announce = false,
  ...input
}: {
  readonly id: string;
  readonly label: ReactNode;
  readonly hints?: readonly FieldHint[];
  readonly error?: string | null;
  readonly errorValues?: Record<string, ReactNode>;
  readonly announce?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  const errorId = `${id}-error`;
  const described = [...hints.filter((h) => h.describes !== false).map((h) => h.id), ...(error ? [errorId] : [])].join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={Boolean(error)} {...(described ? { 'aria-describedby': described } : {})} />
      {hints.map((h) => (
        <p key={h.id} id={h.id} className="hint" {...(h.live ? { 'aria-live': 'polite' as const } : {})}>
          {h.text}
        </p>
      ))}
      {error && (
        <p id={errorId} className="field-error" {...(announce ? { role: 'alert' } : {})}>
          <FormattedMessage id={error} values={errorValues} />
        </p>
      )}
    </div>
  );
}
