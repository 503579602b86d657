/**
 * Posts a job, open at once: the logo upload is checked (key, size, PNG signature) and copied to the public
 * `logos/`, then the job is created with the jobs count in one transaction. A job that could not be created
 * takes its logo copy with it. Hindi and Telugu texts the admin did not write are drafted by Amazon Translate
 * first (machine-drafts.ts), marked as machine translations. A posting the rules against scam postings hold
 * for is refused unless the admin acknowledged each hit, which the job then records (rule-check.ts).
 */
import { acceptLogo, deleteLogo } from '#features/documents/logos';
import { logoLink } from '#features/documents/public-logos';
import { withMachineDrafts } from '#features/job-posting/machine-drafts';
import { jobFromPosting, withPayTexts } from '#features/job-posting/posting';
import { checkAgainstRules } from '#features/job-posting/rule-check';
import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { configuredTranslator } from '#lib/translation/translator';
import { postJob } from '#shared/api/admin';

export const handler = endpoint(postJob, async ({ acknowledgedRuleHits, ...posting }, { account }) => {
  // Before the logo is kept: a refused posting leaves nothing behind.
  const ruleCheck = checkAgainstRules(
    posting,
    acknowledgedRuleHits,
    { ID: account.ID, EMAIL: account.EMAIL },
    new Date(clock.now()).toISOString(),
  );
  const logoKey = await acceptLogo(posting.logo, 'logo');
  try {
    // The Hindi and Telugu the admin left out are drafted by machine (on AWS; never fails the posting).
    const posted = withPayTexts(
      await withMachineDrafts(jobFromPosting(posting, logoLink(logoKey)), configuredTranslator()),
    );
    const job = await jobs.create(ruleCheck ? { ...posted, RULE_CHECK: ruleCheck } : posted);
    return { success: true, id: job.ID };
  } catch (error: unknown) {
    await deleteLogo(logoKey).catch((cleanup: unknown) =>
      logger.warn('Could not delete the logo of a job that was not created', { logoKey, error: cleanup }),
    );
    throw error;
  }
});
