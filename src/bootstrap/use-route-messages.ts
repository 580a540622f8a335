import { useEffect, useState } from 'react';
import type { Booted } from './run-bootstrap';
import { notifications } from '../notifications/notification-store';
import { knownLocaleKeys, loadLocaleKeys } from '../i18n/locale-keys';
import { localeHash } from '../i18n/locale-cache';
import type { Language } from '../i18n/shell-messages';

/** No fetched keys: one object, so the frame's memoised messages (and every text consumer) stay as they are. */
const NONE: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * The gateway's messages for the current language and route module groups. While a new set loads, the previous
 * one stays (no blank screen, no remount); a failed load keeps the bundled shell messages and says so once.
 */
export function useRouteMessages(booted: Booted | undefined, language: Language, modules: readonly string[]): Record<string, string> {
  const hash = localeHash(language, modules);
  const [loaded, setLoaded] = useState<{ hash: string; language: Language; messages: Record<string, string> }>();
  const api = booted?.api;
  const moduleKey = modules.join(',');

  // Start-up loaded this very set: no second load, and no second render of the whole app for the same texts.
  const fromBoot = booted?.messagesHash === hash;

  useEffect(() => {
    if (!api || fromBoot || loaded?.hash === hash) return;
    let live = true;
    loadLocaleKeys(api, language, moduleKey.split(','))
      .then((messages) => live && setLoaded({ hash, language, messages }))
      .catch(() => {
        if (live) notifications.notify({ type: 'info', messageId: 'locale_unavailable' });
      });
    return () => {
      live = false;
    };
  }, [api, hash, language, moduleKey, loaded?.hash, fromBoot]);

  if (loaded?.hash === hash) return loaded.messages;
  if (fromBoot && booted) return booted.messages;
  // A set read already (start-up started before the first render, or the locale cache): the first render has the
  // texts start-up will bring, and start-up then changes none of them.
  const known = knownLocaleKeys(hash);
  if (known) return known;
  // While a new set loads, the previous one of this language stays. Keys of another language never stand in for
  // this one: the bundled shell messages of this language do.
  if (loaded?.language === language) return loaded.messages;
  return booted?.language === language ? booted.messages : NONE;
}
