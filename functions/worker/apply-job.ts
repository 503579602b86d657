import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import * as profileSections from '#lib/db/profile-sections';
import { BadRequest, Forbidden, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { applyJob } from '#shared/api/jobs/apply-job';
import { REGISTERED, VERIFIED } from '#shared/domain/constants';
import { ELIGIBILITY_CODES, eligibility, eligibilityRefusals } from '#shared/domain/job-eligibility-rules';
import { KNOCKED_OUT_CODE, keptAnswers, refusalMessage, screen } from '#shared/domain/screening-rules';

export const handler = endpoint(applyJob, async ({ id, answers = [], coverNote }, { account: worker }) => {
  if (worker.REGISTERED !== REGISTERED || worker.VERIFIED !== VERIFIED) {
    throw new Forbidden('Please complete your registration and verify your mobile number before applying.');
  }
  // A draft, a job in review or a rejected one is no job to a worker.
  const job = await jobs.getPublished(id);
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  // The same rule the job page and Explore Jobs show (age in IST today from the registered date of birth):
  // the screens only explain it, this refuses it.
  const [reason] = eligibility(job, worker);
  if (reason) throw new Forbidden(eligibilityRefusals[reason], ELIGIBILITY_CODES[reason]);
  // The screening questions as the job asks them now: every one answered, every knock-out passed.
  const questions = job.QUESTIONS ?? [];
  const refusal = screen(questions, answers);
  if (refusal) {
    const field = refusal.reason === 'unknown' ? 'answers' : `answers.${refusal.index}`;
    const message = refusalMessage(refusal);
    // A knock-out failed is a refusal by the job's rule, as eligibility's: a 403 with a code, naming the question.
    if (refusal.reason === 'knockedOut') {
      throw Object.assign(new Forbidden(message, KNOCKED_OUT_CODE), { errors: [{ field, message }] });
    }
    throw BadRequest.field(field, message);
  }
  // The listed skills of the profile, as applied with: HR filters the job's applicants by them (decision 610).
  const sections = await profileSections.get(worker.ID);
  const skills = (sections?.skills ?? []).flatMap((skill) => (skill.code === undefined ? [] : [skill.code]));
  await applications.apply(worker, job, new Date(), {
    answers: keptAnswers(questions, answers),
    coverNote: coverNote || undefined,
    screening: { questions, answers },
    skills,
  });
  return { success: true };
});
