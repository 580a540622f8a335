import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { IntlShape, MessageFormatElement } from 'react-intl';
import { ARG, LITERAL } from './literal-messages';

function isSimple(message: unknown): message is { type: number; value: string }[] {
  return Array.isArray(message) && (message as MessageFormatElement[]).every((el) => el.type === LITERAL || el.type === ARG);
}

/**
 * A message as FormattedMessage draws it, without a component per text (in the landing's frame and cards that
 * component was a third of each render, issue 14). A text of literals and simple arguments (withLiterals) is put
 * together here: react-intl merges its formats and serialises them as a cache key at every call with values, and
 * the landing's cards made dozens of such calls. Anything else, or a value missing, goes to intl.formatMessage.
 */
export function formatText(intl: IntlShape, id: string, values?: Record<string, ReactNode>): ReactNode {
  const message = intl.messages[id];
  if (isSimple(message)) {
    const parts: ReactNode[] = [];
    let simple = true;
    for (const el of message) {
      if (el.type === LITERAL) parts.push(el.value);
      else {
        const value = values?.[el.value];
        if (value === undefined) simple = false;
        // As ICU MessageFormat does: a string or number as its text, an element as it is, anything else as nothing.
        else parts.push(typeof value === 'string' || typeof value === 'number' ? String(value) : isValidElement(value) ? value : '');
      }
    }
    if (simple) return parts.every((p) => typeof p === 'string') ? parts.join('') : createElement(Fragment, null, ...parts);
  }
  const formatted = intl.formatMessage({ id }, values);
  // An array of parts has no keys: spread into one fragment, as FormattedMessage does.
  return Array.isArray(formatted) ? createElement(Fragment, null, ...(formatted as ReactNode[])) : formatted;
}
