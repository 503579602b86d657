/**
 * An admin decides a thread message in review (decision 603): release a held message (the worker reads it and
 * gets the bell entry of a new message, unless the thread is muted), remove it (the worker keeps the warning in
 * its place) or dismiss the worker's report (the message stays as it was); audited, in one transaction.
 */
import { clock } from '#lib/clock';
import * as threads from '#lib/db/application-threads';
import * as applications from '#lib/db/applications';
import { aboutJob } from '#lib/db/notifications';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { decideMessageReview } from '#shared/api/admin';

export const handler = endpoint(
  decideMessageReview,
  async ({ userId, jobId, messageId, decision }, { account }) => {
    const entry = await threads.getEntry(userId, jobId, messageId);
    if (entry?.SIDE !== 'hiring') throw new NotFound('There is no such message.');
    if (entry.gsi2pk === undefined) throw new Conflict(threads.MESSAGE_ALREADY_DECIDED);
    const held = threads.hiddenFromWorker(entry);
    if (decision === 'release' && !held)
      throw new Conflict('Only a held message can be released: this one was not held.');
    if (decision === 'dismiss' && held)
      throw new Conflict('This message is held: release or remove it (either answers the report too).');
    const at = new Date(clock.now());
    let bell: Parameters<typeof threads.decideReview>[3];
    if (decision === 'release') {
      const application = await applications.get(userId, jobId);
      if (application && application.THREAD_MUTED !== true)
        bell = { kind: 'newMessage', ...aboutJob(application) };
    }
    await threads.decideReview(
      userId,
      entry,
      { DECISION: decision, AT: at.toISOString(), BY: { ID: account.ID, EMAIL: account.EMAIL } },
      bell,
    );
    return { success: true };
  },
);
