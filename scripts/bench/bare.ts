/**
 * The "bare" baselines: each endpoint's DynamoDB calls, made with a plain DocumentClient of the same
 * configuration as `functions/lib/clients/dynamodb.ts`, and the result JSON.stringify'd into the same body
 * shape. No middy, no zod, no session-token check, no logger. The one piece of product behaviour kept is the
 * account-status lookup: the real handlers GetItem the caller's account on a cold cache and then at most every
 * ACCOUNT_STATUS_CACHE_SECONDS, and so does this, so both sides make the same DynamoDB calls.
 *
 * Used in process (API overhead) and bundled as the "minimal" Lambda of the cold-start runs (`minimal.ts`).
 * Imports nothing from `functions/`, so the minimal bundle holds only the SDK and this file.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ACCOUNT_STATUS_CACHE_SECONDS, DEFAULT_PAGE_SIZE } from '#shared/domain/constants';

export type BareHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
export type BareName = 'getAllJobs' | 'getJobById' | 'getAppliedJobs' | 'applyJob';

/** The same client as the functions build: region, optional endpoint, removeUndefinedValues. */
export function documentClient(region: string, endpoint: string | undefined): DynamoDBDocumentClient {
  const base = new DynamoDBClient({ region, ...(endpoint ? { endpoint } : {}) });
  return DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
}

const headers = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

const ok = (body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 200,
  headers,
  body: JSON.stringify(body),
});

const padId = (id: number) => String(id).padStart(12, '0');
const cursorOf = (key: Record<string, unknown> | undefined) =>
  key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : undefined;

export interface BareContext {
  db: DynamoDBDocumentClient;
  tableName: string;
  /** The caller: fixed, as there is no session check. */
  accountId: number;
  /** The account-status GetItem, on the same schedule as the real handlers' cache. */
  checkAccount: () => Promise<void>;
}

export function bareContext(db: DynamoDBDocumentClient, tableName: string, accountId: number): BareContext {
  let checkedAt = Number.NEGATIVE_INFINITY;
  const key = { pk: `USER#${accountId}`, sk: 'PROFILE' };
  return {
    db,
    tableName,
    accountId,
    checkAccount: async () => {
      const now = Date.now();
      if (now - checkedAt < ACCOUNT_STATUS_CACHE_SECONDS * 1000) return;
      await db.send(new GetCommand({ TableName: tableName, Key: key }));
      checkedAt = now;
    },
  };
}

const limitOf = (event: APIGatewayProxyEventV2) =>
  Number(event.queryStringParameters?.limit ?? DEFAULT_PAGE_SIZE);

export const bareGetAllJobs =
  ({ db, tableName, checkAccount }: BareContext): BareHandler =>
  async (event) => {
    await checkAccount();
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :open',
        ExpressionAttributeValues: { ':open': 'JOBS#OPEN' },
        ScanIndexForward: false,
        Limit: limitOf(event),
      }),
    );
    return ok({ data: result.Items ?? [], cursor: cursorOf(result.LastEvaluatedKey) });
  };

export const bareGetJobById =
  ({ db, tableName, checkAccount }: BareContext): BareHandler =>
  async (event) => {
    await checkAccount();
    const id = Number(event.queryStringParameters?.id);
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: `JOB#${id}`, sk: 'JOB' } }),
    );
    return ok({ data: Item ?? {} });
  };

export const bareGetAppliedJobs =
  ({ db, tableName, accountId, checkAccount }: BareContext): BareHandler =>
  async (event) => {
    await checkAccount();
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :worker',
        ExpressionAttributeValues: { ':worker': `APPLICANT#${accountId}` },
        ScanIndexForward: false,
        Limit: limitOf(event),
      }),
    );
    return ok({ data: result.Items ?? [], cursor: cursorOf(result.LastEvaluatedKey) });
  };

export const bareApplyJob =
  ({ db, tableName, accountId, checkAccount }: BareContext): BareHandler =>
  async (event) => {
    await checkAccount();
    const { id } = JSON.parse(event.body ?? '{}') as { id: number };
    const [worker, job] = await Promise.all([
      db.send(new GetCommand({ TableName: tableName, Key: { pk: `USER#${accountId}`, sk: 'PROFILE' } })),
      db.send(new GetCommand({ TableName: tableName, Key: { pk: `JOB#${id}`, sk: 'JOB' } })),
    ]);
    const w = worker.Item as Record<string, string | number>;
    const j = job.Item as Record<string, string | number>;
    const appliedAt = new Date().toISOString();
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName,
              Key: { pk: `JOB#${id}`, sk: 'JOB' },
              ConditionExpression: '#status = :open',
              ExpressionAttributeNames: { '#status': 'STATUS' },
              ExpressionAttributeValues: { ':open': 'OPEN' },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                pk: `USER#${accountId}`,
                sk: `APPLICATION#${padId(id)}`,
                entity: 'APPLICATION',
                gsi1pk: `JOB#${id}#APPLICATIONS`,
                gsi1sk: `APPLIED#${appliedAt}#${padId(accountId)}`,
                gsi2pk: `APPLICANT#${accountId}`,
                gsi2sk: `${appliedAt}#${padId(id)}`,
                ID: j.ID,
                TITLE: j.TITLE,
                COMPANY_NAME: j.COMPANY_NAME,
                LOGO_LINK: j.LOGO_LINK,
                LOCATION: j.LOCATION,
                WORK_FROM_HOME: j.WORK_FROM_HOME,
                WORK_HOURS: j.WORK_HOURS,
                EARNINGS: j.EARNINGS,
                POSITION: j.POSITION,
                POSTED_AT: j.POSTED_AT,
                STATUS: 'APPLIED',
                APPLIED_AT: appliedAt,
                USER_ID: accountId,
                NAME: w.NAME,
                EMAIL: w.EMAIL,
                MOBILE_NUMBER: w.MOBILE_NUMBER,
                APPLICANT_LOCATION: w.LOCATION,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return ok({ success: true });
  };

export function bareHandlers(context: BareContext): Record<BareName, BareHandler> {
  return {
    getAllJobs: bareGetAllJobs(context),
    getJobById: bareGetJobById(context),
    getAppliedJobs: bareGetAppliedJobs(context),
    applyJob: bareApplyJob(context),
  };
}
