import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

type MessageProps = Pick<ComponentProps<typeof FormattedMessage>, 'id' | 'values'>;

/** One catalogue message as a paragraph: the `<p>` of a sentence on its own, written once for every page. */
export function MessageText({ id, values, role, className, 'data-testid': testId }: MessageProps & { role?: string; className?: string; 'data-testid'?: string }) {
  return (
    <p role={role} className={className} data-testid={testId}>
      <FormattedMessage id={id} values={values} />
    </p>
  );
}

/** A link inside the app (the router's, no reload) whose words are one catalogue message. */
export function MessageLink({ href, id, values }: MessageProps & { href: string }) {
  return (
    <Link href={href}>
      <FormattedMessage id={id} values={values} />
    </Link>
  );
}

/** One fact of a facts list (`<dl>`): its label, a catalogue message, and its value. */
export function Fact({ labelId, children, ddClassName }: { labelId: string; children: ReactNode; ddClassName?: string }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd className={ddClassName}>{children}</dd>
    </>
  );
}
