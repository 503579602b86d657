import { clock } from '#lib/clock';
import * as notifications from '#lib/db/notifications';
import { endpoint } from '#lib/http/endpoint';
import { getUnreadNotifications } from '#shared/api/notifications';

/** The bell's count: how many of the worker's newest 50 notifications are unread, one Query. */
export const handler = endpoint(getUnreadNotifications, async (_input, { account: worker }) => ({
  // Eventually consistent: half the read units; a count a second old is fine for the poll.
  unread: await notifications.unreadCount(worker.ID, new Date(clock.now()), false),
}));
