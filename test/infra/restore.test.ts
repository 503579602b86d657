/**
 * `npm run restore` (scripts/restore.ts) against a mocked DynamoDB: the calls it makes, in order, with their
 * parameters. The runbook's old restore stopped at RestoreTableToPointInTime, leaving a table without PITR (so
 * its export failed), without TTL and without deletion protection.
 */
import {
  BatchWriteItemCommand,
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  copyBack,
  finishRestoredTable,
  main,
  parseRestoreArgs,
  restoredTableName,
  restoreToPointInTime,
} from '../../scripts/restore';

const live = 'earnlearn-prod-data-DataTableB0E1A2C3-1ABCDEF';
const tableArn = 'arn:aws:dynamodb:ap-south-1:123456789012:table/earnlearn-prod-restored-20261127-0300';
const to = new Date('2026-11-27T03:00:00Z');
const dynamo = mockClient(DynamoDBClient);

function calls(): [string, unknown][] {
  return dynamo.calls().map((call) => {
    const command = call.args[0] as { constructor: { name: string }; input: unknown };
    return [command.constructor.name, command.input];
  });
}

const silent = { log: () => undefined, error: () => undefined };

beforeEach(() => {
  dynamo.reset();
  dynamo
    .on(ListTablesCommand)
    .resolves({ TableNames: ['earnlearn-staging-data-DataTableX-1', live, 'other'] });
  dynamo.on(DescribeContinuousBackupsCommand).resolves({
    ContinuousBackupsDescription: {
      ContinuousBackupsStatus: 'ENABLED',
      PointInTimeRecoveryDescription: {
        PointInTimeRecoveryStatus: 'ENABLED',
        EarliestRestorableDateTime: new Date('2026-10-23T00:00:00Z'),
        LatestRestorableDateTime: new Date('2026-11-27T04:00:00Z'),
      },
    },
  });
  dynamo.on(DescribeTableCommand).resolves({ Table: { TableStatus: 'ACTIVE', TableArn: tableArn } });
});

/** What finishing a restored table sends, in order: its backups, TTL and protection, then its tags. */
const FINISH_CALLS = [
  'DescribeTableCommand',
  'UpdateContinuousBackupsCommand',
  'UpdateTimeToLiveCommand',
  'UpdateTableCommand',
  'DescribeTableCommand',
  'TagResourceCommand',
];

describe('npm run restore -- --stage prod --to <time>', () => {
  it('restores into a new table, waits for it, then turns on PITR, TTL, deletion protection and tags, in order', async () => {
    const lines: string[] = [];
    const target = await restoreToPointInTime(
      new DynamoDBClient({ region: 'ap-south-1' }),
      { stage: 'prod', dryRun: false, to },
      { log: (line: string) => lines.push(line) },
    );
    expect(target).toBe('earnlearn-prod-restored-20261127-0300');
    expect(calls()).toEqual([
      ['ListTablesCommand', {}],
      ['DescribeContinuousBackupsCommand', { TableName: live }],
      [
        'RestoreTableToPointInTimeCommand',
        { SourceTableName: live, TargetTableName: target, RestoreDateTime: to },
      ],
      ['DescribeTableCommand', { TableName: target }],
      [
        'UpdateContinuousBackupsCommand',
        { TableName: target, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
      ],
      [
        'UpdateTimeToLiveCommand',
        { TableName: target, TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' } },
      ],
      ['UpdateTableCommand', { TableName: target, DeletionProtectionEnabled: true }],
      ['DescribeTableCommand', { TableName: target }],
      [
        'TagResourceCommand',
        {
          ResourceArn: tableArn,
          Tags: [
            { Key: 'project', Value: 'earnlearn' },
            { Key: 'stage', Value: 'prod' },
            { Key: 'restored-from', Value: `${live} at 2026-11-27T03:00:00.000Z` },
          ],
        },
      ],
    ]);
    expect(lines.filter((line) => /^\d\. /.test(line))).toHaveLength(6);
    expect(lines.at(-1)).toContain(`--copy-back ${target}`);
  });

  it('prints every step and changes nothing with --dry-run', async () => {
    const lines: string[] = [];
    await restoreToPointInTime(
      new DynamoDBClient({ region: 'ap-south-1' }),
      { stage: 'prod', dryRun: true, to, targetTable: 'chosen-name' },
      { log: (line: string) => lines.push(line) },
    );
    expect(calls().map(([name]) => name)).toEqual(['ListTablesCommand', 'DescribeContinuousBackupsCommand']);
    expect(lines.slice(0, 6)).toEqual([
      expect.stringMatching(/^\[dry run\] 1\. RestoreTableToPointInTime .* into chosen-name /),
      expect.stringMatching(/^\[dry run\] 2\. Wait until chosen-name is ACTIVE/),
      expect.stringMatching(/^\[dry run\] 3\. UpdateContinuousBackups/),
      expect.stringMatching(/^\[dry run\] 4\. UpdateTimeToLive/),
      expect.stringMatching(/^\[dry run\] 5\. UpdateTable/),
      expect.stringMatching(/^\[dry run\] 6\. TagResource/),
    ]);
  });

  it('stops before restoring a time outside the table’s restorable window', async () => {
    await expect(
      restoreToPointInTime(
        new DynamoDBClient({ region: 'ap-south-1' }),
        { stage: 'prod', dryRun: false, to: new Date('2026-10-01T00:00:00Z') },
        silent,
      ),
    ).rejects.toThrow(/outside .* restorable window/);
    expect(calls().map(([name]) => name)).not.toContain('RestoreTableToPointInTimeCommand');
  });

  it('refuses to guess the live table when the stage has none or several', async () => {
    dynamo.on(ListTablesCommand).resolves({ TableNames: [live, `${live}-2`] });
    await expect(
      restoreToPointInTime(
        new DynamoDBClient({ region: 'ap-south-1' }),
        { stage: 'prod', dryRun: true, to },
        silent,
      ),
    ).rejects.toThrow(/Expected one table named earnlearn-prod-data-DataTable…, found .*--source-table/);
  });
});

describe('npm run restore -- --stage prod --finish <table restored from AWS Backup>', () => {
  it('waits for the table, then turns on PITR, TTL, deletion protection and tags, nothing else', async () => {
    await finishRestoredTable(
      new DynamoDBClient({ region: 'ap-south-1' }),
      { stage: 'prod', dryRun: false, target: 'from-backup', restoredFrom: 'AWS Backup' },
      silent,
    );
    expect(calls().map(([name]) => name)).toEqual(FINISH_CALLS);
    expect(
      calls().every(
        ([name, input]) =>
          name === 'TagResourceCommand' || (input as { TableName: string }).TableName === 'from-backup',
      ),
    ).toBe(true);
  });
});

describe('the command npm run restore -- --stage <stage> --finish <table>', () => {
  it('finishes the named table and restores nothing, where it used to crash on the --to it has not', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await main(['--stage', 'example', '--finish', 'from-backup'], {
      log: (line: string) => lines.push(line),
      error: (line: string) => errors.push(line),
    });
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(calls().map(([name]) => name)).toEqual(FINISH_CALLS);
    expect(calls()[1]).toEqual([
      'UpdateContinuousBackupsCommand',
      { TableName: 'from-backup', PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
    ]);
    expect(calls()[5]?.[1]).toMatchObject({
      ResourceArn: tableArn,
      Tags: expect.arrayContaining([{ Key: 'restored-from', Value: 'an AWS Backup recovery point' }]),
    });
    expect(lines.join('\n')).toContain('--copy-back from-backup');
  });

  it('changes nothing with --dry-run', async () => {
    const code = await main(['--stage', 'example', '--finish', 'from-backup', '--dry-run'], silent);
    expect(code).toBe(0);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('npm run restore -- --stage prod --copy-back <restored table>', () => {
  it('puts the restored items under the prefix into the live table, 25 at a time, retrying unprocessed ones', async () => {
    const items = Array.from({ length: 30 }, (_, n) => ({ pk: { S: `USER#${n}` }, sk: { S: 'PROFILE' } }));
    dynamo.on(ScanCommand).resolves({ Items: items });
    dynamo
      .on(BatchWriteItemCommand)
      .resolvesOnce({ UnprocessedItems: { [live]: [{ PutRequest: { Item: items[0] } }] } })
      .resolves({});
    const copied = await copyBack(
      new DynamoDBClient({ region: 'ap-south-1' }),
      { stage: 'prod', dryRun: false, copyBack: 'restored', pkPrefix: 'USER#' },
      silent,
    );
    expect(copied).toBe(30);
    const [, scan] = calls().find(([name]) => name === 'ScanCommand') ?? [];
    expect(scan).toMatchObject({
      TableName: 'restored',
      ConsistentRead: true,
      FilterExpression: 'begins_with(#pk, :prefix)',
      ExpressionAttributeValues: { ':prefix': { S: 'USER#' } },
    });
    const writes = dynamo
      .commandCalls(BatchWriteItemCommand)
      .map((call) => call.args[0].input.RequestItems?.[live]);
    expect(writes.map((requests) => requests?.length)).toEqual([25, 1, 5]);
    expect(writes[1]).toEqual([{ PutRequest: { Item: items[0] } }]);
  });

  it('writes nothing with --dry-run, and never copies the live table onto itself', async () => {
    dynamo.on(ScanCommand).resolves({ Items: [{ pk: { S: 'A' }, sk: { S: 'B' } }] });
    const client = new DynamoDBClient({ region: 'ap-south-1' });
    expect(await copyBack(client, { stage: 'prod', dryRun: true, copyBack: 'restored' }, silent)).toBe(1);
    expect(dynamo.commandCalls(BatchWriteItemCommand)).toHaveLength(0);
    await expect(copyBack(client, { stage: 'prod', dryRun: false, copyBack: live }, silent)).rejects.toThrow(
      /live table itself/,
    );
  });
});

describe('the restore command line', () => {
  const now = new Date('2026-11-27T04:00:00Z');

  it('reads a stage, a zoned time, a target name and --dry-run', () => {
    expect(
      parseRestoreArgs(
        ['--stage', 'prod', '--to', '2026-11-27T08:30:00+05:30', '--target-table', 'mine', '--dry-run'],
        now,
      ),
    ).toEqual({ stage: 'prod', dryRun: true, sourceTable: undefined, to, targetTable: 'mine' });
    expect(parseRestoreArgs(['--stage', 'prod', '--finish', 'from-backup'], now)).toMatchObject({
      finish: 'from-backup',
    });
    expect(restoredTableName('prod', to)).toBe('earnlearn-prod-restored-20261127-0300');
  });

  it.each([
    [['--to', '2026-11-27T03:00:00Z'], /Choose a stage/],
    [['--stage', 'prod'], /--to must be an ISO time with its zone/],
    [['--stage', 'prod', '--to', '2026-11-27T03:00:00'], /with its zone/],
    [['--stage', 'prod', '--to', '2026-11-28T03:00:00Z'], /in the future/],
    [
      ['--stage', 'prod', '--to', '2026-11-27T03:00:00Z', '--target-table', 'a b'],
      /not a DynamoDB table name/,
    ],
    [['--stage', 'prod', '--copy-back', 'x', '--to', '2026-11-27T03:00:00Z'], /--copy-back goes alone/],
    [['--stage', 'prod', '--to', '2026-11-27T03:00:00Z', '--pk-prefix', 'USER#'], /goes with --copy-back/],
    [['--stage', 'prod', '--bogus', 'x'], /Unexpected "--bogus"/],
    [['--stage', 'prod', '--finish', 't', '--to', '2026-11-27T03:00:00Z'], /--finish goes alone/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseRestoreArgs(argv, now)).toThrow(message);
  });

  it('names a stage without a settings file and exits 2 before any AWS call', async () => {
    const errors: string[] = [];
    const code = await main(['--stage', 'nosuchstage', '--to', '2026-11-27T03:00:00Z'], {
      log: () => undefined,
      error: (line: string) => errors.push(line),
    });
    expect(code).toBe(2);
    expect(errors.join()).toMatch(/no settings file for the stage "nosuchstage"/);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
