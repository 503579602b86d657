/**
 * Who may take a job, on the server: applyJob refuses a worker the job's rules exclude with a 403 whose code
 * names the rule (the age in IST today from the registered date of birth), and takes one they allow; HR's list,
 * the applicant's page and the CSV show the age band (never the date of birth), education and languages, and a
 * minor's parent's consent; a job alert brings only jobs the worker may take; migration 0007 makes jobs from
 * before eligibility 18 and over.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDigest } from '#features/job-alerts/digest';
import { markJobsAdultsOnly } from '#functions/migrations/0007-job-eligibility';
import { db, tableName } from '#lib/clients/dynamodb';
import { search } from '#lib/db/job-listings';
import * as jobs from '#lib/db/jobs';
import { jobKey } from '#lib/db/keys';
import { writeAccount } from '#lib/db/worker-writes';
import type { EducationLevel } from '#shared/domain/codes';
import { ADULTS_ONLY, ELIGIBILITY_CODES, type Eligibility } from '#shared/domain/job-eligibility';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { minorDob } from '#test/support/consent';
import { parseCsv } from '#test/support/csv';
import { emailsTo } from '#test/support/email';
import { createApplication, createJob } from '#test/support/fixtures';
import { accountOf, consentToJobAlerts, createAlert, createAlertFor } from '#test/support/job-alerts';

const anyone: Eligibility = { minimumAge: 14, education: [], languages: [], unsafeForMinors: [] };

/** A registered, verified worker of `years` today, with this education level (and a parent who consented). */
async function workerAged(years: number, education: EducationLevel = 'inClass11or12'): Promise<TestAccount> {
  const worker = await createWorker();
  const dob = years < 18 ? minorDob(years) : `${new Date().getUTCFullYear() - years - 1}-01-01`;
  await writeAccount(worker.id, () => ({
    set: {
      DOB: dob,
      EDUCATION_LEVEL: education,
      ...(years < 18
        ? {
            PARENT: {
              NAME: 'Parent',
              MOBILE: '9876500000',
              LINK: 'x',
              SENT_AT: '2026-11-01T00:00:00.000Z',
              EXPIRES_AT: '2026-11-08T00:00:00.000Z',
              SENDS: [],
              CONSENTED_AT: '2026-11-02T00:00:00.000Z',
            },
          }
        : {}),
    },
  }));
  return worker;
}

const apply = (worker: TestAccount, id: number) => callApi('applyJob', { token: worker.token, body: { id } });

describe('applyJob for a 16-year-old', () => {
  let sixteen: TestAccount;
  beforeAll(async () => {
    sixteen = await workerAged(16);
  });

  it('refuses an 18-and-over job with the code naming the age', async () => {
    const job = await createJob({ ELIGIBILITY: { ...anyone, minimumAge: 18 } });
    const refused = await apply(sixteen, job.ID);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ELIGIBILITY_CODES.age });
  });

  it('refuses work unsafe for minors with the code naming it', async () => {
    const job = await createJob({
      ELIGIBILITY: { ...anyone, minimumAge: 18, unsafeForMinors: ['twoWheeler'] },
    });
    const refused = await apply(sixteen, job.ID);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ELIGIBILITY_CODES.unsafeForMinors });
  });

  it('refuses a graduates-only job with the code naming education', async () => {
    const job = await createJob({ ELIGIBILITY: { ...anyone, education: ['graduate', 'postGraduate'] } });
    const refused = await apply(sixteen, job.ID);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ELIGIBILITY_CODES.education });
  });

  it("keeps them under 18: the profile cannot make a minor's date of birth an adult's", async () => {
    const minor = await workerAged(16);
    const changed = await callApi('updateProfile', {
      token: minor.token,
      body: {
        gender: 1,
        dob: '2000-01-01',
        languages: ['english'],
        cityName: 'chennai',
        education: 'inClass11or12',
        collegeName: 'Kendriya Vidyalaya',
        panCardLocation: '',
        idCardLocation: '',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(400);
    expect(changed.body).toMatchObject({ errors: [{ field: 'dob' }] });
  });

  it('takes the application to a job open to them', async () => {
    const job = await createJob({ ELIGIBILITY: { ...anyone, minimumAge: 16, education: ['inClass11or12'] } });
    expect(await apply(sixteen, job.ID)).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('what HR sees of an applicant', () => {
  let hr: TestAccount;
  let job: jobs.StoredJob;
  let minor: TestAccount;
  let adult: TestAccount;
  beforeAll(async () => {
    hr = await createStaff('HR');
    job = await createJob({ ELIGIBILITY: anyone });
    minor = await workerAged(16);
    adult = await workerAged(25, 'graduate');
    for (const worker of [minor, adult]) await createApplication({ job, worker });
  });

  it('lists the age band, education, languages and a minor with the parent consent, and no date of birth', async () => {
    const answer = await callApi('getInternalDataById', { token: hr.token, query: { id: String(job.ID) } });
    expect(answer.status).toBe(200);
    const rows = Object.fromEntries(answer.body.data.map((row) => [row.USER_ID, row]));
    expect(rows[minor.id]).toMatchObject({
      AGE_BAND: 'under18',
      EDUCATION_LEVEL: 'inClass11or12',
      LANGUAGES: ['english', 'telugu'],
      PARENT_CONSENT: 'given',
    });
    expect(rows[adult.id]).toMatchObject({ AGE_BAND: '22plus', EDUCATION_LEVEL: 'graduate' });
    expect(rows[adult.id]).not.toHaveProperty('PARENT_CONSENT');
    expect(JSON.stringify(answer.body)).not.toMatch(/"DOB"/);

    const details = await callApi('getApplicationDetails', {
      token: hr.token,
      query: { id: String(job.ID), userId: String(minor.id) },
    });
    expect(details.status).toBe(200);
    expect(details.body.data.APPLICANT).toMatchObject({ AGE_BAND: 'under18', PARENT_CONSENT: 'given' });
    expect(details.body.data.APPLICANT).not.toHaveProperty('DOB');
  });

  it('puts the age band and education in the CSV', async () => {
    const answer = await callApi('exportApplications', { token: hr.token, query: { id: String(job.ID) } });
    expect(answer.status).toBe(200);
    const { rows } = parseCsv(answer.body.csv);
    const header = rows[0] as string[];
    const byId = Object.fromEntries(rows.slice(1).map((row) => [row[0], row]));
    const cell = (userId: number, name: string) => byId[String(userId)]?.[header.indexOf(name)];
    expect(cell(minor.id, 'Age band')).toBe('Under 18');
    expect(cell(minor.id, 'Education')).toBe('In class 11 or 12');
    expect(cell(minor.id, 'Parent consent (under 18)')).toBe('Parent consented');
    expect(cell(adult.id, 'Age band')).toBe('22+');
    expect(cell(adult.id, 'Education')).toBe('Graduate');
  });
});

describe('job alerts of a 16-year-old', () => {
  it('refuses an alert whose search finds only jobs they may not take, and keeps one that finds none yet', async () => {
    const sixteen = await workerAged(16);
    await consentToJobAlerts(sixteen);
    const word = `zelig${Date.now().toString(36)}`;
    await createJob({
      TITLE: `${word} rider`,
      ELIGIBILITY: { ...anyone, minimumAge: 18, unsafeForMinors: ['twoWheeler'] },
    });

    const refused = await createAlert(sixteen, { q: word, channel: 'email' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ELIGIBILITY_CODES.unsafeForMinors });
    expect((await createAlert(sixteen, { q: `${word}none`, channel: 'email' })).status).toBe(200);
  });

  it('sends no digest of jobs they may not take', async () => {
    const sixteen = await workerAged(16);
    const word = `zdig${Date.now().toString(36)}`;
    await createAlertFor(sixteen, { q: word }, 'email');
    await createJob({
      TITLE: `${word} night crew`,
      POSTED_AT: new Date(Date.now() + 1_000).toISOString(),
      ELIGIBILITY: { ...anyone, minimumAge: 18 },
    });

    const run = await runDigest({ now: Date.now() + 5_000 });

    expect(run.outcomes.notEligible ?? 0).toBeGreaterThanOrEqual(1);
    expect(await emailsTo(String((await accountOf(sixteen)).EMAIL))).toEqual([]);
  });
});

describe('migration 0007-job-eligibility', () => {
  it('makes a job from before eligibility 18 and over, in its listing items too, and leaves set ones', async () => {
    const old = await createJob({ ELIGIBILITY: anyone, TITLE: 'Eligibility migration check' });
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobKey(old.ID),
        UpdateExpression: 'REMOVE ELIGIBILITY',
      }),
    );
    const judged = await createJob({ ELIGIBILITY: anyone });
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0007-job-eligibility' } }),
    );
    // Read as 18 and over before the migration too: no minor may apply to a job nobody has judged.
    const sixteen = await workerAged(16);
    expect((await apply(sixteen, old.ID)).body).toMatchObject({ code: ELIGIBILITY_CODES.age });

    const first = await markJobsAdultsOnly();
    expect(first.adultsOnly).toBeGreaterThanOrEqual(1);
    expect((await jobs.get(old.ID))?.ELIGIBILITY).toEqual(ADULTS_ONLY);
    expect((await jobs.get(judged.ID))?.ELIGIBILITY).toEqual(anyone);
    const listed = await search({ list: { kind: 'ALL' }, order: 'newest', limit: 100 });
    expect(listed.items.find((item) => item.ID === old.ID)?.ELIGIBILITY).toEqual(ADULTS_ONLY);
    expect((await markJobsAdultsOnly()).adultsOnly).toBe(0);
  });
});
