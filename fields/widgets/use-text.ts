import { useIntl } from 'react-intl';
import type { RuleMessage } from '../rules/rule';

/**
 * Resolves config labels and rule messages through react-intl. A config displayName that is not a
 * message id is shown as given (it is server data, not component text).
 */
export function useText(): { label(displayName: string): string; message(m: RuleMessage | string, values?: Record<string, string | number>): string } {
  const intl = useIntl();
  return {
    label: (displayName) => (intl.messages[displayName] !== undefined ? intl.formatMessage({ id: displayName }) : displayName),
    message: (m, values) =>
      typeof m === 'string' ? intl.formatMessage({ id: m }, values) : intl.formatMessage({ id: m.id }, m.values),
  };
}
