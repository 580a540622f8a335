import { useIntl } from 'react-intl';
import type { Language } from '../i18n/shell-messages';

/**
 * Switches between English and Urdu. The name is a hidden label in the current language followed by the visible
 * target language ("Switch language to Urdu اردو"), so the visible text is part of the name (WCAG 2.5.3).
 */
export function LanguageToggle({ language, onChange }: { language: Language; onChange: (next: Language) => void }) {
  const other: Language = language === 'en' ? 'ur' : 'en';
  const intl = useIntl();
  return (
    <button type="button" className="language-toggle" onClick={() => onChange(other)}>
      <span className="visually-hidden">{`${intl.formatMessage({ id: 'language_switch_label' })} `}</span>
      <span lang={other}>{intl.formatMessage({ id: 'language_switch' })}</span>
    </button>
  );
}
