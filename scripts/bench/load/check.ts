/**
 * After the load, the table is read straight from DynamoDB Local (keys from functions/lib/db/keys.ts) and held
 * against what the traffic was told: every pair of worker and job answered 2xx once has exactly one
 * application and no pair was answered 2xx twice, a 409 "already applied" only ever follows a success, each
 * job's applicants per status equal its application items per status (one Query of the job's gsi1 partition),
 * and the dashboard's counts of jobs and users equal the items.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { localCredentials, localRegion } from '#infra/local/dynamodb';
import {
  ALL_JOBS,
  dashboardKey,
  jobApplicationsPartition,
  jobKey,
  userItemKeys,
  userKey,
} from '#lib/db/keys';
import { APPLICATION_STATUS_CODES } from '#shared/domain/codes';
import type { ApplyOutcome } from './routes';
import type { LoadTwinReady } from './twin';

/** The gsi1 partition listing every worker account (the builder's, whatever the id and time). */
const STUDENTS = userItemKeys(1, new Date(0).toISOString()).gsi1pk;

export interface CheckResult {
  problems: string[];
  lines: string[];
}

async function queryAll(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function countAll(db: DynamoDBDocumentClient, input: QueryCommandInput): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

export async function checkTable(
  twin: LoadTwinReady,
  applies: ReadonlyMap<string, ApplyOutcome>,
): Promise<CheckResult> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: twin.dynamodbEndpoint,
      region: localRegion,
      credentials: localCredentials,
    }),
  );
  const TableName = twin.tableName;
  const problems: string[] = [];
  const lines: string[] = [];
  const note = (problem: string) => {
    if (problems.length < 20) problems.push(problem);
    else if (problems.length === 20) problems.push('(more problems not listed)');
  };

  // ---- applies: what each pair was told against the items ------------------------------------------------
  const items = new Set<string>();
  for (const [index, worker] of twin.workers.entries()) {
    const applications = await queryAll(db, {
      TableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :application)',
      ExpressionAttributeValues: { ':pk': userKey(worker.id).pk, ':application': 'APPLICATION#' },
      ConsistentRead: true,
    });
    for (const application of applications) items.add(`${index}:${Number(application.ID)}`);
  }
  let accepted = 0;
  let refused = 0;
  let unanswered = 0;
  for (const [pair, outcome] of applies) {
    accepted += outcome.ok;
    refused += outcome.refused;
    const answered = outcome.ok + outcome.refused + outcome.other;
    unanswered += outcome.sends - answered;
    if (outcome.ok > 1) note(`pair ${pair} (worker index:job) was answered 2xx ${outcome.ok} times`);
    if (outcome.ok === 1 && !items.has(pair)) note(`pair ${pair} was answered 2xx but has no application`);
    // Without a success seen, an application may only come from a request still in flight at the stop.
    if (outcome.ok === 0 && answered === outcome.sends && items.has(pair))
      note(`pair ${pair} has an application but no 2xx answer`);
    if (outcome.ok === 0 && answered === outcome.sends && outcome.refused > 0)
      note(`pair ${pair} was refused as a duplicate but never applied`);
  }
  for (const pair of items)
    if (!applies.has(pair))
      note(`pair ${pair} has an application nobody sent (the load workers start with none)`);
  lines.push(
    `applies (warm-up and load): ${accepted} answered 2xx, ${refused} refused as duplicates, ${unanswered} in flight at the stop; ${items.size} application items of the load workers`,
  );

  // ---- each job's applicants per status against its application items ---------------------------------
  let applications = 0;
  for (const jobId of twin.allJobs) {
    const { Item: job } = await db.send(
      new GetCommand({ TableName, Key: jobKey(jobId), ConsistentRead: true }),
    );
    const rows = await queryAll(db, {
      TableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :partition',
      ExpressionAttributeValues: { ':partition': jobApplicationsPartition(jobId) },
    });
    applications += rows.length;
    for (const status of APPLICATION_STATUS_CODES) {
      const counted = Number(job?.[`APPLICANTS_${status}`] ?? 0);
      const found = rows.filter((row) => row.STATUS === status).length;
      if (counted !== found) note(`job ${jobId}: APPLICANTS_${status} is ${counted}, ${found} items`);
    }
  }
  lines.push(`jobs: ${twin.allJobs.length} checked, ${applications} applications in their gsi1 partitions`);

  // ---- the dashboard's counts against the items ----------------------------------------------------------
  const { Item: counts } = await db.send(
    new GetCommand({ TableName, Key: dashboardKey, ConsistentRead: true }),
  );
  const jobItems = await countAll(db, {
    TableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :all',
    ExpressionAttributeValues: { ':all': ALL_JOBS },
  });
  const userItems = await countAll(db, {
    TableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :users',
    ExpressionAttributeValues: { ':users': STUDENTS },
  });
  if (Number(counts?.jobs ?? 0) !== jobItems)
    note(`dashboard: jobs is ${counts?.jobs}, ${jobItems} job items`);
  if (Number(counts?.users ?? 0) !== userItems)
    note(`dashboard: users is ${counts?.users}, ${userItems} worker accounts`);
  lines.push(
    `dashboard: jobs ${counts?.jobs} (${jobItems} items), users ${counts?.users} (${userItems} accounts)`,
  );
  db.destroy();
  return { problems, lines };
}
