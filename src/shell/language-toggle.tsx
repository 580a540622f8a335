import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../i18n/shell-messages';

/** Switches between English and Urdu; labelled in the current language, its text in the other. */
export function LanguageToggle({ language, onChange }: { language: Language; onChange: (next: Language) => void }) {
  const intl = useIntl();
  const other: Language = language === 'en' ? 'ur' : 'en';
  return (
    <button type="button" className="language-toggle" lang={other} aria-label={intl.formatMessage({ id: 'language_switch_label' })} onClick={() => onChange(other)}>
      <FormattedMessage id="language_switch" />
    </button>
  );
}
