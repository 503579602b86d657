/**
 * The employer hires with HR's tools: an organisation's people (owners and recruiters) list, search, open, move,
 * note, interview and export the applicants of their organisation's jobs; another organisation's people get the
 * answer an unknown job gets (404) for every tool, as they do for Earnlearn's own jobs, while HR and OPS keep
 * every job. Each read by an employer's person is on the worker's record naming the organisation, and the
 * worker's export lists it; the moves and notes name the member who made them.
 */
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSignIn } from '#features/employers/send-sign-in-code';
import * as applications from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import * as organisations from '#lib/db/organisations';
import type { ContractName } from '#shared/api/index';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { answerOf, callApi } from '#test/support/api';
import { createOrganisationWithOwner, latestEmployerCode } from '#test/support/employers';
import { createApplication, createJob } from '#test/support/fixtures';
import { slot } from '#test/support/interviews';
import { call } from '#test/support/invoke';
import { accessEntriesOf } from '#test/support/job-applications';

let counter = 0;

/** A recruiter invited to the organisation, signed in by the code in their inbox. */
async function recruiterOf(owner: TestAccount): Promise<TestAccount> {
  const email = `recruiter.${++counter}.${Date.now()}@acme.in`;
  await answerOf('inviteTeammate', { token: owner.token, body: { email, role: 'recruiter' } });
  await startSignIn(email, '127.0.0.1');
  const { token } = await answerOf('verifyEmployerSignIn', {
    body: { email, code: await latestEmployerCode(email) },
  });
  return { id: Number(decodeJwt(token).sub), role: 'employer', token };
}

/**
 * An organisation (brand `brand`) with its owner and one recruiter; verified, so that its people export and open
 * applicants unlimited (an unverified one's limits: employer-applicant-limits.test.ts).
 */
async function organisation(brand: string) {
  const { owner, organisationId } = await createOrganisationWithOwner({ brandName: brand });
  await organisations.setDocumentCheck(organisationId, 'checked');
  return { id: organisationId, owner, recruiter: await recruiterOf(owner) };
}

let ours: Awaited<ReturnType<typeof organisation>>;
let theirs: Awaited<ReturnType<typeof organisation>>;
let HR: TestAccount;

beforeAll(async () => {
  [ours, theirs, HR] = await Promise.all([
    organisation('Sunrise Foods'),
    organisation('Moonlight Traders'),
    createStaff('HR'),
  ]);
});

/** An application in New to a fresh job of `orgId` (Earnlearn's own when undefined). */
async function applicantOf(orgId: string | undefined) {
  const job = await createJob(orgId ? { ORG_ID: orgId } : {});
  return createApplication({ job });
}

/** Every hiring tool on one application, each as a call a recruiter could send. */
function everyTool(job: jobs.StoredJob, userId: number): [ContractName, Record<string, unknown>][] {
  const id = job.ID;
  return [
    ['getInternalDataById', { query: { id: String(id) } }],
    ['getInternalDataById', { query: { id: String(id), search: 'a' } }],
    ['getApplicationDetails', { query: { id: String(id), userId: String(userId) } }],
    ['exportApplications', { query: { id: String(id) } }],
    ['reviewApplication', { body: { id, userId, status: 'APPLIED', decision: 'accept' } }],
    [
      'reviewApplications',
      { body: { id, decision: 'accept', applications: [{ userId, status: 'APPLIED' }] } },
    ],
    ['addApplicationNote', { body: { id, userId, text: 'Called, no answer.' } }],
    ['scheduleInterview', { body: { id, userId, ...slot(3), place: 'Office, Anna Salai' } }],
    ['getApplicantThread', { query: { id: String(id), userId: String(userId) } }],
    ['sendApplicantMessage', { body: { id, userId, text: 'Hello from another company.' } }],
  ];
}

describe('the hiring tools for an organisation that is not the job’s', () => {
  it('answer every tool with the 404 of an unknown job, and move, note and read nothing', async () => {
    const { job, worker } = await applicantOf(ours.id);
    const unknown = await call('getInternalDataById', {
      token: theirs.recruiter.token,
      query: { id: '987654321' },
    });

    for (const [name, input] of everyTool(job, worker.id)) {
      for (const stranger of [theirs.recruiter, theirs.owner]) {
        const answer = await call(name, { token: stranger.token, ...input });
        expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(404);
        expect(answer.body.message).toBe(`There is no job with id ${job.ID}.`);
      }
    }
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no job with id 987654321.');
    const application = await applications.get(worker.id, job.ID);
    expect(application?.STATUS).toBe('APPLIED');
    expect(application?.REVIEWS ?? []).toEqual([]);
    expect(application?.NOTES ?? []).toEqual([]);
    expect(application?.INTERVIEW).toBeUndefined();
    expect(await accessEntriesOf(worker.id)).toEqual([]);
  });

  it('answer an employer 404 for Earnlearn’s own jobs, which HR and OPS keep', async () => {
    const { job, worker } = await applicantOf(undefined);

    for (const [name, input] of everyTool(job, worker.id)) {
      const answer = await call(name, { token: ours.recruiter.token, ...input });
      expect(answer.status, name).toBe(404);
    }
    const staffList = await callApi('getInternalDataById', {
      token: HR.token,
      query: { id: String(job.ID) },
    });
    expect(staffList.status).toBe(200);
    expect(staffList.body.data.map((row) => row.USER_ID)).toEqual([worker.id]);
  });

  it('answer a person who left the organisation 404 from their next call', async () => {
    const { job } = await applicantOf(ours.id);
    const leaver = await recruiterOf(ours.owner);
    expect(
      (await call('exportApplications', { token: leaver.token, query: { id: String(job.ID) } })).status,
    ).toBe(200);

    await answerOf('removeTeammate', { token: leaver.token, body: { memberId: leaver.id } });

    const after = await call('exportApplications', { token: leaver.token, query: { id: String(job.ID) } });
    expect(after.status).toBe(404);
  });
});

describe('the hiring tools for the job’s own organisation', () => {
  it('list, search and export its applicants for the owner and the recruiter, and HR still sees them', async () => {
    const { job, worker, application } = await applicantOf(ours.id);

    for (const token of [ours.recruiter.token, ours.owner.token, HR.token]) {
      const list = await callApi('getInternalDataById', { token, query: { id: String(job.ID) } });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.map((row) => row.USER_ID)).toEqual([worker.id]);
      expect(list.body.JOB.ID).toBe(job.ID);
      const found = await callApi('getInternalDataById', {
        token,
        query: { id: String(job.ID), search: application.EMAIL },
      });
      expect(found.body.data.map((row) => row.USER_ID)).toEqual([worker.id]);
      const csv = await callApi('exportApplications', { token, query: { id: String(job.ID) } });
      expect(csv.status).toBe(200);
      expect(csv.body.rows).toBe(1);
      expect(csv.body.csv).toContain(application.EMAIL);
    }
  });

  it('open an application without the identity documents or the worker’s other applications', async () => {
    const { job, worker } = await applicantOf(ours.id);
    await createApplication({ worker, job: await createJob() });

    const mine = await callApi('getApplicationDetails', {
      token: ours.recruiter.token,
      query: { id: String(job.ID), userId: String(worker.id) },
    });
    const staffs = await callApi('getApplicationDetails', {
      token: HR.token,
      query: { id: String(job.ID), userId: String(worker.id) },
    });

    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.APPLICANT.EMAIL).toBe(staffs.body.data.APPLICANT.EMAIL);
    expect(mine.body.data.OTHER_APPLICATIONS).toEqual([]);
    expect(mine.body.data.MORE_APPLICATIONS).toBe(false);
    expect(mine.body.data.DOCUMENTS).toEqual([]);
    expect(staffs.body.data.OTHER_APPLICATIONS).toHaveLength(1);
  });

  it('move one and in bulk, and note, in the recruiter’s name and the organisation’s', async () => {
    const { job, worker } = await applicantOf(ours.id);
    const by = { token: ours.recruiter.token };

    const shortlisted = await callApi('reviewApplication', {
      ...by,
      body: { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' },
    });
    const rejected = await callApi('reviewApplications', {
      ...by,
      body: { id: job.ID, decision: 'reject', applications: [{ userId: worker.id, status: 'SHORTLISTED' }] },
    });
    const note = await callApi('addApplicationNote', {
      ...by,
      body: { id: job.ID, userId: worker.id, text: 'Good on the phone.' },
    });

    expect(shortlisted.status, JSON.stringify(shortlisted.body)).toBe(200);
    expect(rejected.body).toMatchObject({ moved: 1 });
    const stored = await applications.get(worker.id, job.ID);
    expect(stored?.REVIEWS).toEqual([
      expect.objectContaining({
        FROM: 'APPLIED',
        TO: 'SHORTLISTED',
        BY_ID: ours.recruiter.id,
        BY_TYPE: 'employer',
        BY_ORG_ID: ours.id,
        BY_ORG_NAME: 'Sunrise Foods',
      }),
      expect.objectContaining({ FROM: 'SHORTLISTED', TO: 'REJECTED', BY_ID: ours.recruiter.id }),
    ]);
    expect(note.body.NOTE).toMatchObject({ BY_TYPE: 'employer', BY_ORG_NAME: 'Sunrise Foods' });
    const details = await answerOf('getApplicationDetails', {
      token: HR.token,
      query: { id: String(job.ID), userId: String(worker.id) },
    });
    expect(details.data.REVIEWS[0]).toMatchObject({ BY_TYPE: 'employer', BY_ORG_NAME: 'Sunrise Foods' });
  });

  it('schedule an interview for a shortlisted applicant, proposed by the recruiter', async () => {
    const { job, worker } = await applicantOf(ours.id);
    await answerOf('reviewApplication', {
      token: ours.owner.token,
      body: { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' },
    });

    const answer = await callApi('scheduleInterview', {
      token: ours.recruiter.token,
      body: { id: job.ID, userId: worker.id, ...slot(4), link: 'https://meet.example.com/abc' },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await applications.get(worker.id, job.ID))?.INTERVIEW).toMatchObject({
      PROPOSED_BY_ID: ours.recruiter.id,
      PROPOSED_BY_TYPE: 'employer',
      PROPOSED_BY_ORG_ID: ours.id,
    });
  });
});

describe('an employer’s reads of applicants', () => {
  it('are on the worker’s record as the organisation’s and listed in their export naming it', async () => {
    const { job, worker } = await applicantOf(ours.id);

    await answerOf('getInternalDataById', { token: ours.recruiter.token, query: { id: String(job.ID) } });
    await answerOf('getApplicationDetails', {
      token: ours.recruiter.token,
      query: { id: String(job.ID), userId: String(worker.id) },
    });
    await answerOf('exportApplications', { token: ours.owner.token, query: { id: String(job.ID) } });

    const entries = await accessEntriesOf(worker.id);
    expect(entries.map((entry) => [entry.WHAT, entry.BY_ID])).toEqual([
      ['getInternalDataById', ours.recruiter.id],
      ['getApplicationDetails', ours.recruiter.id],
      ['exportApplications', ours.owner.id],
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({
        BY_ROLE: 'employer',
        BY_ORG_ID: ours.id,
        BY_ORG_NAME: 'Sunrise Foods',
        JOB_ID: job.ID,
      });
    const exported = await answerOf('getMyData', { token: worker.token });
    expect(exported.data.staffAccess).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          byRole: 'employer',
          byOrganisation: 'Sunrise Foods',
          readThrough: 'getApplicationDetails',
        }),
      ]),
    );
    expect(exported.data.staffAccess).toHaveLength(3);
  });
});
