import { lazy, Suspense } from 'react';
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
    // This block is drawn only while the page is in `language` (FaqSlot below), so both entries are that language's.
    const words: AreaMessages = { en: texts, ur: texts };
    return { default: ({ group }: { group: FaqGroupName }) => <Block group={group} words={words} /> };
  });

const FAQ_BLOCKS: Record<Language, ReturnType<typeof blockIn>> = { en: blockIn('en'), ur: blockIn('ur') };

/**
 * Shows the FAQ block on routes whose SPEC §9 group is enabled, in the page's language, under the page once it has
 * drawn; nothing (and no chunk) elsewhere.
 */
export function FaqSlot({ path }: { path: string }) {
  const language: Language = useIntl().locale.startsWith('ur') ? 'ur' : 'en';
  const group = shownFaqGroup(path, savedProductType());
  const drawn = usePageDrawn(path);
  if (!group || !drawn) return null;
  const Block = FAQ_BLOCKS[language];
  return (
    <Suspense fallback={null}>
      <Block group={group} />
    </Suspense>
  );
}
