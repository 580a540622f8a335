import { createElement, Fragment, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/**
 * A message with element values (a number in <bdi>, a link) as one node, as FormattedMessage draws it, without a
 * component per text: in the landing's frame and cards that component was a third of each render (issue 14).
 */
export function richText(intl: IntlShape, id: string, values: Record<string, ReactNode>): ReactNode {
  const parts = intl.formatMessage({ id }, values);
  // An array of parts has no keys: spread into one fragment, as FormattedMessage does.
  return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : parts;
}
