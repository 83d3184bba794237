/**
 * @module The browser's Notification API as the alerts use it: whether it exists, the current permission,
 * and asking for it (only ever from a click, as browsers require).
 */
export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

export const NOTIFICATION_WORDS: Record<NotificationState, string> = {
  granted: 'allowed',
  default: 'not asked yet',
  denied: 'blocked for this site (change it in the browser’s site settings)',
  unsupported: 'not supported by this browser',
};
