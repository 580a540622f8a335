import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

type MessageProps = Pick<ComponentProps<typeof FormattedMessage>, 'id' | 'values'>;

/** One catalogue message as a paragraph: the `<p>` of a sentence on its own, written once for every page. */
export function MessageText({ id, values }: MessageProps) {
  return (
    <p>
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
