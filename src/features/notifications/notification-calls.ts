import type { ApiClient } from '../../api/api-client';

/** Marks one notification read at the gateway (opening it: the bell's count goes down). */
export const markNotificationRead = (api: ApiClient, notificationId: string) => api.call('MARK_NOTIFICATION_READ', { params: { notificationId } });

/** Marks every notification of the customer read. */
export const markAllNotificationsRead = (api: ApiClient) => api.call('MARK_ALL_NOTIFICATIONS_READ', {});
