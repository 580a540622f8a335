import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A page's frame: a section named by its h1 (focusable, so arrival can move focus there), then the content.
 * `className` is the area's layout class (account, manage, ...).
 */
export function PageFrame({ titleId, titleValues, className, titleDomId, children }: { titleId: string; titleValues?: Record<string, string>; className: string; titleDomId?: string; children: ReactNode }) {
  const generated = useId();
  const id = titleDomId ?? generated;
  return (
    <section aria-labelledby={id} className={`${className} stack`}>
      <h1 id={id} className="page-title" tabIndex={-1}>
        <FormattedMessage id={titleId} values={titleValues} />
      </h1>
      {children}
    </section>
  );
}
