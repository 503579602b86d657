/**
 * Posts a job for the caller's organisation, under its name and logo: a draft, or submitted, when it goes live
 * at once only if the rules found nothing, the organisation's documents were checked and the stage lets it;
 * else it waits in the moderation queue with its hits. The Hindi and Telugu texts left out are drafted by
 * machine, as on the admin's postJob. The organisation's limits are conditions of the creating transaction.
 */
import {
  answeredHits,
  autoPublishes,
  checkPosting,
  organisationJobFrom,
  postingOrganisationOf,
} from '#features/job-posting/employer-posting';
import { withMachineDrafts } from '#features/job-posting/machine-drafts';
import { withPayTexts } from '#features/job-posting/posting';
import { clock } from '#lib/clock';
import * as employerJobs from '#lib/db/employer-jobs';
import { endpoint } from '#lib/http/endpoint';
import { configuredTranslator } from '#lib/translation/translator';
import { postEmployerJob } from '#shared/api/employer';
import { type Destination, destinationOf } from '#shared/domain/employer-jobs';
import { verificationLevelOf } from '#shared/domain/employer-verification';

export const handler = endpoint(postEmployerJob, async ({ submit, ...posting }, { account }) => {
  const organisation = postingOrganisationOf(account);
  const at = new Date(clock.now()).toISOString();
  const by = { ID: account.ID, EMAIL: account.EMAIL };
  const { hits, ruleCheck } = checkPosting(posting, by, at);
  const level = verificationLevelOf(organisation);
  const state: Destination | 'draft' = submit
    ? destinationOf({ hits: hits.length, level, autoPublish: autoPublishes() })
    : 'draft';
  const posted = withPayTexts(
    await withMachineDrafts(organisationJobFrom(posting, organisation), configuredTranslator()),
  );
  const job = await employerJobs.post(
    { ...posted, ORG_ID: organisation.id, ...(ruleCheck ? { RULE_CHECK: ruleCheck } : {}) },
    state,
    { at, by },
    level,
  );
  return { id: job.ID, state, hits: answeredHits(hits) };
});
