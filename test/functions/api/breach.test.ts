/**
 * `npm run breach` (scripts/breach.ts) against DynamoDB Local: its main function on this file's table
 * (TABLE_NAME, as with `--table`), and the command as a person runs it against a local twin's table
 * (.data/twin.json). Which workers it lists for a window and data classes, their contacts and language as CSV,
 * a minor's parent, and that it reads by Query only (never a Scan).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { writeTwinFile } from '#infra/local/twin-file';
import { repoRoot } from '#infra/paths';
import { db, tableName } from '#lib/clients/dynamodb';
import { userKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { dynamodbEndpoint } from '#test/support/api-env';
import { minorWithParentLink } from '#test/support/consent';
import { createApplication } from '#test/support/fixtures';
import { CSV_HEADER, csvField, main, type Output, parseBreachArgs } from '../../../scripts/breach';

function recorder(): Output & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, log: (line) => out.push(line), error: (line) => err.push(line) };
}

/** The CSV's rows by worker id, each as its columns by name. */
function rowsOf(csv: string): Map<number, Record<string, string>> {
  const [header, ...lines] = csv.trim().split('\n');
  expect(header).toBe(CSV_HEADER);
  const names = (header as string).split(',');
  return new Map(
    lines.map((line) => {
      const cells = line.split(',');
      const row = Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
      return [Number(row.userId), row];
    }),
  );
}

async function account(worker: TestAccount) {
  const found = await users.get(worker.id);
  if (!found) throw new Error(`no worker ${worker.id}`);
  return found;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('npm run breach, on the configured table', () => {
  it('lists the workers held by the window’s end with contacts, language and classes; a minor through the parent', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const applicant = await createWorker();
    await createApplication({ worker: applicant });
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(applicant.id),
        UpdateExpression: 'SET SITE_LANGUAGE = :te, PANCARD_KEY = :pan',
        ExpressionAttributeValues: { ':te': 'te', ':pan': `documents/${applicant.id}/panCard/a.png` },
      }),
    );
    const plain = await createWorker();
    const { worker: minor, parentMobile } = await minorWithParentLink();
    await pause();
    const to = new Date().toISOString();
    await pause();
    const later = await createWorker();

    const out = recorder();
    const code = await main(['--from', from, '--to', to], out);
    expect(code, out.err.join('\n')).toBe(0);
    const rows = rowsOf(out.out.join('\n'));

    const a = await account(applicant);
    expect(rows.get(applicant.id)).toEqual({
      userId: String(applicant.id),
      name: a.NAME,
      email: a.EMAIL,
      mobile: a.MOBILE_NUMBER,
      language: 'te',
      classes: 'account mobile documents applications',
      parentName: '',
      parentMobile: '',
    });
    expect(rows.get(plain.id)).toMatchObject({ language: 'en', classes: 'account mobile' });
    expect(rows.get(minor.id)).toMatchObject({
      mobile: '',
      classes: 'account parent',
      parentName: 'Lakshmi Rao',
      parentMobile,
    });
    // Created after the window's end: not affected.
    expect(rows.has(later.id)).toBe(false);
    expect(out.err.join('\n')).toMatch(/worker\(s\) affected in table test-/);
  });

  it('keeps only the classes asked for and the ids given, and never scans', async () => {
    const applicant = await createWorker();
    await createApplication({ worker: applicant });
    const plain = await createWorker();
    const other = await createWorker();
    const to = new Date(Date.now() + 1000).toISOString();
    const send = vi.spyOn(db, 'send');

    const out = recorder();
    const ids = [applicant.id, plain.id].join(',');
    const code = await main(
      ['--from', '2026-01-01T00:00:00Z', '--to', to, '--class', 'applications', '--ids', ids],
      out,
    );
    expect(code, out.err.join('\n')).toBe(0);
    const rows = rowsOf(out.out.join('\n'));
    expect([...rows.keys()]).toEqual([applicant.id]);
    expect(rows.get(applicant.id)?.classes).toBe('applications');
    expect(rows.has(other.id)).toBe(false);
    const commands = send.mock.calls.map(([command]) => command.constructor.name);
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((name) => name !== 'QueryCommand')).toEqual([]);
    expect(commands).not.toContain(ScanCommand.name);
  });

  it('writes the CSV to --out readable by its owner only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'breach-'));
    try {
      const worker = await createWorker();
      const file = join(dir, 'affected.csv');
      const out = recorder();
      const to = new Date(Date.now() + 1000).toISOString();
      const code = await main(['--from', to, '--to', to, '--ids', String(worker.id), '--out', file], out);
      expect(code, out.err.join('\n')).toBe(0);
      expect(out.out).toEqual([]);
      expect(rowsOf(readFileSync(file, 'utf8')).has(worker.id)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses unclear arguments with exit code 2 and the usage', async () => {
    for (const argv of [
      ['--to', '2026-11-27T06:00:00Z'],
      ['--from', 'yesterday', '--to', '2026-11-27T06:00:00Z'],
      ['--from', '2026-11-28T00:00:00Z', '--to', '2026-11-27T06:00:00Z'],
      ['--from', '2026-11-20T00:00:00Z', '--to', '2026-11-27T06:00:00Z', '--class', 'passwords'],
      ['--from', '2026-11-20T00:00:00Z', '--to', '2026-11-27T06:00:00Z', '--ids', '12,x'],
      ['--from', '2026-11-20T00:00:00Z', '--to', '2026-11-27T06:00:00Z', '--stage', 'prod', '--table', 't'],
    ]) {
      const out = recorder();
      expect(await main(argv, out), argv.join(' ')).toBe(2);
      expect(out.err.join('\n')).toContain('Usage: npm run breach');
    }
    expect(
      parseBreachArgs(['--from', '2026-11-20T00:00:00Z', '--to', '2026-11-27T06:00:00Z']).classes,
    ).toEqual(['account', 'mobile', 'documents', 'applications', 'parent']);
  });

  it('defuses spreadsheet formulas and quotes commas in the CSV', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('Rao, Lakshmi')).toBe('"Rao, Lakshmi"');
    expect(csvField('9876543210')).toBe('9876543210');
  });
});

describe('npm run breach, as run beside the local twin', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'breach-twin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads the running twin’s table named in .data/twin.json', async () => {
    // A twin's table: this file's DynamoDB Local, a table of its own, one worker in it (through the same code).
    const twinTable = `twin-${Math.random().toString(36).slice(2, 10)}`;
    await createTable(dynamodbEndpoint, twinTable);
    writeTwinFile(dataDir, { dynamodbEndpoint, tableName: twinTable });
    const worker = await createWorker();
    const stored = await account(worker);
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: userKey(worker.id) }));
    await db.send(new PutCommand({ TableName: twinTable, Item }));

    const { stdout, stderr, code } = await new Promise<{
      stdout: string;
      stderr: string;
      code: number | null;
    }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
          'scripts/breach.ts',
          '--from',
          '2026-01-01T00:00:00Z',
          '--to',
          new Date(Date.now() + 1000).toISOString(),
          '--data-dir',
          dataDir,
        ],
        {
          cwd: repoRoot,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            AWS_REGION: localRegion,
            AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
            AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
          },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('close', (exit) => resolve({ stdout, stderr, code: exit }));
    });
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`the running local twin's table ${twinTable}`);
    const rows = rowsOf(stdout);
    expect([...rows.keys()]).toEqual([worker.id]);
    expect(rows.get(worker.id)).toMatchObject({ email: stored.EMAIL, mobile: stored.MOBILE_NUMBER });
  }, 60_000);
});
