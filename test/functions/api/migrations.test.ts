/**
 * Data migrations (functions/migrations/): each runs once per table and is recorded; 0001 marks the
 * worker accounts from before consent as needing to accept the first notice, links them to their Google
 * identity, and loses nothing: the worker is held until they accept, then goes on as before.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { findApplications } from '#features/job-applications/list';
import { findStudents } from '#features/student-search/students';
import { recordJobListings } from '#functions/migrations/0002-job-listings';
import { relistJobs } from '#functions/migrations/0004-job-search-terms';
import { reindexStudents } from '#functions/migrations/0005-student-substrings';
import { listJobsUnderOrganisations } from '#functions/migrations/0008-organisation-job-list';
import { indexApplications } from '#functions/migrations/0011-application-terms';
import { runPending } from '#functions/migrations/index';
import { db, tableName } from '#lib/clients/dynamodb';
import { listForOrganisation } from '#lib/db/employer-jobs';
import { listingDeletes, listingItems, listingPartitions, listingPuts, search } from '#lib/db/job-listings';
import * as jobs from '#lib/db/jobs';
import {
  applicationKey,
  jobKey,
  type ListingList,
  listingItemKeys,
  organisationJobKey,
  userKey,
} from '#lib/db/keys';
import { organisationJobsPage, pauseOrganisationJobs } from '#lib/db/organisation-jobs';
import { wordWrites } from '#lib/db/student-search';
import { transact } from '#lib/db/transactions';
import * as users from '#lib/db/users';
import { GRIEVANCE_OPEN_MAX } from '#shared/domain/grievances';
import { headOf } from '#shared/domain/job-terms';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import type { ScreeningQuestion } from '#shared/domain/screening-rules';
import { studentWords, words } from '#shared/domain/student-search';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createOrganisationWithOwner } from '#test/support/employers';
import { createApplication, createJob, jobInput } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { seedApplicants } from '#test/support/job-applications';
import { createStudent } from '#test/support/students';

/** An account as it was stored before consent was recorded: none of the consent attributes. */
async function legacyWorker() {
  const worker = await createWorker();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(worker.id),
      UpdateExpression:
        'REMOVE PRIVACY_STATE, NOTICE_VERSION, NOTICE_ACCEPTED_AT, SMS_UPDATES, HELD_UNTIL, GOOGLE_SUB',
    }),
  );
  return worker;
}

describe('migration 0001-consent-state', () => {
  it('marks accounts from before consent, keeps everything else, and holds them until they accept the notice', async () => {
    const worker = await legacyWorker();
    const { job } = await createApplication({ worker });
    const before = await users.get(worker.id);

    const done = await runPending();
    expect(done['0001-consent-state']?.marked).toBeGreaterThanOrEqual(1);
    const after = await users.get(worker.id);
    expect(after).toEqual({
      ...before,
      PRIVACY_STATE: 'consentNeeded',
      NOTICE_VERSION: '',
      GOOGLE_SUB: expect.stringMatching(/^google-/),
      // Migration 0003, run in the same pass: the retention clock starts now.
      LAST_SIGN_IN: expect.any(String),
      gsi3pk: expect.stringMatching(/^SIGNED_IN#/),
      gsi3sk: expect.any(String),
    });
    // Not on the 7-day hold: never erased for not having accepted yet.
    expect(after?.HELD_UNTIL).toBeUndefined();

    const held = await call('getAppliedJobs', { token: worker.token, query: {} });
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('consentNeeded');
    const accepted = await callApi('giveConsent', {
      token: worker.token,
      body: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        accept: true,
        smsUpdates: true,
        screen: 'noticeUpdate',
      },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const applied = await callApi('getAppliedJobs', { token: worker.token, query: {} });
    expect(applied.body.data.map((row) => row.ID)).toEqual([job.ID]);
  });

  it('runs once per table, and is recorded', async () => {
    await runPending();
    const legacy = await legacyWorker();
    expect(await runPending()).toEqual({});
    expect((await users.get(legacy.id))?.PRIVACY_STATE).toBeUndefined();
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0001-consent-state' } }),
    );
    expect(Item).toMatchObject({ ranAt: expect.any(String), result: { marked: expect.any(Number) } });
  });
});

describe('migration 0002-job-listings', () => {
  /** A job as it was stored before search: no listing items, no search facts, no LISTINGS. */
  async function jobFromBeforeSearch(word: string, location: string) {
    const job = await createJob({ TITLE: `Barista ${word}`, LOCATION: location, WORK_FROM_HOME: 0 });
    await transact(listingDeletes(job));
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobKey(job.ID),
        UpdateExpression: 'REMOVE LISTINGS, CITY, MONTHLY_EARNINGS, #type, SCHEDULE',
        ExpressionAttributeNames: { '#type': 'TYPE' },
      }),
    );
    return job;
  }
  const found = async (list: ListingList, id: number) =>
    (await search({ list, order: 'newest', limit: 50 })).items.some((item) => item.ID === id);

  it('lists the open jobs from before search, also after a run stopped part-way, and cleans closed ones', async () => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    const old = [
      await jobFromBeforeSearch(word, 'Pune'),
      await jobFromBeforeSearch(word, 'Somewhere Else'),
      await jobFromBeforeSearch(word, 'Bangalore Urban'),
    ];
    // A closed job whose listing items were left behind (what a rules change would leave).
    const closed = await createJob({ TITLE: `Closed ${word}` });
    await jobs.setStatus(closed.ID, 'CLOSED');
    await transact(listingPuts(closed));
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0002-job-listings' } }),
    );
    for (const job of old) expect(await found({ kind: 'WORD', word: headOf(word) }, job.ID)).toBe(false);

    // A crash after the second of these jobs: the run stops, nothing is recorded.
    const ours = new Set([...old.map((job) => job.ID), closed.ID]);
    let seen = 0;
    await expect(
      recordJobListings((id) => {
        if (ours.has(id) && ++seen === 2) throw new Error('crashed');
      }),
    ).rejects.toThrow('crashed');
    const listed = await Promise.all(
      old.map(async (job) => (await jobs.get(job.ID))?.LISTINGS !== undefined),
    );
    // Newest first: the last-made job was done before the crash, the first-made one was not.
    expect(listed).toEqual([false, expect.any(Boolean), true]);

    // Run again: it goes on, and is recorded once.
    const done = await runPending();
    expect(done['0002-job-listings']).toBeDefined();
    expect(await runPending()).toEqual({});
    for (const job of old) {
      expect(await found({ kind: 'WORD', word: headOf(word) }, job.ID)).toBe(true);
      expect((await jobs.get(job.ID))?.LISTINGS).toContain(`JOBLIST#WORD#${headOf(word)}`);
    }
    // The district is read off LOCATION when it names one exactly; earnings default to 0.
    expect(await found({ kind: 'CITY', city: 'pune' }, (old[0] as jobs.StoredJob).ID)).toBe(true);
    expect(await jobs.get((old[1] as jobs.StoredJob).ID)).toMatchObject({ CITY: '', MONTHLY_EARNINGS: 0 });
    expect(await found({ kind: 'WORD', word: headOf(word) }, closed.ID)).toBe(false);
  });

  it('closing a job deletes the listing items it was written to, even when the word rules changed since', async () => {
    const job = await createJob({ TITLE: `Tailor ${randomBytes(4).toString('hex')}` });
    const stored = (await jobs.get(job.ID)) as jobs.StoredJob;
    expect(stored.LISTINGS).toEqual(listingPartitions(job));
    // As if yesterday's rules had also listed it under a word today's rules drop (a new stop word).
    const dropped = `JOBLIST#WORD#zz${randomBytes(3).toString('hex')}`;
    const [item] = listingItems(job);
    await transact([{ Put: { TableName: tableName, Item: { ...item, ...listingItemKeys(dropped, job) } } }]);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobKey(job.ID),
        UpdateExpression: 'SET LISTINGS = list_append(LISTINGS, :dropped)',
        ExpressionAttributeValues: { ':dropped': [dropped] },
      }),
    );
    expect(await found({ kind: 'WORD', word: dropped.slice('JOBLIST#WORD#'.length) }, job.ID)).toBe(true);

    await jobs.setStatus(job.ID, 'CLOSED');
    expect(await found({ kind: 'WORD', word: dropped.slice('JOBLIST#WORD#'.length) }, job.ID)).toBe(false);
    expect(await found({ kind: 'ALL' }, job.ID)).toBe(false);
    expect((await jobs.get(job.ID))?.LISTINGS).toBeUndefined();
  });
});

describe('migration 0004-job-search-terms', () => {
  /** A job listed as before the forgiving search: under each whole word, in its city's WFH list, with WORDS, not TEXT. */
  async function jobListedTheOldWay(title: string) {
    const job = await createJob({ TITLE: title, COMPANY_NAME: 'Vidya', POSITION: 'Tutor', CITY: 'pune' });
    await transact(listingDeletes(job));
    const words = title.toLowerCase().split(' ');
    const partitions = [
      'JOBLIST#ALL',
      'JOBLIST#CITY#pune',
      'JOBLIST#WFH',
      'JOBLIST#CITY#pune#WFH',
      ...[...words, 'vidya', 'tutor'].map((word) => `JOBLIST#WORD#${word}`),
    ];
    const [item] = listingItems(job);
    const { TEXT: _text, ...card } = item as Record<string, unknown>;
    await transact(
      partitions.map((partition) => ({
        Put: {
          TableName: tableName,
          Item: { ...card, ...listingItemKeys(partition, job), WORDS: [...words, 'vidya', 'tutor'] },
        },
      })),
    );
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobKey(job.ID),
        UpdateExpression: 'SET LISTINGS = :old',
        ExpressionAttributeValues: { ':old': partitions },
      }),
    );
    return job;
  }
  const ids = async (q: string) =>
    (
      await search({ list: { kind: 'WORD', word: headOf(q) }, words: [q], order: 'newest', limit: 50 })
    ).items.map((item) => item.ID);
  const has = async (partition: string, job: jobs.StoredJob) => {
    const { pk, sk } = listingItemKeys(partition, job);
    return (await db.send(new GetCommand({ TableName: tableName, Key: { pk, sk } }))).Item !== undefined;
  };

  it('lists open jobs again under the new rules, also after a run stopped part-way, and leaves closed ones', async () => {
    const unique = `q${randomBytes(3).toString('hex')}`;
    const old = [
      await jobListedTheOldWay(`Mathematics ${unique}`),
      await jobListedTheOldWay(`Mathematics ${unique}x`),
      await jobListedTheOldWay(`Mathematics ${unique}y`),
    ];
    const closed = await jobListedTheOldWay(`Mathematics ${unique}z`);
    await jobs.setStatus(closed.ID, 'CLOSED');
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0004-job-search-terms' } }),
    );
    expect(await ids('math')).not.toContain(old[0]?.ID);

    const ours = new Set([...old.map((job) => job.ID), closed.ID]);
    let seen = 0;
    await expect(
      relistJobs((id) => {
        if (ours.has(id) && ++seen === 2) throw new Error('crashed');
      }),
    ).rejects.toThrow('crashed');
    const done = await Promise.all(
      old.map(
        async (job) =>
          ((await jobs.get(job.ID)) as { LISTING_RULES?: number } | undefined)?.LISTING_RULES === 2,
      ),
    );
    // Newest first: the closed one (skipped) and the last-made one were seen before the crash.
    expect(done).toEqual([false, false, true]);

    expect((await runPending())['0004-job-search-terms']).toBeDefined();
    expect(await runPending()).toEqual({});
    const found = await ids('math');
    for (const job of old) {
      expect(found).toContain(job.ID);
      expect(await has('JOBLIST#WORD#mathematics', job)).toBe(false);
      expect(await has('JOBLIST#CITY#pune#WFH', job)).toBe(false);
      expect(await has('JOBLIST#WORD#mat', job)).toBe(true);
      expect((await jobs.get(job.ID))?.LISTINGS).toEqual(listingPartitions(job));
    }
    expect(found).not.toContain(closed.ID);
    // Closing a relisted job deletes every listing item it has now.
    await jobs.setStatus(old[0]?.ID as number, 'CLOSED');
    expect(await ids('math')).not.toContain(old[0]?.ID);
    expect(await has('JOBLIST#ALL', old[0] as jobs.StoredJob)).toBe(false);
  });
});

describe('migration 0009-job-type-lists', () => {
  it('lists open jobs under their type and their type in their city, once, and leaves closed ones', async () => {
    const city = `c${randomBytes(3).toString('hex')}`;
    const open = await createJob({ CITY: city, TYPE: 'GIG' });
    const closed = await createJob({ CITY: city, TYPE: 'GIG' });
    await jobs.setStatus(closed.ID, 'CLOSED');
    // Listed as before the type lists: their items deleted, LISTINGS without them, rules of version 2.
    const typeLists = [`JOBLIST#TYPE#GIG`, `JOBLIST#CITY#${city}#TYPE#GIG`];
    const before = listingPartitions(open).filter((partition) => !typeLists.includes(partition));
    await transact(
      typeLists.map((partition) => {
        const { pk, sk } = listingItemKeys(partition, open);
        return { Delete: { TableName: tableName, Key: { pk, sk } } };
      }),
    );
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobKey(open.ID),
        UpdateExpression: 'SET LISTINGS = :old, LISTING_RULES = :two',
        ExpressionAttributeValues: { ':old': before, ':two': 2 },
      }),
    );
    const inCityType = async () =>
      (
        await search({ list: { kind: 'CITY_TYPE', city, type: 'GIG' }, order: 'newest', limit: 10 })
      ).items.map((item) => item.ID);
    expect(await inCityType()).toEqual([]);
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0009-job-type-lists' } }),
    );

    expect((await runPending())['0009-job-type-lists']).toBeDefined();
    expect(await runPending()).toEqual({});
    expect(await inCityType()).toEqual([open.ID]);
    expect(
      (await search({ list: { kind: 'TYPE', type: 'GIG' }, order: 'newest', limit: 100 })).items.map(
        (item) => item.ID,
      ),
    ).toContain(open.ID);
    expect(await jobs.get(open.ID)).toMatchObject({ LISTINGS: listingPartitions(open), LISTING_RULES: 3 });
    // Closing it deletes its type lists' items too.
    await jobs.setStatus(open.ID, 'CLOSED');
    expect(await inCityType()).toEqual([]);
  });
});

describe('migration 0010-job-skills-listed', () => {
  it("writes an open job's listing items again with its skills, once", async () => {
    const city = `c${randomBytes(3).toString('hex')}`;
    const open = await createJob({ CITY: city, SKILLS: ['DELIVERY', 'SALES'] });
    // Listed as before: no SKILLS on its city's item, rules of version 3.
    const { pk, sk } = listingItemKeys(`JOBLIST#CITY#${city}`, open);
    await db.send(
      new UpdateCommand({ TableName: tableName, Key: { pk, sk }, UpdateExpression: 'REMOVE SKILLS' }),
    );
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobKey(open.ID),
        UpdateExpression: 'SET LISTING_RULES = :three',
        ExpressionAttributeValues: { ':three': 3 },
      }),
    );
    const listedSkills = async () =>
      (await search({ list: { kind: 'CITY', city }, order: 'newest', limit: 10 })).items.map(
        (item) => item.SKILLS,
      );
    expect(await listedSkills()).toEqual([undefined]);
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0010-job-skills-listed' } }),
    );

    expect((await runPending())['0010-job-skills-listed']).toBeDefined();
    expect(await runPending()).toEqual({});
    expect(await listedSkills()).toEqual([['DELIVERY', 'SALES']]);
    expect(await jobs.get(open.ID)).toMatchObject({ LISTING_RULES: 4 });
  });
});

describe('migration 0005-student-substrings', () => {
  /** A student as indexed before substring search: whole words (and mobile tails) only, no tails of words. */
  async function studentIndexedTheOldWay(name: string, email: string) {
    const id = await createStudent({ name, email });
    const account = (await users.get(id)) as users.WorkerAccount;
    const whole = new Set(
      [account.NAME, account.EMAIL, account.COLLEGE_NAME].flatMap((text) => words(text ?? '')),
    );
    const own = account.searchWords ?? [];
    const tails = own.filter(
      (word) => !whole.has(word) && !/^[0-9]+$/.test(word) && name.toLowerCase().includes(word),
    );
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: userKey(id),
          UpdateExpression: 'SET searchWords = :old',
          ExpressionAttributeValues: { ':old': own.filter((word) => !tails.includes(word)) },
        },
      },
      ...wordWrites(id, { added: [], removed: tails }),
    ]);
    return id;
  }
  const found = async (search: string) =>
    (await findStudents({ search, limit: 50 })).data.map((row) => row.ID);

  it("indexes existing students' tails, also after a run stopped part-way: 'riya' finds Priya", async () => {
    const unique = randomBytes(3).toString('hex').replace(/[0-9]/g, 'q');
    const old = [
      await studentIndexedTheOldWay(`Priya Zx${unique}`, `p1.${unique}@example.com`),
      await studentIndexedTheOldWay(`Supriya Zx${unique}`, `p2.${unique}@example.com`),
      await studentIndexedTheOldWay(`Priyamvada Zx${unique}`, `p3.${unique}@example.com`),
    ];
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0005-student-substrings' } }),
    );
    expect(await found(`x${unique} riya`)).toEqual([]);

    const ours = new Set(old);
    let seen = 0;
    await expect(
      reindexStudents((id) => {
        if (ours.has(id) && ++seen === 2) throw new Error('crashed');
      }),
    ).rejects.toThrow('crashed');
    // Newest first: the last two made were done before the crash.
    expect((await found(`x${unique} riya`)).sort()).toEqual([old[1], old[2]].sort());

    expect((await runPending())['0005-student-substrings']).toBeDefined();
    expect(await runPending()).toEqual({});
    expect((await found(`x${unique} riya`)).sort()).toEqual([...old].sort());
    for (const id of old) {
      const account = (await users.get(id)) as users.WorkerAccount;
      expect(account.searchWords).toEqual(studentWords(account));
    }
  });
});

describe('migration 0006-open-grievance-counts', () => {
  it("counts each worker's open concerns raised before the count, so the cap holds for them too", async () => {
    const worker = await createWorker();
    for (let n = 0; n < GRIEVANCE_OPEN_MAX; n++) {
      const raised = await callApi('raiseGrievance', {
        token: worker.token,
        body: { category: 'other', text: `Before ${n}`, language: 'en' },
      });
      expect(raised.status).toBe(200);
    }
    // As raised before the count was kept.
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(worker.id),
        UpdateExpression: 'REMOVE OPEN_GRIEVANCE_COUNT',
      }),
    );
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: { pk: 'MIGRATIONS', sk: '0006-open-grievance-counts' },
      }),
    );

    expect((await runPending())['0006-open-grievance-counts']?.tickets).toBeGreaterThanOrEqual(
      GRIEVANCE_OPEN_MAX,
    );
    expect(await runPending()).toEqual({});

    const over = await callApi('raiseGrievance', {
      token: worker.token,
      body: { category: 'other', text: 'One more', language: 'en' },
    });
    expect(over.status).toBe(409);
  });
});

describe('migration 0008-organisation-job-list', () => {
  it("lists each employer's job under its organisation, keeps a pause mark, and takes the job off gsi4", async () => {
    const { organisationId } = await createOrganisationWithOwner();
    const older = await jobs.create(jobInput({ ORG_ID: organisationId }));
    const paused = await jobs.create(jobInput({ ORG_ID: organisationId }));
    const earnlearns = await jobs.create(jobInput());
    // As stored before decision 520: gsi4 keys on the job, and (for the older one) no item under its organisation.
    for (const job of [older, paused])
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: jobKey(job.ID),
          UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk',
          ExpressionAttributeValues: { ':pk': `ORG#${organisationId}#JOBS`, ':sk': `${job.POSTED_AT}#x` },
        }),
      );
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: organisationJobKey(organisationId, older.ID) }),
    );
    expect(await pauseOrganisationJobs(organisationId)).toBe(1);

    const done = await listJobsUnderOrganisations();
    expect(done.listed).toBeGreaterThanOrEqual(1);
    expect(done.unkeyed).toBeGreaterThanOrEqual(1);
    expect((await organisationJobsPage(organisationId, { limit: 10 })).items).toEqual([
      { jobId: paused.ID, paused: true },
      { jobId: older.ID, paused: false },
    ]);
    for (const job of [older, paused, earnlearns]) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: jobKey(job.ID), ConsistentRead: true }),
      );
      expect(Item?.gsi4pk).toBeUndefined();
      expect(Item?.gsi4sk).toBeUndefined();
    }
    const page = await listForOrganisation(organisationId, { limit: 10 });
    expect(page.items.map((job) => job.ID)).toEqual([paused.ID, older.ID]);

    const again = await listJobsUnderOrganisations();
    expect(again.listed).toBe(0);
    expect(again.unkeyed).toBe(0);
  });
});

describe('migration 0011-application-terms', () => {
  it("indexes a job's listed applications made before by words and answers, once", async () => {
    const QUESTIONS: ScreeningQuestion[] = [
      { id: 'bike', kind: 'yesNo', text: 'Do you ride?' },
      { id: 'shift', kind: 'choice', text: 'Which shift?', options: ['Morning', 'Evening'] },
    ];
    const job = await createJob({ QUESTIONS });
    const firstId = 880_000_000 + Math.floor(Math.random() * 1_000_000);
    const [first, second] = await seedApplicants(job, firstId, 2);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(first as number, job.ID),
        UpdateExpression: 'SET ANSWERS = :answers',
        ExpressionAttributeValues: {
          ':answers': [
            { QUESTION: 'Do you ride?', ANSWER: 'Yes' },
            { QUESTION: 'Which shift?', ANSWER: 'Evening' },
          ],
        },
      }),
    );
    const found = async (query: Partial<Parameters<typeof findApplications>[0]>) =>
      (await findApplications({ jobId: job.ID, limit: 10, ...query })).items.map((row) => row.USER_ID);
    expect(await found({ search: 'bulk' })).toEqual([]);

    expect((await indexApplications()).indexed).toBeGreaterThanOrEqual(2);
    expect(await found({ search: 'bulk' })).toEqual([first, second]);
    expect(await found({ answer: { question: 'shift', value: '1' } })).toEqual([first]);
    expect(await found({ answer: { question: 'bike', value: 'yes' } })).toEqual([first]);
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: applicationKey(first as number, job.ID),
        ConsistentRead: true,
      }),
    );
    await indexApplications();
    const again = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: applicationKey(first as number, job.ID),
        ConsistentRead: true,
      }),
    );
    expect(again.Item?.FIND_TERMS).toEqual(Item?.FIND_TERMS);
    expect(await found({ search: 'bulk' })).toEqual([first, second]);
  });
});
