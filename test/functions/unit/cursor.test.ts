import { describe, expect, it } from 'vitest';
import { type CursorScope, decodeCursor, encodeCursor, INVALID_CURSOR } from '#lib/db/cursor';
import {
  applicantPartition,
  applicantShape,
  applicationItemKeys,
  jobItemKeys,
  jobShape,
  OPEN_JOBS,
  padId,
} from '#lib/db/keys';
import fc from '#test/support/fast-check';

/** The open jobs list (gsi1) and one worker's applications (gsi2), as jobs.ts and applications.ts read them. */
const openJobs: CursorScope = {
  partitionKey: 'gsi1pk',
  sortKey: 'gsi1sk',
  partition: OPEN_JOBS,
  shape: jobShape,
};
const applicationsOf = (userId: number): CursorScope => ({
  partitionKey: 'gsi2pk',
  sortKey: 'gsi2sk',
  partition: applicantPartition(userId),
  shape: applicantShape,
});

/** The LastEvaluatedKey DynamoDB answers for an item of a list: the table key and that index's key. */
function lastKey(item: Record<string, unknown>, index: 'gsi1' | 'gsi2'): Record<string, unknown> {
  return {
    pk: item.pk,
    sk: item.sk,
    [`${index}pk`]: item[`${index}pk`],
    [`${index}sk`]: item[`${index}sk`],
  };
}

const job = jobItemKeys({ ID: 42, POSTED_AT: '2026-03-01T09:30:00.000Z', STATUS: 'OPEN' });
const jobCursorKey = lastKey(job, 'gsi1');

const ids = fc.integer({ min: 1, max: 999_999_999_999 });
const times = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

describe('decodeCursor', () => {
  it('takes back the key of every job the open list can return', () => {
    fc.assert(
      fc.property(ids, times, (id, postedAt) => {
        const key = lastKey(jobItemKeys({ ID: id, POSTED_AT: postedAt, STATUS: 'OPEN' }), 'gsi1');
        expect(decodeCursor(encodeCursor(key), openJobs)).toEqual(key);
      }),
    );
  });

  it("takes back the key of every application a worker's list can return", () => {
    fc.assert(
      fc.property(ids, ids, times, (userId, jobId, at) => {
        const item = applicationItemKeys({ USER_ID: userId, ID: jobId, STATUS: 'APPLIED', APPLIED_AT: at });
        const key = lastKey(item, 'gsi2');
        expect(decodeCursor(encodeCursor(key), applicationsOf(userId))).toEqual(key);
      }),
    );
  });

  it('reads no cursor as the first page', () => {
    expect(decodeCursor(undefined, openJobs)).toBeUndefined();
    expect(decodeCursor('', openJobs)).toBeUndefined();
  });

  const application = lastKey(
    applicationItemKeys({ USER_ID: 7, ID: 42, STATUS: 'APPLIED', APPLIED_AT: '2026-03-02T10:00:00.000Z' }),
    'gsi2',
  );

  it.each([
    ['not base64 json', '@@@'],
    ['json that is not an object', encodeCursor([1, 2] as unknown as Record<string, unknown>)],
    ['the right names with empty values', encodeCursor({ pk: '', sk: '', gsi1pk: OPEN_JOBS, gsi1sk: '' })],
    ['another partition', encodeCursor({ ...jobCursorKey, gsi1pk: 'USERS' })],
    ['an extra attribute', encodeCursor({ ...jobCursorKey, admin: 'yes' })],
    ['a missing attribute', encodeCursor({ pk: 'JOB#1', sk: 'JOB', gsi1pk: OPEN_JOBS })],
    ['a number for a string', encodeCursor({ ...jobCursorKey, sk: 5 })],
    ['a table key of another entity', encodeCursor({ ...jobCursorKey, pk: 'USER#42', sk: 'PROFILE' })],
    ['a sort key of another shape', encodeCursor({ ...jobCursorKey, gsi1sk: `2026-03-01#${padId(42)}` })],
    [
      'an own __proto__ key',
      Buffer.from(`{"__proto__":"x","pk":"JOB#1","sk":"JOB","gsi1pk":"${OPEN_JOBS}"}`).toString('base64url'),
    ],
    ['the key of another list', encodeCursor(application)],
  ])('refuses %s with a 400 naming the cursor', (_case, cursor) => {
    expect(() => decodeCursor(cursor, openJobs)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: INVALID_CURSOR,
        errors: [{ field: 'cursor', message: INVALID_CURSOR }],
      }),
    );
  });

  it("refuses another worker's applications cursor", () => {
    expect(decodeCursor(encodeCursor(application), applicationsOf(7))).toEqual(application);
    expect(() => decodeCursor(encodeCursor(application), applicationsOf(8))).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });

  it('keeps to the sort-key prefix being read', () => {
    const byStatus: CursorScope = {
      partitionKey: 'gsi1pk',
      sortKey: 'gsi1sk',
      partition: 'JOB#42#APPLICATIONS',
      sortKeyPrefix: 'SHORTLISTED#',
      shape: { pk: /^USER#[0-9]+$/, sk: /^APPLICATION#[0-9]{12}$/, sortKey: /^[A-Z]+#.+$/ },
    };
    const item = applicationItemKeys({
      USER_ID: 7,
      ID: 42,
      STATUS: 'SHORTLISTED',
      APPLIED_AT: '2026-03-02T10:00:00.000Z',
    });
    const key = lastKey(item, 'gsi1');
    expect(decodeCursor(encodeCursor(key), byStatus)).toEqual(key);
    expect(() => decodeCursor(encodeCursor({ ...key, gsi1sk: `APPLIED#${key.gsi1sk}` }), byStatus)).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});

describe('padId', () => {
  it('pads ids so they sort as numbers', () => {
    expect([padId(10), padId(9)].sort()).toEqual([padId(9), padId(10)]);
  });
});
