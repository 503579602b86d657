/**
 * `npm run restore`: point-in-time restore of a stage's table, done the whole way (docs/operations.md, "Backups
 * and restore"). DynamoDB restores only into a new table, and leaves off what the AWS docs list as "set up by
 * hand": point-in-time recovery, TTL, deletion protection, tags (also auto scaling, stream settings, IAM policies
 * and alarms, which this table has none of or which name the live table). Two steps, each printed before it runs:
 *
 *   npm run restore -- --stage prod --to 2026-11-27T03:00:00Z [--target-table <name>] [--dry-run]
 *     restores the live table as it was at --to into a new table (earnlearn-<stage>-restored-<time> unless
 *     named), waits until it is ACTIVE, then turns on PITR, TTL on `ttl`, deletion protection and the tags.
 *
 *   npm run restore -- --stage prod --finish <table> [--dry-run]
 *     the same steps after the restore itself, for a table restored from an AWS Backup recovery point.
 *
 *   npm run restore -- --stage prod --copy-back <restored table> [--pk-prefix USER#12] [--dry-run]
 *     puts the restored table's items (those whose pk starts with --pk-prefix, else all) back into the live
 *     table. The live table stays the one the stacks own: its name, grants, alarms, PITR history and exports do
 *     not change, so nothing is redeployed. Items written after --to are kept (a merge, not a replacement).
 *
 * Credentials are the shell's; the region is the stage file's (infra/aws/stages/<stage>.json).
 */
import { pathToFileURL } from 'node:url';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DynamoDBClient,
  paginateListTables,
  paginateScan,
  RestoreTableToPointInTimeCommand,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { readStageFile } from '#infra/aws/stage-file';
import { tableDefinition } from '#lib/db/table';

export interface RestoreOptions {
  readonly stage: string;
  readonly dryRun: boolean;
  /** The live table; found by the data stack's naming when not given. */
  readonly sourceTable?: string;
  readonly to?: Date;
  readonly targetTable?: string;
  readonly copyBack?: string;
  readonly pkPrefix?: string;
  /** A table restored another way (an AWS Backup recovery point): only steps 2 to 6 run on it. */
  readonly finish?: string;
}

type Out = Pick<Console, 'log'>;

const usage =
  'npm run restore -- --stage <stage> --to <ISO time, such as 2026-11-27T03:00:00Z> [--target-table <name>] [--dry-run]\n' +
  '   or: npm run restore -- --stage <stage> --finish <table restored from AWS Backup> [--dry-run]\n' +
  '   or: npm run restore -- --stage <stage> --copy-back <restored table> [--pk-prefix <prefix>] [--dry-run]';

/** Reads the command line; throws a message with the usage on anything unclear. */
export function parseRestoreArgs(argv: readonly string[], now = new Date()): RestoreOptions {
  const values = new Map<string, string>();
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--dry-run') {
      dryRun = true;
      continue;
    }
    const known = [
      '--stage',
      '--to',
      '--target-table',
      '--source-table',
      '--copy-back',
      '--pk-prefix',
      '--finish',
    ];
    const next = argv[i + 1];
    if (!known.includes(arg) || next === undefined || next.startsWith('--')) {
      throw new Error(`Unexpected "${arg}". Usage: ${usage}`);
    }
    values.set(arg.slice(2), next);
    i++;
  }
  const stage = values.get('stage');
  if (!stage) throw new Error(`Choose a stage. Usage: ${usage}`);
  const common = { stage, dryRun, sourceTable: values.get('source-table') };
  const finish = values.get('finish');
  if (finish !== undefined) {
    if (values.size > 2) throw new Error(`--finish goes alone with --stage. Usage: ${usage}`);
    return { ...common, finish };
  }
  const copyBack = values.get('copy-back');
  if (copyBack !== undefined) {
    if (values.has('to') || values.has('target-table')) {
      throw new Error(`--copy-back goes alone: restore first, then copy back. Usage: ${usage}`);
    }
    return { ...common, copyBack, pkPrefix: values.get('pk-prefix') };
  }
  if (values.has('pk-prefix')) throw new Error(`--pk-prefix goes with --copy-back. Usage: ${usage}`);
  const toText = values.get('to');
  // A time without a zone would be read in the operator's own zone: refuse it rather than guess.
  if (!toText || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(toText)) {
    throw new Error(
      `--to must be an ISO time with its zone, such as 2026-11-27T03:00:00Z or 2026-11-27T08:30:00+05:30. Usage: ${usage}`,
    );
  }
  const to = new Date(toText);
  if (Number.isNaN(to.getTime())) throw new Error(`--to "${toText}" is not a time`);
  if (to.getTime() > now.getTime()) throw new Error(`--to "${toText}" is in the future`);
  const targetTable = values.get('target-table');
  if (targetTable !== undefined && !/^[A-Za-z0-9_.-]{3,255}$/.test(targetTable)) {
    throw new Error(
      `--target-table "${targetTable}" is not a DynamoDB table name (3 to 255 of A-Z a-z 0-9 _ . -)`,
    );
  }
  return { ...common, to, targetTable };
}

/** The name a restore gets unless chosen: the stage and the restored time, to the minute (UTC). */
export function restoredTableName(stage: string, to: Date): string {
  const stamp = to.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `earnlearn-${stage}-restored-${stamp}`;
}

/**
 * The stage's live table: CloudFormation names it `<stack>-DataTable<hash>-<suffix>` (the data stack gives it no
 * name), so exactly one table of the account starts with `earnlearn-<stage>-data-DataTable`.
 */
export async function findLiveTable(client: DynamoDBClient, stage: string): Promise<string> {
  const prefix = `earnlearn-${stage}-data-DataTable`;
  const found: string[] = [];
  for await (const page of paginateListTables({ client }, {})) {
    found.push(...(page.TableNames ?? []).filter((name) => name.startsWith(prefix)));
  }
  if (found.length !== 1) {
    throw new Error(
      `Expected one table named ${prefix}…, found ${found.length === 0 ? 'none' : found.join(', ')}: give it with --source-table (the end of the data stack output TableArn)`,
    );
  }
  return found[0] as string;
}

const step = (out: Out, dryRun: boolean, text: string) => out.log(`${dryRun ? '[dry run] ' : ''}${text}`);

/** Restores the live table at `to` into a new table and puts back what a restore leaves off. */
export async function restoreToPointInTime(
  client: DynamoDBClient,
  options: RestoreOptions & { to: Date },
  out: Out = console,
  maxWaitSeconds = 6 * 3600,
): Promise<string> {
  const source = options.sourceTable ?? (await findLiveTable(client, options.stage));
  const target = options.targetTable ?? restoredTableName(options.stage, options.to);
  const window = (await client.send(new DescribeContinuousBackupsCommand({ TableName: source })))
    .ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
  if (window?.PointInTimeRecoveryStatus !== 'ENABLED') {
    throw new Error(
      `Point-in-time recovery is not on for ${source}: restore from an AWS Backup recovery point instead`,
    );
  }
  const earliest = window.EarliestRestorableDateTime;
  const latest = window.LatestRestorableDateTime;
  if ((earliest && options.to < earliest) || (latest && options.to > latest)) {
    throw new Error(
      `${options.to.toISOString()} is outside ${source}'s restorable window, ${earliest?.toISOString()} to ${latest?.toISOString()}`,
    );
  }
  const run = runner(out, options.dryRun);
  await run(
    `1. RestoreTableToPointInTime ${source} at ${options.to.toISOString()} into ${target} (indexes, on-demand billing and encryption come with it)`,
    () =>
      client.send(
        new RestoreTableToPointInTimeCommand({
          SourceTableName: source,
          TargetTableName: target,
          RestoreDateTime: options.to,
        }),
      ),
  );
  await finishRestoredTable(
    client,
    { ...options, target, restoredFrom: `${source} at ${options.to.toISOString()}` },
    out,
    maxWaitSeconds,
  );
  return target;
}

function runner(out: Out, dryRun: boolean) {
  return async (text: string, call: () => Promise<unknown>) => {
    step(out, dryRun, text);
    if (!dryRun) await call();
  };
}

/**
 * What a restore leaves off, put back on `target` once it is ACTIVE: PITR, TTL on `ttl`, deletion protection and
 * the tags; then the next step printed.
 */
export async function finishRestoredTable(
  client: DynamoDBClient,
  options: { stage: string; dryRun: boolean; target: string; restoredFrom: string },
  out: Out = console,
  maxWaitSeconds = 6 * 3600,
): Promise<void> {
  const { target } = options;
  const run = runner(out, options.dryRun);
  await run(`2. Wait until ${target} is ACTIVE (minutes to hours, by size)`, () =>
    waitUntilTableExists(
      { client, maxWaitTime: maxWaitSeconds, minDelay: 20, maxDelay: 60 },
      { TableName: target },
    ),
  );
  await run(`3. UpdateContinuousBackups: point-in-time recovery on ${target}`, () =>
    client.send(
      new UpdateContinuousBackupsCommand({
        TableName: target,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    ),
  );
  await run(
    `4. UpdateTimeToLive: items expire by "${tableDefinition.timeToLiveAttribute}" on ${target}`,
    () =>
      client.send(
        new UpdateTimeToLiveCommand({
          TableName: target,
          TimeToLiveSpecification: { Enabled: true, AttributeName: tableDefinition.timeToLiveAttribute },
        }),
      ),
  );
  await run(`5. UpdateTable: deletion protection on ${target}`, () =>
    client.send(new UpdateTableCommand({ TableName: target, DeletionProtectionEnabled: true })),
  );
  await run(
    `6. TagResource: project=earnlearn, stage=${options.stage}, restored-from on ${target}`,
    async () => {
      const arn = (await client.send(new DescribeTableCommand({ TableName: target }))).Table?.TableArn;
      await client.send(
        new TagResourceCommand({
          ResourceArn: arn,
          Tags: [
            { Key: 'project', Value: 'earnlearn' },
            { Key: 'stage', Value: options.stage },
            { Key: 'restored-from', Value: options.restoredFrom },
          ],
        }),
      );
    },
  );
  out.log(
    `Next: check ${target} (aws dynamodb get-item / scan), then put its items back into the live table with\n` +
      `  npm run restore -- --stage ${options.stage} --copy-back ${target} [--pk-prefix <prefix>]\n` +
      `(docs/operations.md, "Backups and restore"). Delete ${target} when done (deletion protection off first).`,
  );
}

const BATCH = 25;

/** Puts the restored table's items (under `pkPrefix`, else all) into the live table; returns how many. */
export async function copyBack(
  client: DynamoDBClient,
  options: RestoreOptions & { copyBack: string },
  out: Out = console,
): Promise<number> {
  const live = options.sourceTable ?? (await findLiveTable(client, options.stage));
  if (live === options.copyBack) throw new Error('--copy-back names the live table itself');
  step(
    out,
    options.dryRun,
    `Scan ${options.copyBack}${options.pkPrefix ? ` for pk beginning "${options.pkPrefix}"` : ''} and BatchWriteItem each item into ${live}`,
  );
  const prefix = options.pkPrefix;
  let copied = 0;
  const scan = paginateScan(
    { client },
    {
      TableName: options.copyBack,
      ConsistentRead: true,
      ...(prefix
        ? {
            FilterExpression: 'begins_with(#pk, :prefix)',
            ExpressionAttributeNames: { '#pk': tableDefinition.partitionKey },
            ExpressionAttributeValues: { ':prefix': { S: prefix } },
          }
        : {}),
    },
  );
  for await (const page of scan) {
    const items = page.Items ?? [];
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
      if (!options.dryRun) await writeAll(client, live, batch);
      copied += batch.length;
    }
  }
  out.log(`${options.dryRun ? '[dry run] would copy' : 'Copied'} ${copied} item(s) into ${live}.`);
  return copied;
}

async function writeAll(client: DynamoDBClient, table: string, items: Record<string, AttributeValue>[]) {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt === 8) throw new Error(`${requests.length} item(s) still unprocessed after 8 tries`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
    requests = (answer.UnprocessedItems?.[table] ?? []).flatMap((request) =>
      request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
    );
  }
}

export async function main(
  argv: readonly string[],
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  let options: RestoreOptions;
  let region: string;
  try {
    options = parseRestoreArgs(argv);
    region = readStageFile(options.stage).region ?? 'ap-south-1';
  } catch (error: unknown) {
    out.error((error as Error).message);
    return 2;
  }
  const client = new DynamoDBClient({ region });
  try {
    // Each mode by the option that names it: --finish has no --to, so it must never reach the restore.
    if (options.finish !== undefined) {
      await finishRestoredTable(
        client,
        {
          stage: options.stage,
          dryRun: options.dryRun,
          target: options.finish,
          restoredFrom: 'an AWS Backup recovery point',
        },
        out,
      );
    } else if (options.copyBack !== undefined) {
      await copyBack(client, { ...options, copyBack: options.copyBack }, out);
    } else if (options.to !== undefined) {
      await restoreToPointInTime(client, { ...options, to: options.to }, out);
    } else {
      throw new Error(`Nothing to do. Usage: ${usage}`);
    }
    return 0;
  } catch (error: unknown) {
    out.error(`Stopped: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
