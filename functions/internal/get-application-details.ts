/**
 * One application in full for HR and OPS: the worker as registered now (details, college,
 * languages, city by name), the skills, work and projects they present (decision 580), short-lived links to their documents, their other applications (the latest, with
 * statuses), this application's moves (oldest first) and the notes (newest first). Whoever may read a job's
 * applications may open each of them: HR and OPS any job's, the employer's people their organisation's (the
 * hiring scope, lib/auth/hiring.ts; any other job is a 404). An employer's person gets neither the identity
 * documents (checking them is Earnlearn's: VERIFIED says it was done) nor the worker's applications to other
 * jobs, which are other employers' business; what they read is on the record as theirs. The worker's PDF resume
 * (decision 571) is for whoever may open the application, staff and the job's employer alike: this is the only
 * way anyone but the worker opens it.
 *
 * Every open is on the worker's record (Rule 6): one access entry, written beside the documents'
 * links. As in the list, staff see a worker only while the worker's consent covers it: otherwise,
 * as for an unknown application, a 404 (the read is still recorded: the application was read).
 * An application the worker withdrew has left the pipeline: a 404 before any document link is signed or
 * anything of the worker is read, as for an erased account (whose applications went with it).
 *
 * An employer's person below TRUSTED_LEVEL opens so many distinct applicants a day (decision 540): a first open
 * past the day's limit is a 409 (its code) before anything of the applicant is shown or recorded; an applicant
 * opened earlier that day opens again freely. A verified organisation's opens are counted the same way, never
 * refused (the admin's "Limits now" shows them); HR's and OPS's are not counted.
 */
import { DOCUMENT_LINK_SECONDS, documentLink } from '#features/documents/documents';
import { countOpen } from '#features/job-applications/employer-limits';
import { applicantMatch } from '#features/job-applications/match';
import { hiringReader, recordRead } from '#features/my-data/records';
import { hiringScope } from '#lib/auth/hiring';
import { clock } from '#lib/clock';
import { newestFirst } from '#lib/db/application-notes';
import * as applications from '#lib/db/applications';
import * as profileSections from '#lib/db/profile-sections';
import * as users from '#lib/db/users';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import {
  type ApplicationDetails,
  getApplicationDetails,
  OTHER_APPLICATIONS_SHOWN,
} from '#shared/api/internal';
import type { UploadKind } from '#shared/api/worker';
import { WITHDRAWN_STATUS } from '#shared/domain/codes';
import { districtName } from '#shared/domain/districts';
import { applicantFacts } from '#shared/domain/job-eligibility-rules';
import { privacyStateOf } from '#shared/domain/privacy';

const NO_SUCH_APPLICATION = 'There is no such application.';

export const handler = endpoint(
  getApplicationDetails,
  async ({ id, userId }, { account, hiring: { job, hirer } }) => {
    const staff = hirer.TYPE !== 'employer';
    const [application, worker, latest] = await Promise.all([
      applications.get(userId, id),
      users.get(userId),
      // One more than shown: this application may be among them.
      staff ? applications.listForWorker(userId, { limit: OTHER_APPLICATIONS_SHOWN + 1 }) : undefined,
    ]);
    if (!application || !worker || application.STATUS === WITHDRAWN_STATUS.code)
      throw new NotFound(NO_SUCH_APPLICATION);
    const shown = privacyStateOf(worker) === 'given';
    // Only an open that shows the applicant counts; one answered 404 for consent below does not.
    if (shown) await countOpen(account, userId, new Date(clock.now()));
    const identity: [UploadKind, string][] = [
      ['panCard', worker.PANCARD_KEY],
      ['idCard', worker.ID_CARD_KEY],
    ];
    const stored: [UploadKind, string][] = [...(staff ? identity : []), ['resume', worker.RESUME_KEY ?? '']];
    const kept = stored.filter(([, key]) => key !== '');
    const resume = worker.RESUME_KEY ? (['resume'] as const) : [];
    const expiresAt = new Date(Date.now() + DOCUMENT_LINK_SECONDS * 1000).toISOString();
    const [links, sections] = await Promise.all([
      Promise.all(kept.map(([, key]) => documentLink(key))),
      profileSections.get(userId),
      recordRead(hiringReader(hirer), {
        what: getApplicationDetails.name,
        data: staff
          ? ['profile', 'contacts', 'applications', 'documents', ...resume]
          : ['profile', 'contacts', 'applications', ...resume],
        workers: [userId],
        jobId: id,
      }),
    ]);
    if (!shown) throw new NotFound(NO_SUCH_APPLICATION);
    const others = (latest?.items ?? []).filter((other) => other.ID !== id);
    const details: ApplicationDetails = {
      ID: id,
      USER_ID: userId,
      TITLE: application.TITLE,
      COMPANY_NAME: application.COMPANY_NAME,
      POSITION: application.POSITION,
      STATUS: application.STATUS,
      APPLIED_AT: application.APPLIED_AT,
      ...(application.REVIEWED_AT ? { REVIEWED_AT: application.REVIEWED_AT } : {}),
      APPLICANT: {
        // The age band, never the date of birth: HR needs what decides, not the day.
        ...applicantFacts(worker),
        NAME: worker.NAME,
        EMAIL: worker.EMAIL,
        MOBILE_NUMBER: worker.MOBILE_NUMBER,
        GENDER: worker.GENDER,
        LOCATION: districtName(worker.LOCATION),
        COLLEGE_NAME: worker.COLLEGE_NAME,
        VERIFIED: worker.VERIFIED,
        ACTIVE: worker.ACTIVE,
      },
      ...(sections ? { SECTIONS: sections } : {}),
      ...(sections ? { MATCH: applicantMatch(job, worker, sections) } : {}),
      DOCUMENTS: kept.map(([kind], index) => ({
        KIND: kind,
        LINK: links[index] ?? '',
        EXPIRES_AT: expiresAt,
      })),
      ...(application.ANSWERS ? { ANSWERS: application.ANSWERS } : {}),
      ...(application.COVER_NOTE ? { COVER_NOTE: application.COVER_NOTE } : {}),
      REVIEWS: application.REVIEWS ?? [],
      NOTES: newestFirst(application.NOTES),
      OTHER_APPLICATIONS: others.slice(0, OTHER_APPLICATIONS_SHOWN).map((other) => ({
        ID: other.ID,
        TITLE: other.TITLE,
        COMPANY_NAME: other.COMPANY_NAME,
        STATUS: other.STATUS,
        APPLIED_AT: other.APPLIED_AT,
      })),
      MORE_APPLICATIONS: others.length > OTHER_APPLICATIONS_SHOWN || latest?.cursor !== undefined,
    };
    return { data: details };
  },
  hiringScope,
);
