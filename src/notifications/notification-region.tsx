import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifications as appStore, type NotificationStore } from './notification-store';

/**
 * Live regions that announce notifications to screen readers: danger as an assertive alert, info and success
 * politely. The regions always exist, so additions are announced.
 */
export function NotificationRegion({ store = appStore }: { store?: NotificationStore }) {
  const items = useSyncExternalStore(store.subscribe, store.list, store.list);
  const intl = useIntl();
  const render = (assertive: boolean) =>
    items
      .filter((n) => (n.type === 'danger') === assertive)
      .map((n) => (
        <div key={n.id} className={`notification notification-${n.type}`}>
          <p>
            <FormattedMessage id={n.messageId} values={n.values} />
          </p>
          <button type="button" className="notification-close" aria-label={intl.formatMessage({ id: 'notification_dismiss' })} onClick={() => store.dismiss(n.id)}>
            ×
          </button>
        </div>
      ));
  return (
    <div className="notifications">
      <div role="alert" aria-live="assertive" aria-atomic="false">
        {render(true)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false">
        {render(false)}
      </div>
    </div>
  );
}
