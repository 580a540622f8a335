import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A labelled text field with its hint and error tied to it (aria-describedby), errors announced. */
export function AuthField(props: {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  prefix?: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { id, error, hint, prefix } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={props.labelId} />
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="auth-hint">
          {hint}
        </p>
      ) : null}
      <div className="auth-input-row" dir={prefix ? 'ltr' : undefined}>
        {prefix ? (
          <span className="auth-prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          value={props.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
          {...props.input}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="auth-error" role="alert">
          <FormattedMessage id={error} />
        </p>
      ) : null}
    </div>
  );
}
