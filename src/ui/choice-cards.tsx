import './choice.css';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from './icon';
import { iconCheck } from './icons';

/**
 * A group of choices drawn as cards (issue 46): a fieldset and its legend, the cards one a row (`list`), side by
 * side and wrapping (`grid`), or as compact pills in a row (`pills`). Extra props (id, tabIndex, aria-describedby)
 * go on the fieldset, so an error summary can focus the group and the group can name its error.
 *
 * `error` (a message id, when the group is wrong): said under the cards and announced, the group then invalid and
 * described by it, under `errorId` (default: the group's id + "-error").
 */
export function ChoiceCards({ legend, children, error, errorId, layout = 'list', className, legendHidden = false, ...rest }: {
  legend: ReactNode; children: ReactNode; layout?: 'list' | 'grid' | 'pills'; className?: string; legendHidden?: boolean;
  error?: string | null | false; errorId?: string;
  id?: string; tabIndex?: number; disabled?: boolean; 'aria-describedby'?: string; 'aria-invalid'?: boolean; 'data-testid'?: string;
  /** Intent on a choice (e.g. fetching what a choice shows next: src/ui/use-chunk.ts). */
  onFocus?: () => void; onPointerDown?: () => void;
}) {
  const shownErrorId = error ? (errorId ?? `${rest.id ?? 'choice'}-error`) : undefined;
  const invalid = shownErrorId ? { 'aria-invalid': true, 'aria-describedby': shownErrorId } : {};
  return (
    <fieldset className={['choice-cards', `choice-cards-${layout}`, className ?? ''].filter(Boolean).join(' ')} {...rest} {...invalid}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      <div className="choice-cards-items">{children}</div>
      {error && (
        <p id={shownErrorId} className="field-error" role="alert">
          <FormattedMessage id={error} />
        </p>
      )}
    </fieldset>
  );
}

/** One card's own props; any other input attribute (id, name, aria-*, data-testid) goes on its native input. */
export type ChoiceCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children'> & {
  type?: 'radio' | 'checkbox';
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the choice is (its accessible name with the description). */
  label: ReactNode;
  description?: ReactNode;
  /** Drawn at the card's end, never broken (a Price or an Ltr). */
  price?: ReactNode;
  /** More on the label's line (a badge: "Default"). */
  extra?: ReactNode;
};

/**
 * A choice card: a native radio or checkbox (so the keyboard is the browser's: arrows move between radios, Space
 * ticks a checkbox, and a screen reader says "selected"/"checked"), covered by a card whose mark shows a tick when
 * chosen. The mark sits at the start and the price at the end of the reading direction, so Urdu mirrors it.
 */
export function ChoiceCard({ type = 'radio', checked, onChange, label, description, price, extra, className, ...input }: ChoiceCardProps) {
  return (
    <label className={['choice-card', `choice-card-${type}`, className ?? ''].filter(Boolean).join(' ')}>
      <input {...input} type={type} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span className="choice-card-mark" aria-hidden="true">
        <Icon paths={iconCheck} size={14} />
      </span>
      <span className="choice-card-words">
        <span className="choice-card-label">
          {label}
          {extra && <> {extra}</>}
        </span>
        {description && <span className="choice-card-description">{description}</span>}
      </span>
      {price && <span className="choice-card-price">{price}</span>}
    </label>
  );
}

/** An option of a RadioCards group. */
export interface ChoiceOption<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly price?: ReactNode;
  readonly disabled?: boolean;
}

/** A radio group of cards from a list of options: the common case of ChoiceCards. */
export function RadioCards<V extends string>({ legend, name, options, value, onChange, layout, legendHidden, ...rest }: {
  legend: ReactNode; name: string; options: ReadonlyArray<ChoiceOption<V>>; value: V | undefined; onChange: (v: V) => void;
  layout?: 'list' | 'grid' | 'pills'; legendHidden?: boolean; id?: string; tabIndex?: number; disabled?: boolean; 'aria-describedby'?: string; className?: string;
}) {
  return (
    <ChoiceCards legend={legend} layout={layout} legendHidden={legendHidden} {...rest}>
      {options.map((o) => (
        <ChoiceCard key={o.value} name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} label={o.label} description={o.description} price={o.price} disabled={o.disabled} />
      ))}
    </ChoiceCards>
  );
}
