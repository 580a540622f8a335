import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A page's frame: a section named by its h1 (focusable, so arrival can move focus there), then the content.
 * `className` is the area's layout class (account, manage, ...). `leadId`: the paragraph under the h1 of a route
 * with a frame (src/frames/route-frames.tsx), which its frame draws too.
 */
export function PageFrame({ titleId, titleValues, leadId, className, titleDomId, children }: { titleId: string; titleValues?: Record<string, string>; leadId?: string; className: string; titleDomId?: string; children: ReactNode }) {
  const generated = useId();
  const id = titleDomId ?? generated;
  return (
    <section aria-labelledby={id} className={`${className} stack`}>
      <h1 id={id} className="page-title" tabIndex={-1}>
        <FormattedMessage id={titleId} values={titleValues} />
      </h1>
      {leadId && (
        <p className="lead">
          <FormattedMessage id={leadId} />
        </p>
      )}
      {children}
    </section>
  );
}
