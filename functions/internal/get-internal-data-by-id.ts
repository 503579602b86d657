/**
 * A job's applications for HR and OPS (any job) and the employer's people (their organisation's jobs: the hiring
 * scope checked the job before this runs, lib/auth/hiring.ts, and any other is a 404): all of them, or one status group (`page`), oldest first (a review
 * queue is first come, first served), a page at a time, in one Query of the job's partition of gsi1; with the
 * job's card. With knockOuts=passed, only the applicants who passed every knock-out of the job's questions as
 * they are now: their own sparse list (gsi4, written at apply: decision 576), one Query as the plain list. A search text (name, e-mail, mobile number, city), an answer or a listed skill keeps only the applications
 * that have them, read from the job's index of terms (decision 610, features/job-applications/list.ts). LOCATION is the applicant's district by name
 * (the application keeps its id); the age band, education and languages are the applicant's as registered now,
 * read with the consent check. An applicant whose consent is not in force (an account from before consent was recorded that has
 * not accepted the notice yet, or a worker asked to accept a new version) is left out of the page:
 * staff see a worker only while the worker's consent covers it. The job's counts still count them.
 *
 * The page is on each applicant's record (Rule 6): one access entry per applicant the page read, in
 * one batched write sent beside the consent check's read, so the list waits for no extra round trip. An
 * applicant left out for consent gets one too: their application (with its contacts) was read for this request.
 */
import { answerFilters } from '#features/job-applications/filters';
import { findApplications } from '#features/job-applications/list';
import { applicantMatch } from '#features/job-applications/match';
import { hiringReader, recordRead } from '#features/my-data/records';
import { hiringScope } from '#lib/auth/hiring';
import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import * as profileSections from '#lib/db/profile-sections';
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { getInternalDataById } from '#shared/api/internal';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { districtName } from '#shared/domain/districts';
import { applicantFacts } from '#shared/domain/job-eligibility-rules';
import { stateOf } from '#shared/domain/job-lifecycle';
import { privacyStateOf } from '#shared/domain/privacy';
import { knockOutCount, knockOutKey } from '#shared/domain/screening-rules';

const matchOf = (...args: Parameters<typeof applicantMatch>) => {
  const match = applicantMatch(...args);
  return match === undefined ? {} : { MATCH: match };
};

export const handler = endpoint(
  getInternalDataById,
  async ({ id, page, search, knockOuts, answer, skill, limit, cursor }, { hiring: { job, hirer } }) => {
    const status = APPLICATION_STATUSES.find((candidate) => candidate.page === page)?.code;
    // The knock-outs as the job asks them now; a job without any has no one to list (an empty page).
    const key = knockOutKey(job.QUESTIONS);
    const passedKnockOuts = knockOuts === 'passed' ? (key ?? 'none') : undefined;
    const [question = '', value = ''] = answer?.split(':') ?? [];
    const list = await findApplications({
      jobId: id,
      status,
      passedKnockOuts,
      search,
      answer: answer === undefined ? undefined : { question, value },
      skill,
      limit,
      cursor,
    });
    const userIds = list.items.map((application) => application.USER_ID);
    const [applicants, sections] = await Promise.all([
      users.getMany(userIds),
      // Their profile sections, for the match summary of each row (decision 611), in the same round trip.
      profileSections.getMany(userIds),
      recordRead(hiringReader(hirer), {
        what: getInternalDataById.name,
        // The match summary is made from the profile's sections: a read of the profile too.
        data: ['contacts', 'applications', 'profile'],
        workers: userIds,
        jobId: id,
      }),
    ]);
    const data = list.items.flatMap((application) => {
      const account = applicants.get(application.USER_ID);
      if (account === undefined || privacyStateOf(account) !== 'given') return [];
      return [
        {
          ...application,
          ...applicantFacts(account),
          ID: id,
          LOCATION: districtName(application.APPLICANT_LOCATION),
          ...matchOf(job, account, sections.get(application.USER_ID)),
        },
      ];
    });
    return {
      data,
      cursor: list.cursor,
      JOB: {
        ...job,
        STATE: stateOf(job, new Date(clock.now())),
        APPLICANTS: jobs.applicantsOf(job),
        KNOCK_OUTS: knockOutCount(job.QUESTIONS),
        ANSWER_FILTERS: answerFilters(job),
        SKILLS: job.SKILLS ?? [],
      },
    };
  },
  hiringScope,
);
