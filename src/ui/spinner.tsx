import { useIntl } from 'react-intl';

/** The loading spinner of the main area, announced politely. */
export function Spinner() {
  const intl = useIntl();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'loading' })}</span>
    </div>
  );
}
