/**
 * The "bare" baselines: each endpoint's DynamoDB calls, made with a plain DocumentClient of the same
 * configuration as `functions/lib/clients/dynamodb.ts`, and the result JSON.stringify'd into the same body
 * shape. No middy, no zod, no session-token check, no logger. The one piece of product behaviour kept is the
 * caller's account: the real handlers read it (one consistent GetItem) on every call, and so does this, so
 * both sides make the same DynamoDB calls.
 *
 * The requests themselves are the product's: each list's Query, the students' word Query and the apply
 * transaction come from `#lib/db/requests` (the builders the entity modules send), keys from `#lib/db/keys`,
 * so the baseline cannot drift from the real data access. Used in process (API overhead) and bundled as the
 * "minimal" Lambda of the cold-start runs (`minimal/`); those modules are pure (no client, no configuration),
 * so the minimal bundle holds only the SDK, them and this file.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { encodeCursor } from '#lib/db/cursor';
import { EARNLEARN_EMPLOYER, jobKey, userKey } from '#lib/db/keys';
import {
  applicantList,
  applyItems,
  employeesList,
  type List,
  openJobsList,
  pageQueryInput,
  studentsList,
  wordsQueryInput,
} from '#lib/db/requests';
import { DEFAULT_PAGE_SIZE } from '#shared/domain/constants';

export type BareHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
export type BareName = 'getAllJobs' | 'getJobById' | 'getAppliedJobs' | 'applyJob';
export type BareAdminName = 'getUsersData' | 'getUsersData search' | 'getEmployeesData';

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

export interface BareContext {
  db: DynamoDBDocumentClient;
  tableName: string;
  /** The caller: fixed, as there is no session check. */
  accountId: number;
  /** The caller's account, read as the real session check reads it. */
  loadAccount: () => Promise<Record<string, unknown>>;
}

/** `key`: the caller's account item, a worker's unless given (the admin's is `staffKey`). */
export function bareContext(
  db: DynamoDBDocumentClient,
  tableName: string,
  accountId: number,
  key: Record<string, string> = userKey(accountId),
): BareContext {
  return {
    db,
    tableName,
    accountId,
    loadAccount: async () => {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
      );
      return Item ?? {};
    },
  };
}

const limitOf = (event: APIGatewayProxyEventV2) =>
  Number(event.queryStringParameters?.limit ?? DEFAULT_PAGE_SIZE);

/** The first page of `list`: the product's Query (`pageQueryInput`), answered as the handlers answer a page. */
async function firstPage(
  { db, tableName }: BareContext,
  list: List,
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  const result = await db.send(
    new QueryCommand(pageQueryInput(tableName, { ...list, limit: limitOf(event) })),
  );
  return ok({ data: result.Items ?? [], cursor: encodeCursor(result.LastEvaluatedKey) });
}

export const bareGetAllJobs =
  (context: BareContext): BareHandler =>
  async (event) => {
    await context.loadAccount();
    return firstPage(context, openJobsList, event);
  };

export const bareGetJobById =
  ({ db, tableName, loadAccount }: BareContext): BareHandler =>
  async (event) => {
    await loadAccount();
    const id = Number(event.queryStringParameters?.id);
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: jobKey(id) }));
    return ok({ data: Item ?? {} });
  };

export const bareGetAppliedJobs =
  (context: BareContext): BareHandler =>
  async (event) => {
    await context.loadAccount();
    return firstPage(context, applicantList(context.accountId), event);
  };

export const bareApplyJob =
  ({ db, tableName, accountId, loadAccount }: BareContext): BareHandler =>
  async (event) => {
    const w = (await loadAccount()) as Record<string, string | number>;
    const { id } = JSON.parse(event.body ?? '{}') as { id: number };
    const job = await db.send(new GetCommand({ TableName: tableName, Key: jobKey(id) }));
    const j = job.Item as Record<string, string | number>;
    const application = {
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
      STATUS: 'APPLIED' as const,
      APPLIED_AT: new Date().toISOString(),
      USER_ID: accountId,
      NAME: w.NAME,
      EMAIL: w.EMAIL,
      MOBILE_NUMBER: w.MOBILE_NUMBER,
      APPLICANT_LOCATION: w.LOCATION,
      REPLY_RECORD_OF: EARNLEARN_EMPLOYER,
    };
    await db.send(
      new TransactWriteCommand({
        TransactItems: applyItems(tableName, { ...application, ID: id }, EARNLEARN_EMPLOYER),
      }),
    );
    return ok({ success: true });
  };

/** The admin's students, newest first (gsi1), the first page. */
export const bareGetUsersData =
  (context: BareContext): BareHandler =>
  async (event) => {
    await context.loadAccount();
    return firstPage(context, studentsList, event);
  };

/**
 * A one-word search that is not a number (the measured one): the index items of words starting with it (one
 * consistent Query), their students (one consistent BatchGetItem), each student kept once, at its first word
 * starting with the search; read on, at most three times, while the page is not full. The same calls as the
 * real handler for such a search.
 */
export const bareSearchUsers =
  ({ db, tableName, loadAccount }: BareContext): BareHandler =>
  async (event) => {
    await loadAccount();
    const limit = limitOf(event);
    const word = String(event.queryStringParameters?.search ?? '').toLowerCase();
    const rows: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    for (let reads = 0; reads < 3 && rows.length < limit; reads++) {
      const cursor = encodeCursor(start);
      const page = await db.send(new QueryCommand(wordsQueryInput(tableName, word, { limit, cursor })));
      const items = page.Items ?? [];
      const ids = [...new Set(items.map((item) => Number(item.userId)))];
      const students = new Map<number, Record<string, unknown>>();
      if (ids.length > 0) {
        const got = await db.send(
          new BatchGetCommand({
            RequestItems: { [tableName]: { Keys: ids.map(userKey), ConsistentRead: true } },
          }),
        );
        for (const student of got.Responses?.[tableName] ?? []) students.set(Number(student.ID), student);
      }
      for (const item of items) {
        if (rows.length >= limit) break;
        start = { pk: item.pk, sk: item.sk };
        const student = students.get(Number(item.userId));
        const own = (student?.searchWords ?? []) as string[];
        const sk = String(item.sk);
        if (student && own.find((each) => each.startsWith(word)) === sk.slice(0, sk.lastIndexOf('#')))
          rows.push(student);
      }
      if (!page.LastEvaluatedKey) break;
    }
    return ok({ data: rows, cursor: encodeCursor(start) });
  };

export function bareHandlers(context: BareContext): Record<BareName, BareHandler> {
  return {
    getAllJobs: bareGetAllJobs(context),
    getJobById: bareGetJobById(context),
    getAppliedJobs: bareGetAppliedJobs(context),
    applyJob: bareApplyJob(context),
  };
}

/** The employees of one type, newest first (gsi1), the first page: one Query, as without a search. */
export const bareGetEmployeesData =
  (context: BareContext): BareHandler =>
  async (event) => {
    await context.loadAccount();
    return firstPage(
      context,
      employeesList(event.queryStringParameters?.type === 'OPS' ? 'OPS' : 'HR'),
      event,
    );
  };

/** The admin's cases, with a context whose caller is the admin. */
export function bareAdminHandlers(context: BareContext): Record<BareAdminName, BareHandler> {
  return {
    getUsersData: bareGetUsersData(context),
    'getUsersData search': bareSearchUsers(context),
    getEmployeesData: bareGetEmployeesData(context),
  };
}
