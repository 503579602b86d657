import { clock } from '#lib/clock';
import * as notifications from '#lib/db/notifications';
import { endpoint } from '#lib/http/endpoint';
import { getNotifications } from '#shared/api/notifications';

/** The worker's newest notifications (at most 50), newest first, and the unread count (the bell). */
export const handler = endpoint(getNotifications, async (_input, { account: worker }) => {
  const now = new Date(clock.now());
  const data = await notifications.list(worker.ID, now);
  return { data, unread: data.filter((item) => !item.read).length };
});
