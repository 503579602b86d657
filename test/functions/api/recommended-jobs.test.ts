/**
 * getRecommendedJobs against DynamoDB Local (decisions 600-602): it reads only the first page of the worker's
 * district's list, of each preferred district's and of the work-from-home list (bounded Queries, no Scan), and
 * leaves out closed jobs and the jobs the worker may not take. Districts of their own (made-up ids) keep the
 * lists apart from other test files' jobs; the work-from-home list is shared, so only this file's jobs are
 * looked at in it.
 */
import '../../support/api-env';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '#lib/clients/dynamodb';
import * as jobs from '#lib/db/jobs';
import * as profileSections from '#lib/db/profile-sections';
import * as users from '#lib/db/users';
import type { Eligibility } from '#shared/domain/job-eligibility-rules';
import { RECOMMENDATION_PAGE } from '#shared/domain/job-recommendations';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections';
import { createWorker, type TestAccount } from '../../support/accounts';
import { callApi } from '../../support/api';
import { createJob } from '../../support/fixtures';

const tag = randomBytes(4).toString('hex');
const HOME = `home-${tag}`;
const PLACE = `place-${tag}`;
const ELSEWHERE = `elsewhere-${tag}`;
const ANYONE: Eligibility = { minimumAge: 16, education: [], languages: [], unsafeForMinors: [] };

let worker: TestAccount;
const made: Record<string, number> = {};

beforeAll(async () => {
  worker = await createWorker();
  await users.saveRegistrationDetails(worker.id, {
    name: 'Lakshmi Rao',
    gender: 1,
    dob: '2002-05-14',
    languages: ['english', 'telugu'],
    cityName: HOME,
    education: 'pursuingGraduation',
  });
  await profileSections.put(
    worker.id,
    {
      ...EMPTY_SECTIONS,
      skills: [
        { code: 'DELIVERY', level: 'advanced' },
        { code: 'SALES', level: 'intermediate' },
        { code: 'PHONE_CALLS', level: 'beginner' },
      ],
      availability: { hoursPerWeek: 20, days: ['sat'], from: '' },
      preferences: { jobTypes: ['GIG'], places: [PLACE] },
    },
    '2026-12-03T10:00:00.000Z',
  );
  const job = async (name: string, fields: Partial<jobs.NewJob>) => {
    made[name] = (
      await createJob({ WORK_FROM_HOME: 0, TYPE: 'JOB', ELIGIBILITY: { ...ANYONE }, ...fields })
    ).ID;
  };
  await job('threeSkills', {
    CITY: HOME,
    TYPE: 'GIG',
    SKILLS: ['DELIVERY', 'SALES', 'PHONE_CALLS', 'COOKING'],
  });
  await job('home', { CITY: HOME });
  await job('place', { CITY: PLACE, SKILLS: ['SALES'] });
  await job('remote', { CITY: ELSEWHERE, WORK_FROM_HOME: 1, TYPE: 'GIG', SKILLS: ['DELIVERY', 'SALES'] });
  await job('elsewhere', { CITY: ELSEWHERE, TYPE: 'GIG', SKILLS: ['DELIVERY', 'SALES', 'PHONE_CALLS'] });
  await job('graduatesOnly', {
    CITY: HOME,
    SKILLS: ['DELIVERY'],
    ELIGIBILITY: { ...ANYONE, education: ['graduate'] },
  });
  await job('closed', { CITY: HOME, SKILLS: ['DELIVERY', 'SALES'] });
  await jobs.close(made.closed as number);
});

function recordCommands() {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const original = db.send.bind(db);
  const spy = vi.spyOn(db, 'send').mockImplementation(((command: {
    constructor: { name: string };
    input: unknown;
  }) => {
    sent.push({ name: command.constructor.name, input: command.input as Record<string, unknown> });
    return original(command as never);
  }) as typeof db.send);
  return { sent, restore: () => spy.mockRestore() };
}

describe('getRecommendedJobs', () => {
  it('ranks the fitting open jobs the worker may take, each with its reasons', async () => {
    const response = await callApi('getRecommendedJobs', { token: worker.token });
    expect(response.status).toBe(200);
    const { data, profileReady } = response.body as {
      data: { ID: number; REASONS: unknown[]; SKILLS?: string[] }[];
      profileReady: boolean;
    };
    expect(profileReady).toBe(true);
    const ids = new Set(Object.values(made));
    const mine = data.filter((job) => ids.has(job.ID));
    expect(mine.map((job) => job.ID)).toEqual([made.threeSkills, made.remote, made.place, made.home]);
    expect(mine[0]?.REASONS).toEqual([
      { kind: 'skills', count: 3 },
      { kind: 'city' },
      { kind: 'type' },
      { kind: 'hours' },
    ]);
    expect(mine[0]?.SKILLS).toEqual(['DELIVERY', 'SALES', 'PHONE_CALLS', 'COOKING']);
    expect(mine[1]?.REASONS).toEqual([
      { kind: 'skills', count: 2 },
      { kind: 'remote' },
      { kind: 'type' },
      { kind: 'hours' },
    ]);
    expect(mine[2]?.REASONS).toEqual([{ kind: 'skills', count: 1 }, { kind: 'place' }, { kind: 'hours' }]);
    // Not in a list the worker's profile names; closed; for graduates only: never recommended.
    for (const left of [made.elsewhere, made.closed, made.graduatesOnly]) {
      expect(data.map((job) => job.ID)).not.toContain(left);
    }
    expect(data.length).toBeLessThanOrEqual(6);
    expect(Object.keys(data[0] ?? {})).not.toContain('pk');
  });

  it('reads only the first page of the listed partitions, in bounded Queries, and no Scan', async () => {
    const { sent, restore } = recordCommands();
    try {
      expect((await callApi('getRecommendedJobs', { token: worker.token })).status).toBe(200);
    } finally {
      restore();
    }
    expect(sent.map((command) => command.name)).not.toContain('ScanCommand');
    const queries = sent.filter(
      (command) =>
        command.name === 'QueryCommand' && String(command.input.KeyConditionExpression) === 'pk = :partition',
    );
    const partitions = queries.map(
      (query) => (query.input.ExpressionAttributeValues as Record<string, string>)[':partition'],
    );
    expect(partitions.sort()).toEqual(
      [`JOBLIST#CITY#${HOME}`, `JOBLIST#CITY#${PLACE}`, 'JOBLIST#WFH'].sort(),
    );
    for (const query of queries) {
      expect(query.input.Limit).toBe(RECOMMENDATION_PAGE);
      expect(query.input.ExclusiveStartKey).toBeUndefined();
    }
  });

  it('tells a worker who entered nothing to fill the profile', async () => {
    const other = await createWorker();
    const response = await callApi('getRecommendedJobs', { token: other.token });
    expect(response.status).toBe(200);
    expect((response.body as { profileReady: boolean }).profileReady).toBe(false);
  });
});
