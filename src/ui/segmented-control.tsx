import './segmented.css';
import type { ReactNode } from 'react';

/**
 * A segmented control (issue 46): a few options of one short choice (eSIM or physical SIM, a product type, a phone)
 * as one row of joined segments, the chosen one filled; `wrap` for a longer list (the plan filters) as pills that wrap.
 * Native radios underneath: arrows move, the screen reader says "1 of 3, selected". `disabled` (while what it filters
 * loads) disables the whole group. Its own module, with no other import, because the landing's first chunk carries it.
 */
export function SegmentedControl<V extends string>({ legend, name, options, value, onChange, legendHidden = false, wrap = false, disabled, className }: {
  legend: ReactNode; name: string; options: ReadonlyArray<{ readonly value: V; readonly label: ReactNode }>; value: V; onChange?: (v: V) => void;
  legendHidden?: boolean; wrap?: boolean; disabled?: boolean; className?: string;
}) {
  return (
    <fieldset className={`segmented${wrap ? ' segmented-wrap' : ''}${className ? ` ${className}` : ''}`} disabled={disabled}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      <div className="segmented-items">
        {options.map((o) => (
          <label key={o.value} className="segmented-item">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange?.(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
