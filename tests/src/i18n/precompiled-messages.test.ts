import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinUrduWords } from '../../../src/i18n/urdu-joins';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { parseAst } from 'rolldown/parseAst';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { isCatalogue, precompileCatalogue, precompiledMessagesPlugin, uncompiledMessages } from '../../../scripts/precompiled-messages';
import { readsWithoutParser, withLiterals } from '../../../src/i18n/literal-messages';
import { formatText } from '../../../src/i18n/rich-text';
import { createIntl as createLiteIntl } from '../../../src/i18n/intl-lite';

const root = join(import.meta.dirname, '..', '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = files(join(root, 'src'));
const catalogues = sources.filter((f) => isCatalogue(f, root));

/** One object of messages: the strings of the source and the values the build ships, by id. */
interface Group {
  where: string;
  locale: string;
  source: Record<string, string>;
  shipped: Record<string, string | MessageFormatElement[]>;
}

/** Every object holding messages in a catalogue's exports, walked side by side in source and shipped form. */
function groups(file: string, source: unknown, shipped: unknown, path: string[] = [], out: Group[] = []): Group[] {
  if (!source || typeof source !== 'object') return out;
  const group: Group = { where: `${relative(root, file)} ${path.join('.')}`, locale: path.includes('ur') ? 'ur-PK' : 'en-PK', source: {}, shipped: {} };
  for (const [key, value] of Object.entries(source)) {
    const built = (shipped as Record<string, unknown>)[key];
    if (typeof value === 'string') {
      group.source[key] = value;
      group.shipped[key] = built as string | MessageFormatElement[];
    } else groups(file, value, built, [...path, key], out);
  }
  if (Object.keys(group.source).length) out.push(group);
  return out;
}

type Values = Record<string, unknown>;
const WHEN = new Date(Date.UTC(2025, 2, 5, 9, 30));

/** Sample values for a message's arguments: every plural's 0, 1, 2 and 5, every select's options and `other`, tags. */
function samples(ast: MessageFormatElement[]): Values[] {
  const choices = new Map<string, unknown[]>();
  const add = (name: string, values: unknown[]) => choices.set(name, [...new Set([...(choices.get(name) ?? []), ...values])]);
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) add(el.value, ['Sitara 30', 42]);
      else if (el.type === TYPE.number) add(el.value, [1234.5]);
      else if (el.type === TYPE.date || el.type === TYPE.time) add(el.value, [WHEN]);
      else if (el.type === TYPE.plural) {
        add(el.value, [0, 1, 2, 5]);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.select) {
        add(el.value, [...Object.keys(el.options), 'not-an-option']);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.tag) {
        add(el.value, [(chunks: unknown[]) => `<${el.value}>${chunks.join('')}</${el.value}>`]);
        walk(el.children);
      }
    }
  };
  walk(ast);
  let sets: Values[] = [{}];
  for (const [name, values] of choices) sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  return sets;
}

/** The values of a catalogue snippet's innermost properties: the strings as strings, the ASTs (JSON) parsed. */
function valuesOf(code: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; key?: { name?: string }; value?: { type: string; start: number; end: number; value?: unknown } };
    if (n.type === 'Property' && n.key?.name && n.value && n.value.type !== 'ObjectExpression') {
      out[n.key.name] = n.value.type === 'Literal' ? n.value.value : JSON.parse(code.slice(n.value.start, n.value.end));
      return;
    }
    for (const value of Object.values(n)) visit(value);
  };
  visit(parseAst(code));
  return out;
}

const text = (formatted: unknown): string => (Array.isArray(formatted) ? formatted.join('') : String(formatted));

let vite: ViteDevServer;
const shippedModules = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  // The catalogues as the build ships them: through the plugin, as vite.config.ts runs it.
  vite = await createServer({ root, configFile: false, logLevel: 'error', appType: 'custom', plugins: [precompiledMessagesPlugin(root)], server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true, include: [] } });
  for (const file of catalogues) shippedModules.set(file, (await vite.ssrLoadModule(`/${relative(root, file)}`)) as Record<string, unknown>);
}, 60000);
afterAll(() => vite?.close());

describe('messages precompiled at build time (the browser has no ICU parser)', () => {
  it('finds the catalogues, Urdu and English, the shell and the areas', () => {
    const names = catalogues.map((f) => relative(root, f));
    for (const name of ['src/i18n/shell-messages-en.ts', 'src/i18n/shell-messages-ur.ts', 'src/landing/landing-messages.ts', 'src/features/account/messages.ts', 'src/features/profile/home-messages.ts']) expect(names).toContain(name);
    expect(names).not.toContain('src/i18n/literal-messages.ts');
  });

  it('ships every message of every catalogue as an AST or as a text the app reads itself, never as a string for the parser', async () => {
    let asts = 0;
    for (const file of catalogues) {
      for (const group of groups(file, await import(file), shippedModules.get(file))) {
        for (const [id, message] of Object.entries(withLiterals(group.shipped))) {
          expect(Array.isArray(message), `${group.where}.${id}`).toBe(true);
          if (typeof group.shipped[id] !== 'string') asts++;
        }
      }
    }
    // The plurals, selects of the areas (14 when this was written): kept as ASTs, and not every plain text.
    expect(asts).toBeGreaterThanOrEqual(10);
    expect(asts).toBeLessThan(100);
  });

  it('formats every message, in English and Urdu, to the same text from the shipped form without a parser (react-intl and the build\'s intl-lite) as from the source string', async () => {
    const parser = IntlMessageFormat.__parse;
    let checked = 0;
    for (const file of catalogues) {
      for (const group of groups(file, await import(file), shippedModules.get(file))) {
        const errors: string[] = [];
        const onError = (e: { message: string }) => errors.push(e.message);
        const source = createIntl({ locale: group.locale, defaultLocale: 'en-PK', timeZone: 'Asia/Karachi', messages: group.source, onError });
        const shipped = createIntl({ locale: group.locale, defaultLocale: 'en-PK', timeZone: 'Asia/Karachi', messages: withLiterals(group.shipped) as Record<string, string>, onError });
        // The shipped build's own formatter (src/i18n/intl-lite.tsx, react-intl's stand-in there): the same text.
        const lite = createLiteIntl({ locale: group.locale, defaultLocale: 'en-PK', timeZone: 'Asia/Karachi', messages: withLiterals(group.shipped) as Record<string, string>, onError });
        for (const [id, message] of Object.entries(group.source)) {
          for (const values of samples(parse(message))) {
            // Urdu words of several written words are joined as the catalogue is read (src/i18n/urdu-joins.ts).
            const expected = joinUrduWords(text(source.formatMessage({ id }, values as Record<string, string>)));
            // As in the shipped build: a string given to the formatter throws instead of being parsed.
            IntlMessageFormat.__parse = undefined;
            try {
              expect(text(shipped.formatMessage({ id }, values as Record<string, string>)), `${group.where}.${id} ${JSON.stringify(values)}`).toBe(expected);
              expect(text(formatText(shipped, id, values as Record<string, string>)), `${group.where}.${id} formatText`).toBe(expected);
              expect(text(lite.formatMessage({ id }, values)), `${group.where}.${id} ${JSON.stringify(values)} (intl-lite)`).toBe(expected);
            } finally {
              IntlMessageFormat.__parse = parser;
            }
            checked++;
          }
        }
        expect(errors, group.where).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('the formatter without a parser does refuse a string: the check above would see one', () => {
    const parser = IntlMessageFormat.__parse;
    const errors: string[] = [];
    const intl = createIntl({ locale: 'en-PK', messages: { plural: '{n, plural, one {# day} other {# days}}' }, onError: (e) => errors.push(e.message) });
    IntlMessageFormat.__parse = undefined;
    try {
      expect(intl.formatMessage({ id: 'plural' }, { n: 2 })).toBe('{n, plural, one {# day} other {# days}}');
    } finally {
      IntlMessageFormat.__parse = parser;
    }
    expect(errors).toHaveLength(1);
  });

  it('leaves plain and {argument} texts as strings and turns plurals, selects, tags and quoting into ASTs', () => {
    const code = `export const m = { en: { a: 'Plain', b: '{days} days', c: '{n, plural, one {# day} other {# days}}', d: 'Read <b>terms</b>', e: "It''s", f: 'باقی: {days, plural, other {# دن}}' } };`;
    const out = precompileCatalogue(code, 'm.ts');
    expect(out.startsWith('export const m = { en: { a: ')).toBe(true);
    expect(precompileCatalogue(`import type { A } from '{n, plural, other {#}}'; const k = { x: 'Plain' };`, 'k.ts')).toContain(`from '{n, plural, other {#}}'`);
    expect(out).toContain(`a: 'Plain'`);
    expect(out).toContain(`b: '{days} days'`);
    const values = { en: valuesOf(out) };
    expect(values.en.c).toEqual(parse('{n, plural, one {# day} other {# days}}'));
    expect(values.en.d).toEqual(parse('Read <b>terms</b>'));
    expect(values.en.e).toEqual([{ type: TYPE.literal, value: "It's" }]);
    expect(values.en.f).toEqual(parse('باقی: {days, plural, other {# دن}}'));
  });

  it('fails the build for an ICU message outside a catalogue, and no module of src/ has one', () => {
    expect(uncompiledMessages(`const t = intl.formatMessage({ id: 'x' }); const m = { x: '{n, plural, one {# day} other {# days}}' };`, 'a.tsx')).toEqual(['{n, plural, one {# day} other {# days}}']);
    expect(uncompiledMessages(`const css = 'a { color: red }'; const re = '^[^{}<>]*$'; const t = '{name} and {other}';`, 'a.ts')).toEqual([]);
    const found = sources.filter((f) => !isCatalogue(f, root)).flatMap((f) => uncompiledMessages(readFileSync(f, 'utf8'), f).map((t) => `${relative(root, f)}: ${t}`));
    expect(found).toEqual([]);
    expect(readsWithoutParser('{days} days')).toBe(true);
  });
});
