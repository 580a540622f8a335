import { useIntl } from 'react-intl';
import type { Language } from '../i18n/shell-messages';
import { loadShellTexts } from '../i18n/shell-texts';

/**
 * Switches between English and Urdu. The name is a hidden label in the current language followed by the visible
 * target language ("Switch language to Urdu اردو"), so the visible text is part of the name (WCAG 2.5.3).
 */
export function LanguageToggle({ language, onChange }: { language: Language; onChange: (next: Language) => void }) {
  const other: Language = language === 'en' ? 'ur' : 'en';
  const intl = useIntl();
  // The other language's shell texts (Urdu is a chunk of its own) start loading when the customer points at or
  // focuses the button, so the switch is usually drawn at the click.
  const warm = () => void loadShellTexts(other);
  return (
    <button type="button" className="language-toggle" onPointerEnter={warm} onFocus={warm} onClick={() => onChange(other)}>
      <span className="visually-hidden">{`${intl.formatMessage({ id: 'language_switch_label' })} `}</span>
      <span lang={other}>{intl.formatMessage({ id: 'language_switch' })}</span>
    </button>
  );
}
