import { useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
import { withLiterals } from './literal-messages';

/** Bundled messages of one screen area, in both languages; they travel in the area's lazy chunk. */
export type AreaMessages = { en: Record<string, string>; ur: Record<string, string> };

/** One catalogue made of several (a later one's text wins on a key both have): each text is written once. */
export function joinMessages(...parts: readonly AreaMessages[]): AreaMessages {
  return { en: Object.assign({}, ...parts.map((p) => p.en)), ur: Object.assign({}, ...parts.map((p) => p.ur)) };
}

/**
 * One formatter cache for every area's texts: a provider of its own started each area (the landing has two) with
 * empty caches, and built a throwaway cache at each of its renders.
 */
const areaCache = createIntlCache();

type AreaIntl = ReturnType<typeof useIntl>;

/**
 * Each area's formatter over each outer one, made once: a page and the dialog or part drawn over it (and the same
 * page drawn again) share it, rather than each merging the catalogues anew (`withLiterals` over every key: 14 ms of
 * a reward's opening at 4x CPU, issue 47). Held weakly: a new language or fetched set makes a new outer one.
 */
const areaIntls = new WeakMap<AreaIntl, WeakMap<AreaMessages, AreaIntl>>();

function areaIntl(outer: AreaIntl, messages: AreaMessages): AreaIntl {
  let byArea = areaIntls.get(outer);
  if (!byArea) areaIntls.set(outer, (byArea = new WeakMap()));
  let intl = byArea.get(messages);
  if (!intl) {
    const language = outer.locale.startsWith('ur') ? 'ur' : 'en';
    intl = createIntl(
      {
        locale: outer.locale,
        defaultLocale: outer.defaultLocale,
        timeZone: outer.timeZone,
        messages: withLiterals({ ...messages[language], ...outer.messages }) as Record<string, string>,
        onError: outer.onError,
      },
      areaCache,
    );
    byArea.set(messages, intl);
  }
  return intl;
}

/**
 * Adds an area's bundled messages under its screens. Keys fetched from the gateway (and the shell's) win,
 * so the operator can still change any text without a release.
 */
export function ScreenMessages({ messages, children }: { messages: AreaMessages; children: ReactNode }) {
  const outer = useIntl();
  const intl = useMemo(() => areaIntl(outer, messages), [messages, outer]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/** A screen or page with its area's bundled messages around it (`export default withMessages(areaMessages, Page)`). */
export function withMessages<P extends object>(messages: AreaMessages, Component: ComponentType<P>): (props: P) => ReactElement {
  return function WithMessages(props: P) {
    return (
      <ScreenMessages messages={messages}>
        <Component {...props} />
      </ScreenMessages>
    );
  };
}
