/**
 * What an employer's posting endpoints share: the caller's organisation (active, or 403), the job under the
 * organisation's own name and logo (never the input's, so no one posts as another company), its check against
 * the rules (every hit kept for the moderators and answered to the poster), whether the stage lets a verified
 * organisation's clean postings go live, and the organisation's own job by id (404 for any other).
 */
import { organisationOf } from '#features/employers/organisation';
import type { EmployerCaller } from '#lib/auth/accounts';
import { readVariable } from '#lib/config';
import * as jobs from '#lib/db/jobs';
import type { Organisation } from '#lib/db/organisations';
import { Forbidden, NotFound } from '#lib/errors';
import { ORGANISATION_SUSPENDED } from '#shared/domain/employer-jobs';
import { verificationLevelOf } from '#shared/domain/employer-verification';
import type { JobPosting } from '#shared/domain/job-rules';
import { type ModeratedJob, moderate, type RuleHit } from '#shared/domain/moderation/moderate';
import { type RuleCheck, storedHits } from '#shared/domain/moderation/rule-check';
import { RULES_VERSION } from '#shared/domain/moderation/rules';
import { jobFromPosting } from './posting';

export type EmployerPosting = Omit<JobPosting, 'companyName' | 'logo'>;
export type OrganisationJob = jobs.StoredJob & { ORG_ID: string };

/** The caller's organisation, if it may post: a suspended one may not (403). */
export function postingOrganisationOf(caller: EmployerCaller): Organisation {
  const organisation = organisationOf(caller);
  if (organisation.status !== 'active') throw new Forbidden(ORGANISATION_SUSPENDED);
  return organisation;
}

/** The name workers know the organisation by: its brand, else its legal name. */
export const companyNameOf = (organisation: Organisation) =>
  organisation.brandName?.trim() ? organisation.brandName : organisation.legalName;

/** The job of a posting, as the organisation's: its name, its logo (none: the cards show its initials). */
export function organisationJobFrom(
  posting: EmployerPosting,
  organisation: Organisation,
): jobs.NewJob & { ORG_ID: string } {
  const job = jobFromPosting(
    { ...posting, companyName: companyNameOf(organisation), logo: organisation.logoLink ?? '' },
    organisation.logoLink ?? '',
  );
  // The badge workers see on its card and page; refreshed on every job of it when its level changes.
  return {
    ...job,
    ORG_ID: organisation.id,
    EMPLOYER: { ID: organisation.id, LEVEL: verificationLevelOf(organisation) },
  };
}

/** The rules' hits in a posting, and the record the job keeps of them (none when clean). */
export function checkPosting(
  posting: ModeratedJob,
  by: RuleCheck['BY'],
  at: string,
): { hits: RuleHit[]; ruleCheck: RuleCheck | undefined } {
  const hits = moderate(posting);
  return {
    hits,
    ruleCheck: hits.length > 0 ? { RULES_VERSION, HITS: storedHits(hits), BY: by, AT: at } : undefined,
  };
}

/**
 * What the rules read of a stored job: the fields its posting had (a draft submitted as it was saved). The
 * machine's Hindi and Telugu are left out, as at posting, where the rules read only what a person wrote.
 */
export function moderatedOf(job: jobs.StoredJob): ModeratedJob {
  const translations: NonNullable<ModeratedJob['translations']> = {};
  for (const language of ['hi', 'te'] as const) {
    const texts = job.TRANSLATIONS?.[language];
    if (!texts || texts.MACHINE) continue;
    translations[language] = {
      title: texts.TITLE,
      location: texts.LOCATION,
      workHours: texts.WORK_HOURS,
      position: texts.POSITION,
      description: texts.DESCRIPTION,
      rolesAndResponsibilities: texts.ROLES_AND_RESPONSIBILITIES,
      whatYouGet: texts.WHAT_YOU_GET,
      whoCanApply: texts.WHO_CAN_APPLY,
    };
  }
  return {
    title: job.TITLE,
    workHours: job.WORK_HOURS,
    position: job.POSITION,
    description: job.DESCRIPTION,
    rolesAndResponsibilities: job.ROLES_AND_RESPONSIBILITIES,
    whatYouGet: job.WHAT_YOU_GET,
    whoCanApply: job.WHO_CAN_APPLY,
    type: job.TYPE,
    schedule: job.SCHEDULE,
    pay: job.PAY,
    monthlyEarnings: job.MONTHLY_EARNINGS,
    eligibility: job.ELIGIBILITY,
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}

/** The hits as the answer lists them, each with its explanation in the poster's words. */
export function answeredHits(hits: readonly RuleHit[]) {
  return hits.map(({ rule, kind, field, match, explanation }) => ({ rule, kind, field, match, explanation }));
}

/** Whether this stage publishes a verified organisation's clean postings at once (the stage's setting). */
export const autoPublishes = () => readVariable('EMPLOYER_AUTO_PUBLISH') !== 'off';

/** One of the organisation's jobs, read consistently; 404 for another organisation's, as for none at all. */
export async function organisationJob(organisation: Organisation, id: number): Promise<OrganisationJob> {
  const job = await jobs.get(id, { consistent: true });
  if (!job || job.ORG_ID !== organisation.id) throw new NotFound(`There is no job with id ${id}.`);
  return job as OrganisationJob;
}
