/**
 * Edits a posted job from the posting form: refused (409) when the job changed since the form was filled
 * (its version), a new logo checked and kept like postJob's, then written by editPosted (the Hindi and Telugu
 * texts kept, marked stale or drafted again, the history item, the applicants told of a change of pay, place
 * or hours). The rules against scam postings run first, as on postJob; the hits acknowledged go on the job and
 * its history item.
 */
import { acceptLogo, deleteLogo } from '#features/documents/logos';
import { logoLink } from '#features/documents/public-logos';
import { editPosted } from '#features/job-posting/edit-posted';
import { jobFromPosting } from '#features/job-posting/posting';
import { checkAgainstRules } from '#features/job-posting/rule-check';
import { clock } from '#lib/clock';
import * as jobEdits from '#lib/db/job-edits';
import * as jobs from '#lib/db/jobs';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { editJob } from '#shared/api/admin';

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
      const next = await editPosted(stored, sent, version, { at: now.toISOString(), by, ruleCheck });
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
