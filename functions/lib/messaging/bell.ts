/**
 * Telling a worker something in the app (the bell): a status move's notification is written
 * inside the move's transaction (db/applications.ts `review`); everything else calls `notifyWorker` right after
 * its own write: an interview proposed, a reply to a concern, and a job alert's digest (`alertMatch`).
 * It never throws: what it is about has happened either way; a failure is logged by user and kind only.
 */
import { clock } from '#lib/clock';
import * as notifications from '#lib/db/notifications';
import { logger } from '#lib/logger';
import { type NotificationContent, notificationContent } from '#shared/api/notifications';

/** Writes one notification for the worker `userId`; true when it was written. */
export async function notifyWorker(userId: number, notification: NotificationContent): Promise<boolean> {
  try {
    // Checked as the bell will read it (an alert's link must be a path of this site).
    const content = notificationContent.parse(notification);
    await notifications.add(userId, content, new Date(clock.now()));
    return true;
  } catch (error: unknown) {
    logger.error('The notification was not written', {
      userId,
      kind: notification.kind,
      error: error instanceof Error ? error.name : 'unknown',
    });
    return false;
  }
}
