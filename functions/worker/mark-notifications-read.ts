import { clock } from '#lib/clock';
import * as notifications from '#lib/db/notifications';
import { endpoint } from '#lib/http/endpoint';
import { markNotificationsRead } from '#shared/api/notifications';

/**
 * Marks the worker's notifications read: `ids`, or all of them; an id that is not one of the caller's
 * own notifications is left alone. Answers the unread count as it is after.
 */
export const handler = endpoint(markNotificationsRead, async ({ ids, all }, { account: worker }) => {
  const now = new Date(clock.now());
  await notifications.markRead(worker.ID, all ? 'all' : (ids ?? []), now);
  return { success: true, unread: await notifications.unreadCount(worker.ID, now) };
});
