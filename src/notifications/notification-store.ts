/**
 * Notifications (SPEC §3: message, type info/danger/success, id, duration): a tiny store with auto-dismiss after
 * the duration (5000 ms by default, SPEC §9). Messages are message ids with values, never English text.
 */
export type NotificationType = 'info' | 'danger' | 'success';

export interface AppNotification {
  id: number;
  type: NotificationType;
  messageId: string;
  values?: Record<string, string | number>;
  duration: number;
}

export const DEFAULT_NOTIFICATION_MS = 5000;

/** Creates a store; the app has one (`notifications`), tests make their own. */
export function createNotificationStore() {
  let items: readonly AppNotification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (!items.some((n) => n.id === id)) return;
    items = items.filter((n) => n.id !== id);
    emit();
  }

  return {
    /** Shows a notification; it dismisses itself after `duration` ms. Returns its id. */
    notify(input: { type: NotificationType; messageId: string; values?: Record<string, string | number>; duration?: number }): number {
      const id = nextId++;
      const duration = input.duration ?? DEFAULT_NOTIFICATION_MS;
      items = [...items, { id, type: input.type, messageId: input.messageId, ...(input.values ? { values: input.values } : {}), duration }];
      timers.set(id, setTimeout(() => dismiss(id), duration));
      emit();
      return id;
    },
    dismiss,
    list: () => items,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

/** The app's notification store. */
export const notifications = createNotificationStore();
