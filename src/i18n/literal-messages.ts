import type { MessageFormatElement } from 'react-intl';
import { joinUrduWords } from './urdu-joins';

export type Messages = Record<string, string | MessageFormatElement[]>;

/** A message with no argument, tag or quoted text: what ICU MessageFormat would print as it is. */
const PLAIN = /^[^{}<>]*$/;
/** Text with only simple arguments ("{days} days"): no plural, select, format style, tag or quoted brace. */
const SIMPLE = /^(?:[^{}<>]|\{[A-Za-z_][\w]*\})*$/;
const ARGUMENT = /\{([A-Za-z_]\w*)\}/g;
/** The ICU AST element types of literal text and of a simple argument (TYPE in @formatjs/icu-messageformat-parser). */
export const LITERAL = 0;
export const ARG = 1;

const QUOTING = /''|'[{}]/;
/** Texts already read: the same texts come again with every provider's merged messages. */
const read = new Map<string, MessageFormatElement[] | undefined>();

/** The AST of a plain or simple-argument text, or undefined for anything the ICU parser must read. */
function compileSimple(text: string): MessageFormatElement[] | undefined {
  if (read.has(text)) return read.get(text);
  // Urdu words of two or more written words stay whole on a line (urdu-joins.ts).
  const ast = readSimple(joinUrduWords(text));
  read.set(text, ast);
  return ast;
}

function readSimple(text: string): MessageFormatElement[] | undefined {
  if (QUOTING.test(text)) return undefined;
  if (PLAIN.test(text)) return [{ type: LITERAL, value: text }] as MessageFormatElement[];
  if (!SIMPLE.test(text)) return undefined;
  const out: { type: number; value: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(ARGUMENT)) {
    if (match.index > at) out.push({ type: LITERAL, value: text.slice(at, match.index) });
    out.push({ type: ARG, value: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ type: LITERAL, value: text.slice(at) });
  return out as MessageFormatElement[];
}

/**
 * Whether withLiterals reads the text itself (plain text or simple arguments). Every other bundled text is an AST
 * already in the shipped build (scripts/precompiled-messages.ts), which has no ICU parser.
 */
export const readsWithoutParser = (text: string): boolean => compileSimple(text) !== undefined;

/**
 * A text from data (a name the gateway sends, a fallback id) as a message that prints it as it is: given as a
 * defaultMessage, it is never read as ICU (the shipped build has no parser to read it with).
 */
export const verbatim = (text: string): MessageFormatElement[] => [{ type: LITERAL, value: text }] as MessageFormatElement[];

const compiled = new WeakMap<object, Messages>();

type Node = MessageFormatElement & { value?: unknown; options?: Record<string, { value: Node[] }>; children?: Node[] };
/** A precompiled message (plural, select, tag) with the Urdu words of its literal parts joined, like a text's. */
function joinedAst(ast: MessageFormatElement[]): MessageFormatElement[] {
  return (ast as Node[]).map((node) => {
    if (node.type === LITERAL && typeof node.value === 'string') return { ...node, value: joinUrduWords(node.value) };
    if (node.options) return { ...node, options: Object.fromEntries(Object.entries(node.options).map(([k, o]) => [k, { ...o, value: joinedAst(o.value) }])) };
    if (node.children) return { ...node, children: joinedAst(node.children) };
    return node;
  }) as MessageFormatElement[];
}

/**
 * The messages with every plain text given as a one-literal ICU AST, and every text whose only ICU syntax is simple
 * arguments ("© {year} Sitara Mobile") as literals and arguments. react-intl returns a one-literal message as it
 * is; a plain string would be merged with the formats, serialised as a cache key and parsed on every first use,
 * and that made most of the landing route's render time (issue 14). Running the ICU parser's code the first time
 * cost a landing render several milliseconds more, for texts this small loop reads as well. Plurals, selects,
 * formats, tags and quoting come as ASTs from the build (scripts/precompiled-messages.ts): the shipped build has no
 * ICU parser (issue 31), and so keeps these as they are.
 * The answer is the same object for the same input, so providers keep their memoised intl. react-intl's type asks
 * for all strings or all ASTs; at run time it takes either, message by message, so providers cast it.
 */
export function withLiterals(messages: Messages): Messages {
  const known = compiled.get(messages);
  if (known) return known;
  const out: Messages = {};
  for (const [id, text] of Object.entries(messages)) {
    out[id] = typeof text === 'string' ? compileSimple(text) || text : joinedAst(text);
  }
  compiled.set(messages, out);
  compiled.set(out, out);
  return out;
}

