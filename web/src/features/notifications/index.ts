export { useNotificationStore, type AppNotification } from './stores/notification-store';
