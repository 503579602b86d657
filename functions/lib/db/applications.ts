/**
 * Applications: one per worker and job, made unique by its key.
 *
 * | pattern                                   | key / index                                                    | operation |
 * |-------------------------------------------|----------------------------------------------------------------|-----------|
 * | a worker's application to a job           | pk=USER#<userId> sk=APPLICATION#<jobId>                        | GetItem   |
 * | a worker's applications (admin detail)    | pk=USER#<userId> sk begins_with APPLICATION#                   | Query     |
 * | a worker's applications, newest first     | gsi2: gsi2pk=APPLICANT#<userId> gsi2sk=<appliedAt>#<jobId>     | Query     |
 * | a job's applications by status (staff)    | gsi1: gsi1pk=JOB#<jobId>#APPLICATIONS gsi1sk=<STATUS>#<appliedAt>#<userId> | Query |
 * | apply                                     | job still open (check) + application (if new)                 | TransactWriteItems |
 * | move to another status (staff)            | pk=USER#<userId> sk=APPLICATION#<jobId>, if status unchanged   | UpdateItem |
 *
 * The application keeps a copy of the job card and of the applicant's contact fields as they were when
 * applying, so every list above is one Query.
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppliedJob } from '#shared/api/jobs';
import type { ApplicationStatus } from '#shared/domain/codes';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound } from '../errors';
import { jobKey, type Page, type StoredJob } from './jobs';
import { decodeCursor, encodeCursor, padId } from './paging';
import { cancellationReasons, withConflictRetry } from './transactions';
import type { WorkerAccount } from './users';

export type StoredApplication = AppliedJob & {
  USER_ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  APPLICANT_LOCATION: string;
};

const applicationKey = (userId: number, jobId: number) => ({
  pk: `USER#${userId}`,
  sk: `APPLICATION#${padId(jobId)}`,
});

/** Applies `worker` to `job`: exactly one application per pair, however many requests race. */
export async function apply(
  worker: WorkerAccount,
  job: StoredJob,
  now = new Date(),
): Promise<StoredApplication> {
  const appliedAt = now.toISOString();
  const status: ApplicationStatus = 'APPLIED';
  const application: StoredApplication = {
    ID: job.ID,
    TITLE: job.TITLE,
    COMPANY_NAME: job.COMPANY_NAME,
    LOGO_LINK: job.LOGO_LINK,
    LOCATION: job.LOCATION,
    WORK_FROM_HOME: job.WORK_FROM_HOME,
    WORK_HOURS: job.WORK_HOURS,
    EARNINGS: job.EARNINGS,
    POSITION: job.POSITION,
    POSTED_AT: job.POSTED_AT,
    STATUS: status,
    APPLIED_AT: appliedAt,
    USER_ID: worker.ID,
    NAME: worker.NAME,
    EMAIL: worker.EMAIL,
    MOBILE_NUMBER: worker.MOBILE_NUMBER,
    APPLICANT_LOCATION: worker.LOCATION,
  };
  try {
    await withConflictRetry(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: tableName,
                Key: jobKey(job.ID),
                ConditionExpression: '#status = :open',
                ExpressionAttributeNames: { '#status': 'STATUS' },
                ExpressionAttributeValues: { ':open': 'OPEN' },
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...applicationKey(worker.ID, job.ID),
                  entity: 'APPLICATION',
                  gsi1pk: `JOB#${job.ID}#APPLICATIONS`,
                  gsi1sk: `${status}#${appliedAt}#${padId(worker.ID)}`,
                  gsi2pk: `APPLICANT#${worker.ID}`,
                  gsi2sk: `${appliedAt}#${padId(job.ID)}`,
                  ...application,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') {
      throw new Conflict('This job is no longer accepting applications.');
    }
    if (reasons?.[1] === 'ConditionalCheckFailed')
      throw new Conflict('You have already applied for this job.');
    throw error;
  }
  return application;
}

export async function listForWorker(
  userId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredApplication>> {
  const partition = `APPLICANT#${userId}`;
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :worker',
      ExpressionAttributeValues: { ':worker': partition },
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, {
        attributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
        partition: { name: 'gsi2pk', value: partition },
      }),
    }),
  );
  return {
    items: (result.Items ?? []) as StoredApplication[],
    cursor: encodeCursor(result.LastEvaluatedKey),
  };
}

/** Moves an application to another status; fails with Conflict if someone else moved it meanwhile. */
export async function setStatus(userId: number, jobId: number, status: ApplicationStatus): Promise<void> {
  const key = applicationKey(userId, jobId);
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key }));
  if (!Item) throw new NotFound('There is no such application.');
  const current = Item as StoredApplication;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        ConditionExpression: '#status = :current',
        UpdateExpression: 'SET #status = :status, gsi1sk = :order',
        ExpressionAttributeNames: { '#status': 'STATUS' },
        ExpressionAttributeValues: {
          ':current': current.STATUS,
          ':status': status,
          ':order': `${status}#${current.APPLIED_AT}#${padId(userId)}`,
        },
      }),
    );
  } catch (error: unknown) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new Conflict('This application was changed by someone else. Reload and try again.');
    }
    throw error;
  }
}
