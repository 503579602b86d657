/**
 * An edit of a posted job, written: the Hindi and Telugu texts kept, marked stale or drafted again
 * (editing.ts), the change written with its history item in one transaction (job-edits.ts), and then every
 * applicant still in the running told by the bell when the pay, place or hours changed. The admin's editJob
 * and the employer's editEmployerJob both edit through this.
 */
import * as applications from '#lib/db/applications';
import * as jobEdits from '#lib/db/job-edits';
import type * as jobs from '#lib/db/jobs';
import { aboutJob } from '#lib/db/notifications';
import { logger } from '#lib/logger';
import { notifyWorker } from '#lib/messaging/bell';
import { configuredTranslator } from '#lib/translation/translator';
import type { RuleCheck } from '#shared/domain/moderation/rule-check';
import { editedTranslations, englishChanged, fieldChanges, keepUndrafted, notifiedChanges } from './editing';
import { withMachineDrafts } from './machine-drafts';
import { withPayTexts } from './posting';

/** Tells each applicant still in the running (applied, shortlisted, selected) what changed; never fails the edit. */
async function tellApplicants(job: jobs.StoredJob, changed: ReturnType<typeof notifiedChanges>) {
  let cursor: string | undefined;
  let told = 0;
  do {
    const page = await applications.listForJob(job.ID, { limit: 100, cursor });
    // A rejected applicant is out of the running: the change is no news to them.
    const concerned = page.items.filter((application) => application.STATUS !== 'REJECTED');
    await Promise.all(
      concerned.map((application) =>
        notifyWorker(application.USER_ID, { kind: 'jobChanged', ...aboutJob(job), changed }),
      ),
    );
    told += concerned.length;
    cursor = page.cursor;
  } while (cursor);
  logger.info('Applicants told of a job change', { jobId: job.ID, changed, told });
}

/**
 * Writes `sent` (the posting's job, as jobFromPosting made it) over `stored` at `version`; answers the job's
 * version after it (the same when nothing changed: nothing is written). With `toReview`, a published job goes
 * back to the moderation queue in the same transaction.
 */
export async function editPosted(
  stored: jobs.StoredJob,
  sent: jobs.NewJob,
  version: number,
  history: {
    at: string;
    by: jobEdits.Editor;
    ruleCheck: RuleCheck | undefined;
    toReview?: jobs.Submission | undefined;
  },
): Promise<number> {
  const english = withPayTexts({ ...sent, TRANSLATIONS: undefined });
  const { translations, redraft } = editedTranslations(
    stored,
    sent.TRANSLATIONS,
    englishChanged(stored, english),
  );
  const drafted =
    redraft.length > 0
      ? await withMachineDrafts({ ...english, TRANSLATIONS: translations }, configuredTranslator())
      : { ...english, TRANSLATIONS: translations };
  const merged = keepUndrafted(drafted.TRANSLATIONS, stored, redraft);
  const edited = withPayTexts({
    ...english,
    TRANSLATIONS: Object.keys(merged).length > 0 ? merged : undefined,
    ...(history.ruleCheck ? { RULE_CHECK: history.ruleCheck } : {}),
  });
  const changes = fieldChanges(stored, edited);
  if (changes.length === 0) return version;
  const next = await jobEdits.edit(stored, edited, version, { ...history, changes });
  const changed = notifiedChanges(changes);
  if (changed.length > 0) {
    await tellApplicants({ ...stored, ...edited }, changed).catch((error: unknown) =>
      logger.error('Could not tell every applicant of a job change', { jobId: stored.ID, error }),
    );
  }
  return next;
}
