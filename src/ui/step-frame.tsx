import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

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
