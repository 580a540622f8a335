import type { MessageFormatElement } from 'react-intl';

export type Messages = Record<string, string | MessageFormatElement[]>;

/** A message with no argument, tag or quoted text: what ICU MessageFormat would print as it is. */
const PLAIN = /^[^{}<>]*$/;
/** The ICU AST element type of literal text (TYPE.literal in @formatjs/icu-messageformat-parser). */
const LITERAL = 0;

const compiled = new WeakMap<object, Messages>();

/**
 * The messages with every plain text given as a one-literal ICU AST. react-intl returns such a message as it is;
 * a plain string would be merged with the formats, serialised as a cache key and parsed on every first use, and
 * that made most of the landing route's render time (issue 14). Texts with arguments or tags stay strings.
 * The answer is the same object for the same input, so providers keep their memoised intl. react-intl's type asks
 * for all strings or all ASTs; at run time it takes either, message by message, so providers cast it.
 */
export function withLiterals(messages: Messages): Messages {
  const known = compiled.get(messages);
  if (known) return known;
  const out: Messages = {};
  for (const [id, text] of Object.entries(messages)) {
    out[id] = typeof text === 'string' && PLAIN.test(text) && !text.includes("''") ? ([{ type: LITERAL, value: text }] as MessageFormatElement[]) : text;
  }
  compiled.set(messages, out);
  compiled.set(out, out);
  return out;
}

