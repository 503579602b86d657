/**
 * The moderation queue: the jobs in review, oldest submission first, one Query a page, each with its rule hits
 * and whether its organisation is suspended (one BatchGetItem of the page's organisations).
 */
import * as jobModeration from '#lib/db/job-moderation';
import * as organisations from '#lib/db/organisations';
import { endpoint } from '#lib/http/endpoint';
import { getModerationQueue } from '#shared/api/admin';
import { hitLanguage } from '#shared/domain/job-lifecycle';
import { RULES_VERSION } from '#shared/domain/moderation/rules';

export const handler = endpoint(getModerationQueue, async ({ limit, cursor }) => {
  const page = await jobModeration.listQueue({ limit, cursor });
  const statuses = await organisations.statusesOf(page.items.flatMap((job) => job.ORG_ID ?? []));
  return {
    data: page.items.map((job) => ({
      id: job.ID,
      title: job.TITLE,
      companyName: job.COMPANY_NAME,
      ...(job.SUBMITTED_BY ? { poster: { id: job.SUBMITTED_BY.ID, email: job.SUBMITTED_BY.EMAIL } } : {}),
      submittedAt: job.SUBMITTED_AT ?? job.POSTED_AT,
      version: job.VERSION ?? 0,
      // The hits as the poster was shown them; a job the rules passed was held for another reason.
      rulesVersion: job.RULE_CHECK?.RULES_VERSION ?? RULES_VERSION,
      hits: (job.RULE_CHECK?.HITS ?? []).map((hit) => ({
        rule: hit.RULE,
        kind: hit.KIND,
        field: hit.FIELD,
        language: hitLanguage(hit.FIELD),
        match: hit.MATCH,
        explanation: hit.EXPLANATION,
      })),
      ...(job.ORG_ID === undefined ? {} : { organisationId: job.ORG_ID }),
      employerSuspended: job.ORG_ID !== undefined && statuses.get(job.ORG_ID) === 'suspended',
      job,
    })),
    cursor: page.cursor,
  };
});
