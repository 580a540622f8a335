/**
 * Build step (a Vite plugin): the app's ICU messages reach the browser already parsed, and the browser gets no ICU
 * message parser (issue 31: @formatjs/icu-messageformat-parser was 6.5 KiB brotli of every page's entry; vite.config.ts
 * aliases it to its `no-parser` build, whose parse() throws).
 * - In a message catalogue (`src/**\/*messages*.ts`, e.g. src/features/account/messages.ts, src/i18n/shell-messages-ur.ts)
 *   every text with a plural, select, number/date/time format, tag or ICU quoting is replaced by its AST, parsed
 *   here by the real parser. Plain texts and texts with only simple arguments ("{days} days") stay strings: the
 *   app turns them into ASTs itself (withLiterals, src/i18n/literal-messages.ts), and as strings they are smaller.
 * - Anywhere else in src/, such a text fails the build: it would reach the browser as a string, and without a
 *   parser it would show raw (react-intl prints a text it cannot format as it is). Move it into a catalogue.
 * Component tests (vitest.config.ts) run neither this plugin nor the alias: they format the source strings with the
 * real parser; tests/src/i18n/precompiled-messages.test.ts holds the two forms to the same text.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { parseAst } from 'rolldown/parseAst';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readsWithoutParser } from '../src/i18n/literal-messages.ts';

/** A module whose string literals are messages: named *messages*.ts under src/ (not the i18n code that merges them). */
export function isCatalogue(file: string, root: string): boolean {
  const path = relative(root, file).split('\\').join('/');
  if (!path.startsWith('src/') || !/\/[^/]*messages[^/]*\.ts$/.test(path)) return false;
  return !['src/i18n/literal-messages.ts', 'src/bootstrap/use-route-messages.ts', 'src/i18n/shell-messages.ts'].includes(path);
}

/** The AST of a message as the runtime's parser would give it (no locations), or undefined when it is no ICU text. */
export function messageAst(text: string): MessageFormatElement[] | undefined {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

interface Found {
  start: number;
  end: number;
  text: string;
}

/**
 * String literals (and template literals without expressions) in the code that the app cannot read without the
 * parser: in a catalogue only the values of object properties (the messages), elsewhere any.
 */
function needingParser(code: string, file: string, propertyValuesOnly: boolean): Found[] {
  // Most modules have no text that could need the parser: no brace, tag or doubled quote in them at all.
  if (!/[{<]|''/.test(code)) return [];
  const found: Found[] = [];
  const visit = (node: unknown, propertyValue: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, false);
      return;
    }
    const n = node as { type?: string; key?: unknown; value?: unknown; start: number; end: number; expressions?: unknown[]; quasis?: { value: { cooked: string | null } }[] };
    if (n.type === 'Property') {
      visit(n.key, false);
      visit(n.value, true);
      return;
    }
    const text = n.type === 'Literal' && typeof n.value === 'string' ? n.value : n.type === 'TemplateLiteral' && n.expressions?.length === 0 ? n.quasis?.[0]?.value.cooked : undefined;
    if (typeof text === 'string') {
      if ((propertyValue || !propertyValuesOnly) && !readsWithoutParser(text) && messageAst(text)) found.push({ start: n.start, end: n.end, text });
      return;
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'parent') visit(value, false);
  };
  visit(parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file), false);
  return found;
}

/** A catalogue's code with each text that needs the parser replaced by its AST (a JSON array literal). */
export function precompileCatalogue(code: string, file: string): string {
  let out = code;
  // From the end, so the earlier offsets stay right.
  for (const { start, end, text } of needingParser(code, file, true).reverse()) out = out.slice(0, start) + JSON.stringify(messageAst(text)) + out.slice(end);
  return out;
}

/** The texts of a non-catalogue module that would need the parser at run time, for the build's error. */
export function uncompiledMessages(code: string, file: string): string[] {
  return needingParser(code, file, false).map((f) => f.text);
}

export function precompiledMessagesPlugin(root: string): Plugin {
  return {
    name: 'precompiled-messages',
    // Before TypeScript is stripped and JSX compiled: the offsets are the source's.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !relative(root, file).split('\\').join('/').startsWith('src/')) return null;
      if (isCatalogue(file, root)) return { code: precompileCatalogue(code, file), map: null };
      const left = uncompiledMessages(code, file);
      if (left.length) this.error(`${relative(root, file)}: ICU messages outside a message catalogue would reach the browser unparsed (it has no ICU parser; scripts/precompiled-messages.ts). Move them into a *messages*.ts catalogue:\n${left.map((t) => `  ${JSON.stringify(t)}`).join('\n')}`);
      return null;
    },
  };
}
