/**
 * A cursor comes back from the client, so it is hostile input: a crafted one must be a 400 naming it, never
 * a DynamoDB error (500), whatever it holds; the cursor a page answered takes the next page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';

const INVALID = 'cursor must be the value returned by the previous page';
const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

let worker: TestAccount;
let other: TestAccount;
/** The cursors the API answered after the first page of each list. */
const answered = { getAllJobs: '', getAppliedJobs: '' };

beforeAll(async () => {
  [worker, other] = [await createWorker(), await createWorker()];
  for (let i = 0; i < 3; i++) {
    const job = await createJob();
    for (const applicant of [worker, other]) {
      expect((await callApi('applyJob', { token: applicant.token, body: { id: job.ID } })).status).toBe(200);
    }
  }
  for (const name of ['getAllJobs', 'getAppliedJobs'] as const) {
    const first = await call(name, { token: worker.token, query: { limit: '1' } });
    answered[name] = first.body.cursor as string;
  }
});

async function expectRefused(name: 'getAllJobs' | 'getAppliedJobs', cursor: string) {
  const response = await call(name, { token: worker.token, query: { cursor, limit: '1' } });
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ message: INVALID, errors: [{ field: 'cursor', message: INVALID }] });
}

describe.each([
  ['getAllJobs', 'gsi1', (): string => 'JOBS#OPEN'],
  ['getAppliedJobs', 'gsi2', (): string => `APPLICANT#${worker.id}`],
] as const)('%s', (name, index, partition) => {
  it('takes the next page with the cursor it answered', async () => {
    const next = await call(name, { token: worker.token, query: { cursor: answered[name], limit: '1' } });
    expect(next.status).toBe(200);
    expect(next.body.data).toHaveLength(1);
  });

  it('refuses a cursor with the right names and empty values', async () => {
    await expectRefused(name, cursorOf({ pk: '', sk: '', [`${index}pk`]: partition(), [`${index}sk`]: '' }));
  });

  it('refuses a cursor whose keys are not those of the listed items', async () => {
    const key = JSON.parse(Buffer.from(answered[name], 'base64url').toString('utf8'));
    await expectRefused(name, cursorOf({ ...key, pk: 'STAFF#1', sk: 'PROFILE' }));
    await expectRefused(name, cursorOf({ ...key, [`${index}sk`]: 'zzz' }));
    await expectRefused(name, cursorOf({ ...key, [`${index}pk`]: 'USERS' }));
  });

  it("refuses the other list's cursor", async () => {
    await expectRefused(name, name === 'getAllJobs' ? answered.getAppliedJobs : answered.getAllJobs);
  });
});

it("refuses another worker's applied-jobs cursor, which would read their partition", async () => {
  const theirs = await callApi('getAppliedJobs', { token: other.token, query: { limit: '1' } });
  await expectRefused('getAppliedJobs', theirs.body.cursor as string);
});
