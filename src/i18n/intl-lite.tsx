/**
 * The part of react-intl the app uses, for the shipped build (vite.config.ts aliases `react-intl` here, as it
 * aliases React to preact/compat): react-intl with @formatjs/intl and intl-messageformat was about 7 KiB brotli of
 * every page's entry (issue 47), for formatting messages that reach the browser already parsed
 * (scripts/precompiled-messages.ts). Component tests run on react-intl itself; tests/src/i18n/intl-lite.test.ts formats
 * every message of every catalogue, in English and Urdu, with both and expects the same result, and holds the
 * other calls (numbers, dates, lists, missing messages, errors) to the library's answers.
 * It formats the ICU AST node kinds (literal, argument, number, date, time, select, plural with offset and =N, #,
 * tags); a message given as a string is printed as it is (the shipped build has no ICU parser either), and a
 * message that cannot be formatted goes to onError and prints as react-intl would: the message text, else its id.
 * (docs/decisions/2026-11-29-intl-lite.md)
 */
import { Children, createContext, createElement, Fragment, isValidElement, memo, useContext, useMemo, type ReactNode } from 'react';

/** The ICU AST's element types (TYPE of @formatjs/icu-messageformat-parser). */
const T = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const;
interface El {
  type: (typeof T)[keyof typeof T];
  value: string;
  style?: unknown;
  options?: Record<string, { value: El[] }>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  children?: El[];
}
type Message = string | El[];
type Values = Record<string, unknown>;
interface IntlError {
  code: string;
  message: string;
}
interface Config {
  locale: string;
  messages?: Record<string, Message>;
  defaultLocale?: string;
  timeZone?: string;
  onError?: (error: IntlError) => void;
}
interface Descriptor {
  id?: string | number;
  defaultMessage?: Message;
}

// intl-messageformat's named formats (its IntlMessageFormat.formats), which a message's {n, number, percent} names.
const n = 'numeric';
const FORMATS: Record<'number' | 'date' | 'time', Record<string, Intl.NumberFormatOptions & Intl.DateTimeFormatOptions>> = {
  number: { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } },
  date: {
    short: { month: n, day: n, year: '2-digit' },
    medium: { month: 'short', day: n, year: n },
    long: { month: 'long', day: n, year: n },
    full: { weekday: 'long', month: 'long', day: n, year: n },
  },
  time: {
    short: { hour: n, minute: n },
    medium: { hour: n, minute: n, second: n },
    long: { hour: n, minute: n, second: n, timeZoneName: 'short' },
    full: { hour: n, minute: n, second: n, timeZoneName: 'short' },
  },
};

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat>(kind: string, locale: string, options: object | undefined, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let f = made.get(key) as F | undefined;
  if (!f) made.set(key, (f = make()));
  return f;
}
const numberFormat = (locale: string, o?: Intl.NumberFormatOptions) => cached('n', locale, o, () => new Intl.NumberFormat(locale, o));
const dateFormat = (locale: string, o?: Intl.DateTimeFormatOptions) => cached('d', locale, o, () => new Intl.DateTimeFormat(locale, o));
const pluralRules = (locale: string, o: Intl.PluralRulesOptions) => cached('p', locale, o, () => new Intl.PluralRules(locale, o));

const failure = (code: string, message: string): IntlError => Object.assign(new Error(message), { code });

/** The parts of a message (strings and anything else a value or tag gives), as intl-messageformat's formatToParts. */
function parts(els: El[], locale: string, values: Values, timeZone: string | undefined, pound?: number): unknown[] {
  if (els.length === 1 && els[0]!.type === T.literal) return [els[0]!.value];
  const out: unknown[] = [];
  const push = (value: unknown) => {
    if (typeof value === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += value;
    else out.push(value);
  };
  for (const el of els) {
    if (el.type === T.literal) {
      push(el.value);
      continue;
    }
    if (el.type === T.pound) {
      if (typeof pound === 'number') push(numberFormat(locale).format(pound));
      continue;
    }
    if (!(el.value in values)) throw failure('MISSING_VALUE', `The intl string context variable "${el.value}" was not provided to the string`);
    const value = values[el.value];
    if (el.type === T.argument) {
      push(!value || typeof value === 'string' || typeof value === 'number' ? (typeof value === 'string' || typeof value === 'number' ? String(value) : '') : value);
    } else if (el.type === T.date || el.type === T.time) {
      const named = typeof el.style === 'string' ? FORMATS[el.type === T.date ? 'date' : 'time'][el.style] : undefined;
      // react-intl gives a named style the provider's time zone; a bare {d, date} formats in the browser's own.
      push(dateFormat(locale, named && timeZone ? { ...named, timeZone } : named).format(value as number));
    } else if (el.type === T.number) {
      push(numberFormat(locale, typeof el.style === 'string' ? FORMATS.number[el.style] : undefined).format(value as number));
    } else if (el.type === T.tag) {
      if (typeof value !== 'function') throw failure('INVALID_VALUE', `Value for "${el.value}" must be of type function`);
      const chunks = parts(el.children ?? [], locale, values, timeZone, pound);
      const result: unknown = value(chunks);
      for (const part of Array.isArray(result) ? result : [result]) push(part);
    } else {
      let option = el.options?.[el.type === T.plural ? `=${String(value)}` : String(value)];
      if (el.type === T.plural && !option) {
        option = el.options?.[pluralRules(locale, { type: el.pluralType ?? 'cardinal' }).select((value as number) - (el.offset ?? 0))];
      }
      option ??= el.options?.other;
      if (!option) throw failure('INVALID_VALUE', `Invalid values for "${el.value}"`);
      const inner = parts(option.value, locale, values, timeZone, el.type === T.plural ? (value as number) - (el.offset ?? 0) : pound);
      for (const part of inner) push(part);
    }
  }
  return out;
}

/** As IntlMessageFormat's format: one part as it is, else the parts with neighbouring texts joined. */
function format(els: El[], locale: string, values: Values, timeZone: string | undefined): unknown {
  const all = parts(els, locale, values, timeZone);
  return all.length <= 1 ? (all[0] ?? '') : all;
}

/** react-intl's default in a production build: nothing. */
const reportByDefault = () => undefined;

/** react-intl's keyed children: elements each in a Fragment keyed by its place, so React warns of no missing key. */
const keyedNodes = (nodes: readonly unknown[]): ReactNode[] => Children.toArray(nodes as ReactNode[]).map((child, i) => (isValidElement(child) ? createElement(Fragment, { key: i }, child) : child));

export interface LiteIntl {
  locale: string;
  defaultLocale: string;
  timeZone?: string;
  messages: Record<string, Message>;
  formats: Record<string, never>;
  onError: (error: IntlError) => void;
  formatMessage(descriptor: Descriptor, values?: Values): ReactNode;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatList(list: readonly ReactNode[], options?: Intl.ListFormatOptions): ReactNode;
}

/** Props that are no formatting options (a component's value and children, react-intl's named format). */
function optionsOf<O extends object>(options: O | undefined): O {
  const { value: _v, children: _c, format: _f, ...rest } = (options ?? {}) as O & { value?: unknown; children?: unknown; format?: unknown };
  return rest as O;
}

export function createIntl(config: Config, _cache?: unknown): LiteIntl {
  const locale = config.locale;
  const defaultLocale = config.defaultLocale ?? 'en';
  const messages = config.messages ?? {};
  const onError = config.onError ?? reportByDefault;
  const timeZone = config.timeZone;
  const keyed = (values: Values) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'function' ? (chunks: ReactNode[]) => (v as (c: ReactNode[]) => unknown)(keyedNodes(chunks)) : v]));
  const run = (message: Message, at: string, values: Values) => {
    if (typeof message === 'string') throw failure('FORMAT_ERROR', `a string message needs the ICU parser, which the shipped build has not`);
    const out = format(message, at, values, timeZone);
    return Array.isArray(out) ? keyedNodes(out) : (out as ReactNode);
  };
  const date = (kind: 'date' | 'time', value: Date | number | string, options?: Intl.DateTimeFormatOptions) => {
    const when = typeof value === 'string' ? new Date(value || 0) : value;
    let o: Intl.DateTimeFormatOptions = { ...(timeZone ? { timeZone } : {}), ...optionsOf(options) };
    if (kind === 'time' && !o.hour && !o.minute && !o.second && !o.timeStyle && !o.dateStyle) o = { ...o, hour: n, minute: n };
    try {
      return dateFormat(locale, o).format(when);
    } catch (e) {
      onError(failure('FORMAT_ERROR', `Error formatting ${kind}. ${String(e)}`));
      return String(when);
    }
  };
  const intl: LiteIntl = {
    locale,
    defaultLocale,
    timeZone,
    messages,
    formats: {},
    onError,
    formatMessage({ id: rawId, defaultMessage } = {}, values) {
      if (!rawId) throw new Error('[@formatjs/intl] An `id` must be provided to format a message.');
      const id = String(rawId);
      const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
      if (Array.isArray(message) && message.length === 1 && message[0]!.type === T.literal) return message[0]!.value;
      const given = keyed(values ?? {});
      if (!message) {
        if (!defaultMessage || locale.toLowerCase() !== defaultLocale.toLowerCase()) {
          onError(failure('MISSING_TRANSLATION', `Missing message: "${id}" for locale: "${locale}", using ${defaultMessage ? 'default message' : 'id'} as fallback.`));
        }
        if (!defaultMessage) return id;
        try {
          return run(defaultMessage, defaultLocale, given);
        } catch (e) {
          onError(failure('FORMAT_ERROR', `Error formatting default message for: "${id}", rendering default message verbatim. ${String(e)}`));
          return typeof defaultMessage === 'string' ? defaultMessage : id;
        }
      }
      try {
        return run(message, locale, given);
      } catch (e) {
        onError(failure('FORMAT_ERROR', `Error formatting message: "${id}", using ${defaultMessage ? 'default message' : 'id'} as fallback. ${String(e)}`));
      }
      if (defaultMessage) {
        try {
          return run(defaultMessage, defaultLocale, given);
        } catch (e) {
          onError(failure('FORMAT_ERROR', `Error formatting the default message for: "${id}", rendering message verbatim. ${String(e)}`));
        }
      }
      if (typeof message === 'string') return message;
      return typeof defaultMessage === 'string' ? defaultMessage : id;
    },
    formatNumber(value, options) {
      try {
        return numberFormat(locale, optionsOf(options)).format(value);
      } catch (e) {
        onError(failure('FORMAT_ERROR', `Error formatting number. ${String(e)}`));
        return String(value);
      }
    },
    formatDate: (value, options) => date('date', value, options),
    formatTime: (value, options) => date('time', value, options),
    formatList(list, options) {
      const o = optionsOf(options);
      // Elements in the list: formatted as placeholders, then put back, as react-intl does.
      const marked = list.map((item, i) => (typeof item === 'object' && item !== null ? `\uE000${i}\uE000` : String(item)));
      const out: unknown[] = [];
      try {
        for (const part of cached('l', locale, o, () => new Intl.ListFormat(locale, o)).formatToParts(marked)) {
          const held = /^\uE000(\d+)\uE000$/.exec(part.value);
          if (held) out.push(list[Number(held[1])]);
          else if (typeof out[out.length - 1] === 'string') out[out.length - 1] += part.value;
          else out.push(part.value);
        }
      } catch (e) {
        onError(failure('FORMAT_ERROR', `Error formatting list. ${String(e)}`));
        return '';
      }
      return out.length === 1 ? (out[0] as ReactNode) : out.length === 0 ? '' : (out as ReactNode[]);
    },
  };
  return intl;
}

/** react-intl's cache argument: the formatters here are cached by locale and options for every intl alike. */
export const createIntlCache = (): Record<string, never> => ({});

const IntlContext = createContext<LiteIntl | null>(null);

export function useIntl(): LiteIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.');
  return intl;
}

export function RawIntlProvider({ value, children }: { value: LiteIntl; children?: ReactNode }) {
  return createElement(IntlContext.Provider, { value }, children);
}

export function IntlProvider({ children, locale, messages, defaultLocale, timeZone, onError }: Config & { children?: ReactNode }) {
  const intl = useMemo(() => createIntl({ locale, messages, defaultLocale, timeZone, onError }), [locale, messages, defaultLocale, timeZone, onError]);
  return createElement(IntlContext.Provider, { value: intl }, children);
}

const fragment = (nodes: ReactNode) => (Array.isArray(nodes) ? createElement(Fragment, null, ...(nodes as ReactNode[])) : createElement(Fragment, null, nodes));

type MessageProps = Descriptor & { values?: Values; children?: (nodes: ReactNode[]) => ReactNode };
function Message({ id, defaultMessage, values, children }: MessageProps) {
  const nodes = useIntl().formatMessage({ id, defaultMessage }, values);
  if (typeof children === 'function') return children(Array.isArray(nodes) ? nodes : [nodes]);
  return fragment(nodes);
}
const shallowSame = <T extends object>(a: T | undefined, b: T | undefined) =>
  a === b || (!!a && !!b && Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => Object.is(b[k as keyof T], v)));
/** As react-intl's: drawn again only when a prop or one of the values changed. */
export const FormattedMessage = memo(Message, ({ values: a, ...p }: MessageProps, { values: b, ...q }: MessageProps) => shallowSame(a, b) && shallowSame(p, q));

export function FormattedDate(props: Intl.DateTimeFormatOptions & { value: Date | number | string }) {
  return fragment(useIntl().formatDate(props.value, props));
}

export function FormattedNumber(props: Intl.NumberFormatOptions & { value: number }) {
  return fragment(useIntl().formatNumber(props.value, props));
}
