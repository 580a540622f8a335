import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AreaMessages } from '../i18n/screen-messages';
import type { Language } from '../i18n/shell-messages';
import { savedProductType, shownFaqGroup, type FaqGroupName } from './faq-groups';
import { usePageDrawn } from '../ui/once-drawn';

/**
 * The FAQ's words, a chunk per language: a page loads its own language's only (both were 1.5 KiB more on every
 * purchase step with a FAQ, issue 47), and the other's when the customer switches language in place.
 */
const FAQ_WORDS: Record<Language, () => Promise<Record<string, string>>> = {
  en: () => import('./faq-words-en').then((m) => m.en),
  ur: () => import('./faq-words-ur').then((m) => m.ur),
};

/** The block in one language: its code and that language's words, fetched side by side. */
const blockIn = (language: Language) =>
  lazy(async () => {
    const [{ default: Block }, texts] = await Promise.all([import('./faq-block'), FAQ_WORDS[language]()]);
    // This block is drawn while the page is in `language` (FaqSlot below), or for the moment of a switch away from it,
    // so both entries are that language's.
    const words: AreaMessages = { en: texts, ur: texts };
    return { default: ({ group, onDrawn }: BlockProps) => <Drawn onDrawn={onDrawn}><Block group={group} words={words} /></Drawn> };
  });

interface BlockProps {
  group: FaqGroupName;
  /** Called once the block has drawn, its chunks in. */
  onDrawn?: () => void;
}

function Drawn({ onDrawn, children }: { onDrawn: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  return <>{children}</>;
}

const FAQ_BLOCKS: Record<Language, ReturnType<typeof blockIn>> = { en: blockIn('en'), ur: blockIn('ur') };

/**
 * Shows the FAQ block on routes whose SPEC §9 group is enabled, in the page's language, under the page once it has
 * drawn; nothing (and no chunk) elsewhere. On a language switch in place the last language's block stays until the
 * new one's words have come: the block went away for that moment, and the footer moved up and back.
 */
export function FaqSlot({ path }: { path: string }) {
  const language: Language = useIntl().locale.startsWith('ur') ? 'ur' : 'en';
  const group = shownFaqGroup(path, savedProductType());
  const drawn = usePageDrawn(path);
  const [shown, setShown] = useState<Language>();
  const onDrawn = useCallback(() => setShown(language), [language]);
  if (!group || !drawn) return null;
  const Block = FAQ_BLOCKS[language];
  const Last = shown && shown !== language ? FAQ_BLOCKS[shown] : null;
  return (
    <Suspense fallback={Last ? <Last group={group} /> : null}>
      <Block group={group} onDrawn={onDrawn} />
    </Suspense>
  );
}
