/**
 * Screening questions on the server: applyJob refuses an answer that fails a knock-out (403, code and field
 * naming the question) and a question left unanswered (400 naming it), keeps the answers and the cover note with
 * an application it takes, and still applies in one tap to a job without questions; HR and the job's employer
 * see the answers in the applicant panel (another employer gets the 404 an unknown job gets), the list filters to
 * the applicants who passed every knock-out (one Query of gsi4), and the worker's export has them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import { jobKey } from '#lib/db/keys';
import * as organisations from '#lib/db/organisations';
import { KNOCKED_OUT_CODE, type ScreeningQuestion } from '#shared/domain/screening-rules';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { answerOf, callApi } from '#test/support/api';
import { createOrganisationWithOwner } from '#test/support/employers';
import { createApplication, createJob } from '#test/support/fixtures';
import { postingBody, uploadLogo } from '#test/support/job-posting';

const QUESTIONS: ScreeningQuestion[] = [
  { id: 'bike', kind: 'yesNo', text: 'Do you have a two-wheeler licence?', knockOut: { required: true } },
  {
    id: 'shift',
    kind: 'choice',
    text: 'Which shift can you work?',
    options: ['Morning', 'Evening', 'Night'],
    knockOut: { accepted: [0, 1] },
  },
  { id: 'hours', kind: 'number', text: 'Hours a week you can give', knockOut: { min: 10 } },
  { id: 'why', kind: 'text', text: 'Which area of the city do you know best?' },
];

const RIGHT = [
  { id: 'bike', answer: true },
  { id: 'shift', answer: 1 },
  { id: 'hours', answer: 12 },
  { id: 'why', answer: 'Koramangala' },
];

const apply = (worker: TestAccount, body: Record<string, unknown>) =>
  callApi('applyJob', { token: worker.token, body: body as { id: number } });

const details = (token: string, jobId: number, userId: number) =>
  callApi('getApplicationDetails', { token, query: { id: String(jobId), userId: String(userId) } });

describe('applyJob with screening questions', () => {
  let job: jobs.StoredJob;
  beforeAll(async () => {
    job = await createJob({ QUESTIONS });
  });

  it('refuses an answer that fails a knock-out, naming the question, and makes no application', async () => {
    const worker = await createWorker();
    const refused = await apply(worker, {
      id: job.ID,
      answers: RIGHT.map((answer) => (answer.id === 'shift' ? { id: 'shift', answer: 2 } : answer)),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: KNOCKED_OUT_CODE,
      errors: [{ field: 'answers.1' }],
    });
    expect(refused.body.message).toContain('Which shift can you work?');
    expect(await applications.get(worker.id, job.ID)).toBeUndefined();
  });

  it('refuses a number below the minimum', async () => {
    const worker = await createWorker();
    const refused = await apply(worker, {
      id: job.ID,
      answers: RIGHT.map((answer) => (answer.id === 'hours' ? { id: 'hours', answer: 4 } : answer)),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Hours a week you can give');
  });

  it('refuses an apply that leaves a question unanswered with a 400 naming it', async () => {
    const worker = await createWorker();
    const refused = await apply(worker, { id: job.ID, answers: RIGHT.slice(0, 3) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ field: 'answers.3' }] });
    expect(refused.body.message).toContain('Which area of the city do you know best?');
    // Without any answer at all (the one-tap apply of a job that asks) too.
    expect((await apply(worker, { id: job.ID })).status).toBe(400);
  });

  it('refuses a cover note over 1,000 characters with a 400 naming it', async () => {
    const worker = await createWorker();
    const refused = await apply(worker, { id: job.ID, answers: RIGHT, coverNote: 'a'.repeat(1001) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('coverNote');
  });

  it('takes right answers and keeps them, as text, and the cover note with the application', async () => {
    const worker = await createWorker();
    const taken = await apply(worker, {
      id: job.ID,
      answers: RIGHT,
      coverNote: '  I deliver in this area.  ',
    });
    expect(taken.status).toBe(200);
    const stored = await applications.get(worker.id, job.ID);
    expect(stored?.ANSWERS).toEqual([
      { QUESTION: 'Do you have a two-wheeler licence?', ANSWER: 'Yes', KNOCK_OUT: true },
      { QUESTION: 'Which shift can you work?', ANSWER: 'Evening', KNOCK_OUT: true },
      { QUESTION: 'Hours a week you can give', ANSWER: '12', KNOCK_OUT: true },
      { QUESTION: 'Which area of the city do you know best?', ANSWER: 'Koramangala' },
    ]);
    expect(stored?.COVER_NOTE).toBe('I deliver in this area.');
  });

  it('applies in one tap to a job without questions', async () => {
    const plain = await createJob();
    const worker = await createWorker();
    expect((await apply(worker, { id: plain.ID })).status).toBe(200);
    const stored = await applications.get(worker.id, plain.ID);
    expect(stored?.ANSWERS).toBeUndefined();
    expect(stored?.KNOCK_OUTS_PASSED).toBeUndefined();
  });
});

describe('the answers in the applicant panel and the knock-out filter', () => {
  let HR: TestAccount;
  let ours: TestAccount;
  let theirs: TestAccount;
  let job: jobs.StoredJob;
  let passed: TestAccount;
  let before: TestAccount;

  beforeAll(async () => {
    const [a, b] = await Promise.all([
      createOrganisationWithOwner({ brandName: 'Sunrise Foods' }),
      createOrganisationWithOwner({ brandName: 'Moonlight Traders' }),
    ]);
    await Promise.all([
      organisations.setDocumentCheck(a.organisationId, 'checked'),
      organisations.setDocumentCheck(b.organisationId, 'checked'),
    ]);
    ours = a.owner;
    theirs = b.owner;
    HR = await createStaff('HR');
    // One applicant from before the job asked anything, then the questions, then one who passed them.
    job = await createJob({ ORG_ID: a.organisationId });
    before = (await createApplication({ job })).worker;
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobKey(job.ID),
        UpdateExpression: 'SET QUESTIONS = :questions',
        ExpressionAttributeValues: { ':questions': QUESTIONS },
      }),
    );
    passed = await createWorker();
    await answerOf('applyJob', {
      token: passed.token,
      body: { id: job.ID, answers: RIGHT, coverNote: 'Hello' },
    });
  });

  it("shows HR and the job's employer the answers and the cover note", async () => {
    for (const token of [HR.token, ours.token]) {
      const { data } = await answerOf('getApplicationDetails', {
        token,
        query: { id: String(job.ID), userId: String(passed.id) },
      });
      expect(data.ANSWERS?.map((answer) => answer.ANSWER)).toEqual(['Yes', 'Evening', '12', 'Koramangala']);
      expect(data.COVER_NOTE).toBe('Hello');
    }
  });

  it("answers another employer's people as for an unknown job", async () => {
    const refused = await details(theirs.token, job.ID, passed.id);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('Koramangala');
  });

  it('lists only the applicants who passed every knock-out with knockOuts=passed', async () => {
    const all = await answerOf('getInternalDataById', { token: HR.token, query: { id: String(job.ID) } });
    expect(all.data.map((row) => row.USER_ID).sort()).toEqual([before.id, passed.id].sort());
    expect(all.JOB.KNOCK_OUTS).toBe(3);
    const filtered = await answerOf('getInternalDataById', {
      token: HR.token,
      query: { id: String(job.ID), knockOuts: 'passed' },
    });
    expect(filtered.data.map((row) => row.USER_ID)).toEqual([passed.id]);
  });

  it('keeps a passed applicant in the filter of their new status after a move', async () => {
    await answerOf('reviewApplication', {
      token: HR.token,
      body: { id: job.ID, userId: passed.id, status: 'APPLIED', decision: 'accept' },
    });
    const shortlisted = await answerOf('getInternalDataById', {
      token: HR.token,
      query: { id: String(job.ID), page: 'shortlisted', knockOuts: 'passed' },
    });
    expect(shortlisted.data.map((row) => row.USER_ID)).toEqual([passed.id]);
    const fresh = await answerOf('getInternalDataById', {
      token: HR.token,
      query: { id: String(job.ID), page: 'new', knockOuts: 'passed' },
    });
    expect(fresh.data).toEqual([]);
  });

  it("puts the answers and the cover note in the worker's export", async () => {
    const { data } = await answerOf('getMyData', { token: passed.token });
    const application = data.applications.find((entry) => entry.id === job.ID);
    expect(application?.screeningAnswers).toHaveLength(4);
    expect(application?.coverNote).toBe('Hello');
    expect(JSON.stringify(application)).not.toContain('gsi4');
    const company = data.recipients.companies.find((entry) => entry.jobs.some((one) => one.id === job.ID));
    expect(company?.shared).toEqual(expect.arrayContaining(['screeningAnswers', 'coverNote']));
  });
});

describe('postJob with screening questions', () => {
  let admin: TestAccount;
  let worker: TestAccount;
  beforeAll(async () => {
    [admin, worker] = await Promise.all([createStaff('admin'), createWorker()]);
  });

  it('keeps the questions whole for the admin and shows a worker them without what a knock-out accepts', async () => {
    const logo = await uploadLogo({ admin });
    const { id } = await answerOf('postJob', {
      token: admin.token,
      body: postingBody(logo, { questions: QUESTIONS }),
    });

    const { data } = await answerOf('getAdminJob', { token: admin.token, query: { id: String(id) } });
    expect(data.job.QUESTIONS).toEqual(QUESTIONS);
    const page = await answerOf('getJobById', { token: worker.token, query: { id: String(id) } });
    const asked = (page.data as { QUESTIONS?: unknown[] }).QUESTIONS;
    expect(asked).toHaveLength(4);
    expect(JSON.stringify(asked)).not.toContain('knockOut');
    expect(asked?.[1]).toEqual({
      id: 'shift',
      kind: 'choice',
      text: 'Which shift can you work?',
      options: ['Morning', 'Evening', 'Night'],
    });
  });

  it('refuses a question that does not fit with a 400 naming its field, and a fee asked in one as a rule hit', async () => {
    const logo = await uploadLogo({ admin });
    const bad = await callApi('postJob', {
      token: admin.token,
      body: postingBody(logo, {
        questions: [{ id: 'q1', kind: 'choice', text: 'Which shift?', options: ['Only one'] }],
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toContain('questions.0.options');

    const fee = await callApi('postJob', {
      token: admin.token,
      body: postingBody(logo, {
        questions: [{ id: 'q1', kind: 'yesNo', text: 'Can you pay a registration fee of Rs 500?' }],
      }),
    });
    expect(fee.status).toBe(400);
    expect(fee.body).toMatchObject({ code: 'ruleHits' });
    expect(JSON.stringify(fee.body)).toContain('questions.0.text');
  });
});
