/**
 * The staff's queue of thread messages (decision 603): held and reported hiring sides' messages, newest first,
 * one Query a page, each with the job it is about (one BatchGetItem of the page's applications).
 */
import * as threads from '#lib/db/application-threads';
import type { StoredApplication } from '#lib/db/applications';
import { batchGet } from '#lib/db/batch-get';
import { applicationKey } from '#lib/db/keys';
import { endpoint } from '#lib/http/endpoint';
import { getMessageReviewQueue } from '#shared/api/admin';

const USER_PARTITION = /^USER#([0-9]+)$/;

export const handler = endpoint(getMessageReviewQueue, async ({ limit, cursor }) => {
  const page = await threads.reviewQueue({ limit, cursor });
  const rows = page.items.map((entry) => ({ entry, userId: Number(USER_PARTITION.exec(entry.pk)?.[1]) }));
  // One key per application: a thread may have several messages on the page.
  const threadsOnPage = new Map(
    rows.map(({ entry, userId }) => [`${userId}#${entry.JOB_ID}`, applicationKey(userId, entry.JOB_ID)]),
  );
  const applications =
    threadsOnPage.size === 0 ? [] : await batchGet<StoredApplication>([...threadsOnPage.values()]);
  const jobOf = new Map(
    applications.map((application) => [`${application.USER_ID}#${application.ID}`, application]),
  );
  return {
    data: rows.map(({ entry, userId }) => {
      const application = jobOf.get(`${userId}#${entry.JOB_ID}`);
      return {
        userId,
        jobId: entry.JOB_ID,
        messageId: entry.ID,
        at: entry.AT,
        text: entry.TEXT ?? '',
        heldRules: entry.HELD_RULES ?? [],
        held: threads.hiddenFromWorker(entry),
        ...(entry.REPORTED_AT ? { reportedAt: entry.REPORTED_AT } : {}),
        by: {
          ...(entry.BY_NAME === undefined ? {} : { name: entry.BY_NAME }),
          ...(entry.BY_TYPE === undefined ? {} : { type: entry.BY_TYPE }),
          ...(entry.BY_ORG_NAME === undefined ? {} : { organisationName: entry.BY_ORG_NAME }),
        },
        ...(application ? { job: { title: application.TITLE, companyName: application.COMPANY_NAME } } : {}),
      };
    }),
    cursor: page.cursor,
  };
});
