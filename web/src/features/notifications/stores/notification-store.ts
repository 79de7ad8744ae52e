import { create } from 'zustand';

/** A notification: its id is a timestamp string (spec §3), the rest is free. */
export interface AppNotification {
  id: string;
  [field: string]: unknown;
}

export interface NotificationState {
  notifications: AppNotification[];
  /** Adds a notification; one whose id is already present is ignored. */
  add(notification: AppNotification): void;
  remove(id: string): void;
  update(id: string, patch: Partial<AppNotification>): void;
  clear(): void;
}

export const useNotificationStore = create<NotificationState>()((set) => ({
  notifications: [],
  add: (notification) =>
    set((state) =>
      state.notifications.some((n) => n.id === notification.id)
        ? state
        : { notifications: [...state.notifications, notification] },
    ),
  remove: (id) => set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) })),
  update: (id, patch) =>
    set((state) => ({
      notifications: state.notifications.map((n) => (n.id === id ? { ...n, ...patch, id } : n)),
    })),
  clear: () => set({ notifications: [] }),
}));
