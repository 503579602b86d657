/**
 * Shared set-up of the job-posting API tests (posting, and the posted jobs' list and status): an admin and a
 * worker, and calls that read what the admin and the workers see.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { dashboardKey } from '#lib/db/keys';
import { createStaff, createWorker, type TestAccount } from './accounts';
import { callApi, type SentInput } from './api';
import { postingBody, uploadLogo } from './job-posting';

/** Who moves the applications in these tests (the review endpoint itself is tested in internal-review.test.ts). */
export const reviewer = { ID: 1, NAME: 'HR tester', EMAIL: 'hr.tester@earnlearn.in', TYPE: 'HR' } as const;

export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const bucket = process.env.UPLOADS_BUCKET;
export let admin: TestAccount;
export let worker: TestAccount;

/** Creates the admin and the worker of the calling test file (call once at its top). */
export function jobPostingAccounts(): void {
  beforeAll(async () => {
    admin = await createStaff('admin');
    worker = await createWorker();
  });
}

export interface PostedRow {
  ID: number;
  TITLE: string;
  STATUS: 'OPEN' | 'CLOSED';
  APPLICANTS: Record<string, number>;
  POSTED_AT: string;
}

export async function postJob(overrides: Partial<SentInput<'postJob'>> = {}) {
  const logo = await uploadLogo({ admin });
  return callApi('postJob', { token: admin.token, body: postingBody(logo, overrides) });
}

export async function postedJobs(query: Record<string, string> = { limit: '100' }): Promise<PostedRow[]> {
  const response = await callApi('getPostedJobs', { token: admin.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PostedRow[];
}

export async function postedRow(id: number): Promise<PostedRow | undefined> {
  return (await postedJobs()).find((row) => row.ID === id);
}

export async function openJobIds(): Promise<number[]> {
  const response = await callApi('getAllJobs', { token: worker.token, query: { limit: '100' } });
  return response.body.data.map((job) => job.ID);
}

export async function jobsCount(): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: dashboardKey }));
  return Number(Item?.jobs ?? 0);
}

export const counts = (applied: number, shortlisted = 0, selected = 0, rejected = 0) => ({
  APPLIED: applied,
  SHORTLISTED: shortlisted,
  SELECTED: selected,
  REJECTED: rejected,
});
