import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../i18n/shell-messages';

const LANGUAGES: ReadonlyArray<{ code: Language; native: string }> = [
  { code: 'en', native: 'English' },
  { code: 'ur', native: 'اردو' },
];

/** /language: the language selector as a page (a labelled radio group). */
export default function LanguagePage({ language, onLanguage }: { language: Language; onLanguage: (next: Language) => void }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="language_title" />
      </h1>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'language_legend' })}</legend>
        {LANGUAGES.map((l) => (
          <label key={l.code} className="radio">
            <input type="radio" name="language" value={l.code} checked={language === l.code} onChange={() => onLanguage(l.code)} />
            <span lang={l.code}>{l.native}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
