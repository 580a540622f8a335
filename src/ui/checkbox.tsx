import './choice.css';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Icon } from './icon';
import { iconCheck } from './icons';

/** A Checkbox's own props; any other input attribute (name, disabled, data-testid) goes on its native input. */
export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children' | 'id'> & {
  /** The input's id: its hint is `<id>-hint` and its error `<id>-error` unless named. */
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What ticking it means (its accessible name). */
  label: ReactNode;
  /** Said under it and tied to it (aria-describedby): what ticking it does, or its state. */
  hint?: ReactNode;
  hintId?: string;
  /** Said under it, announced, and tied to it while shown; the box is then invalid. */
  error?: ReactNode;
  errorId?: string;
};

/**
 * A single checkbox (issue 46): a consent, "save this card", an auto-renewal, a preference. A native checkbox (Space
 * ticks it, the screen reader says "checked") covered by the design system's mark, which shows a tick when ticked;
 * the label beside it and the hint under it in the reading direction, so Urdu mirrors it. Groups of choices with a
 * price or a description are ChoiceCards; this is the one box on its own.
 */
export function Checkbox({ id, checked, onChange, label, hint, hintId, error, errorId, className, ...input }: CheckboxProps) {
  const hintAt = hint ? (hintId ?? `${id}-hint`) : undefined;
  const errorAt = error ? (errorId ?? `${id}-error`) : undefined;
  const describedBy = [input['aria-describedby'], hintAt, errorAt].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['checkbox-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="checkbox">
        <input
          {...input}
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy}
          aria-invalid={errorAt ? true : input['aria-invalid']}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span className="checkbox-mark" aria-hidden="true">
          <Icon paths={iconCheck} size={14} />
        </span>
        <span className="checkbox-label">{label}</span>
      </label>
      {hint && (
        <p id={hintAt} className="hint checkbox-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorAt} className="field-error checkbox-hint" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
