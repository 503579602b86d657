/**
 * Applications: one per worker and job, made unique by its key.
 *
 * | pattern                                   | key / index                                                    | operation |
 * |-------------------------------------------|----------------------------------------------------------------|-----------|
 * | a worker's application to a job           | pk=USER#<userId> sk=APPLICATION#<jobId>                        | GetItem   |
 * | a worker's applications, newest first     | gsi2: gsi2pk=APPLICANT#<userId> gsi2sk=<appliedAt>#<jobId>     | Query     |
 * |   (the worker's list, the admin's detail) |                                                                |           |
 * | a job's applications by status (staff)    | gsi1: gsi1pk=JOB#<jobId>#APPLICATIONS gsi1sk=<STATUS>#<appliedAt>#<userId> | Query |
 * | apply                                     | job: one more APPLIED if still open + application (if new)     | TransactWriteItems |
 * | move to another status (staff)            | application, if status unchanged + the job's counts moved      | TransactWriteItems |
 *
 * The application keeps a copy of the job card and of the applicant's contact fields as they were when
 * applying, so every list above is one Query. The job's applicants per status (jobs.ts) change in the same
 * transaction as the application, so they never drift from the applications.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type AppliedJob, jobSummary } from '#shared/api/jobs';
import type { ApplicationStatus } from '#shared/domain/codes';
import { db, tableName } from '../clients/dynamodb';
import { NotFound } from '../errors';
import { applicantAdded, applicantMoved, type StoredJob } from './jobs';
import {
  applicantPartition,
  applicantShape,
  applicationItemKeys,
  applicationKey,
  jobApplicationsOrder,
} from './keys';
import { type Page, queryPage } from './paging';
import { putNew, transact } from './transactions';
import type { WorkerAccount } from './users';

export type StoredApplication = AppliedJob & {
  USER_ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  APPLICANT_LOCATION: string;
};

/** Applies `worker` to `job`: exactly one application per pair, however many requests race. */
export async function apply(
  worker: WorkerAccount,
  job: StoredJob,
  now = new Date(),
): Promise<StoredApplication> {
  const application: StoredApplication = {
    // The job card as the API defines it (the schema keeps its fields and drops the rest).
    ...jobSummary.parse(job),
    STATUS: 'APPLIED',
    APPLIED_AT: now.toISOString(),
    USER_ID: worker.ID,
    NAME: worker.NAME,
    EMAIL: worker.EMAIL,
    MOBILE_NUMBER: worker.MOBILE_NUMBER,
    APPLICANT_LOCATION: worker.LOCATION,
  };
  await transact([applicantAdded(job.ID), putNew({ ...applicationItemKeys(application), ...application })], {
    0: 'This job is no longer accepting applications.',
    1: 'You have already applied for this job.',
  });
  return application;
}

/** A worker's applications, newest first: the worker's own list, and the admin's view of one student. */
export function listForWorker(
  userId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredApplication>> {
  return queryPage<StoredApplication>({
    index: 'gsi2',
    partition: applicantPartition(userId),
    shape: applicantShape,
    ...page,
  });
}

/**
 * Moves an application to another status, and the job's applicant counts with it; fails with Conflict if
 * someone else moved it meanwhile. Moving it to the status it has changes nothing.
 */
export async function setStatus(userId: number, jobId: number, status: ApplicationStatus): Promise<void> {
  const key = applicationKey(userId, jobId);
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  if (!Item) throw new NotFound('There is no such application.');
  const current = Item as StoredApplication;
  if (current.STATUS === status) return;
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: key,
          ConditionExpression: '#status = :current',
          UpdateExpression: 'SET #status = :status, gsi1sk = :order',
          ExpressionAttributeNames: { '#status': 'STATUS' },
          ExpressionAttributeValues: {
            ':current': current.STATUS,
            ':status': status,
            ':order': jobApplicationsOrder(status, current.APPLIED_AT, userId),
          },
        },
      },
      applicantMoved(jobId, current.STATUS, status),
    ],
    { 0: 'This application was changed by someone else. Reload and try again.' },
  );
}
