/**
 * Edits a posted job from the posting form: refused (409) when the job changed since the form was filled
 * (its version), a new logo checked and kept like postJob's, the Hindi and Telugu texts kept, marked stale or
 * drafted again (features/job-posting/editing.ts), the change written with its history item in one
 * transaction, and then every applicant told by the bell when the pay, place or hours changed. The rules
 * against scam postings run first, as on postJob; the hits acknowledged go on the job and its history item.
 */
import { acceptLogo, deleteLogo } from '#features/documents/logos';
import { logoLink } from '#features/documents/public-logos';
import {
  editedTranslations,
  englishChanged,
  fieldChanges,
  keepUndrafted,
  notifiedChanges,
} from '#features/job-posting/editing';
import { withMachineDrafts } from '#features/job-posting/machine-drafts';
import { jobFromPosting, withPayTexts } from '#features/job-posting/posting';
import { checkAgainstRules } from '#features/job-posting/rule-check';
import { clock } from '#lib/clock';
import * as applications from '#lib/db/applications';
import * as jobEdits from '#lib/db/job-edits';
import * as jobs from '#lib/db/jobs';
import { aboutJob } from '#lib/db/notifications';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { notifyWorker } from '#lib/messaging/bell';
import { configuredTranslator } from '#lib/translation/translator';
import { editJob } from '#shared/api/admin';

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

export const handler = endpoint(
  editJob,
  async ({ id, version, acknowledgedRuleHits, ...posting }, { account }) => {
    const now = new Date(clock.now());
    const by = { ID: account.ID, EMAIL: account.EMAIL };
    const ruleCheck = checkAgainstRules(posting, acknowledgedRuleHits, by, now.toISOString());
    const stored = await jobs.get(id, { consistent: true });
    if (!stored) throw new NotFound(`There is no job with id ${id}.`);
    if (jobEdits.versionOf(stored) !== version) throw new Conflict(jobEdits.EDIT_CONFLICT);
    // The job's own logo link keeps its logo; anything else is a new upload's key.
    const newLogo = posting.logo === stored.LOGO_LINK ? undefined : await acceptLogo(posting.logo, 'logo');
    try {
      const sent = jobFromPosting(posting, newLogo ? logoLink(newLogo) : stored.LOGO_LINK);
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
        ...(ruleCheck ? { RULE_CHECK: ruleCheck } : {}),
      });
      const changes = fieldChanges(stored, edited);
      if (changes.length === 0) return { success: true, version };
      const next = await jobEdits.edit(stored, edited, version, {
        at: now.toISOString(),
        by,
        changes,
        ruleCheck,
      });
      const changed = notifiedChanges(changes);
      if (changed.length > 0) {
        await tellApplicants({ ...stored, ...edited }, changed).catch((error: unknown) =>
          logger.error('Could not tell every applicant of a job change', { jobId: id, error }),
        );
      }
      return { success: true, version: next };
    } catch (error: unknown) {
      if (newLogo) {
        await deleteLogo(newLogo).catch((cleanup: unknown) =>
          logger.warn('Could not delete the logo of an edit that was not written', { error: cleanup }),
        );
      }
      throw error;
    }
  },
);
