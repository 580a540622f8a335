import { useEffect, useId, useRef } from 'react';
import { useText } from '../widgets/use-text';

/** One entry of the summary: the field's control id, its label and its error text. */
export interface ErrorSummaryItem {
  readonly id: string;
  readonly label: string;
  readonly message: string;
}

/** Props of the error summary; a new `focusKey` (the Next-attempt count) moves focus to it. */
export interface ErrorSummaryProps {
  readonly items: readonly ErrorSummaryItem[];
  readonly focusKey: number;
}

/** Lists every error after a failed Next, takes focus, and links each entry to its field. */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const text = useText();
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  if (items.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="error-summary alert alert-danger" role="group" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.message('error_summary_title')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(item.id)?.focus();
              }}
            >
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
