import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageText } from './message-text';

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
        <MessageText id={leadId} className="lead" />
      )}
      {children}
    </section>
  );
}

/**
 * A journey step's frame: a section named by its h1 (focusable, where arrival moves focus), whose DOM id the step
 * keeps (tests and skip links name it), then the step's content. Unlike PageFrame it adds no layout class.
 */
export function StepFrame({ titleDomId, className, titleId, children }: { titleDomId: string; className: string; titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleDomId} className={className}>
      <h1 id={titleDomId} tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  );
}
