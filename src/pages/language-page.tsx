import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../i18n/shell-messages';
import { loadShellTexts } from '../i18n/shell-texts';
import { RadioCards } from '../ui/choice-cards';

const LANGUAGES: ReadonlyArray<{ code: Language; native: string }> = [
  { code: 'en', native: 'English' },
  { code: 'ur', native: 'اردو' },
];

/** /language: the language selector as a page (a labelled radio group). */
export default function LanguagePage({ language, onLanguage }: { language: Language; onLanguage: (next: Language) => void }) {
  const intl = useIntl();
  // Every language's shell texts are loaded here (Urdu is a chunk of its own): a choice on this page is drawn at once.
  useEffect(() => {
    for (const l of LANGUAGES) void loadShellTexts(l.code);
  }, []);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="language_title" />
      </h1>
      <RadioCards legend={intl.formatMessage({ id: 'language_legend' })} name="language" value={language} onChange={onLanguage}
        options={LANGUAGES.map((l) => ({ value: l.code, label: <span lang={l.code}>{l.native}</span> }))} />
    </section>
  );
}
