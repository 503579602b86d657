/**
 * `npm run admin:create`: its main function against this file's table (TABLE_NAME, as on AWS), and the command
 * itself, as a person runs it, against a running local twin (.data/twin.json) and against a data folder with
 * no twin running, where it starts DynamoDB Local on the folder's files for its own duration.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CloudFormationClient, ListExportsCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { writeTwinFile } from '#infra/local/twin-file';
import { repoRoot } from '#infra/paths';
import * as staff from '#lib/db/staff';
import { staffEmailKey } from '#lib/db/staff-keys';
import { callApi } from '#test/support/api';
import { dynamodbEndpoint, tableName as testTable } from '#test/support/api-env';
import { freshAddress } from '#test/support/staff-login';
import { main, type Output } from '../../../scripts/admin-create';

const PASSWORD_LINE = /Temporary password: ([A-Za-z0-9]{16})\n/;

function recorder(): Output & { text: () => string } {
  const lines: string[] = [];
  return { log: (line) => lines.push(line), error: (line) => lines.push(line), text: () => lines.join('\n') };
}

const freshEmail = () => `first.admin.${Math.random().toString(36).slice(2, 10)}@example.com`;

const adminLogIn = (email: string, password: string) =>
  callApi('adminLogin', { body: { email, password }, sourceIp: freshAddress() });

describe('admin:create, on the configured table', () => {
  it('creates an admin whose printed one-time password logs in and must be changed', async () => {
    const email = freshEmail();
    const out = recorder();

    const code = await main(['--email', email, '--name', 'Asha Rao'], out);

    expect(code, out.text()).toBe(0);
    const password = PASSWORD_LINE.exec(out.text())?.[1] as string;
    expect(password).toBeDefined();
    // Printed once, and nowhere else in the output.
    expect(out.text().split(password)).toHaveLength(2);
    expect(await staff.findByEmail(email)).toMatchObject({
      TYPE: 'admin',
      NAME: 'Asha Rao',
      mustChangePassword: true,
      ACTIVE: 1,
    });
    const loggedIn = await adminLogIn(email, password);
    expect(loggedIn.body).toMatchObject({ success: true, mustChangePassword: true });
  });

  it('with --reset gives an existing admin a new temporary password: the old one stops working', async () => {
    const email = freshEmail();
    const first = recorder();
    expect(await main(['--email', email], first)).toBe(0);
    const old = PASSWORD_LINE.exec(first.text())?.[1] as string;
    await staff.setActive((await staff.findByEmail(email))?.ID ?? 0, 0);
    const out = recorder();

    const code = await main(['--email', email, '--reset'], out);

    expect(code, out.text()).toBe(0);
    const fresh = PASSWORD_LINE.exec(out.text())?.[1] as string;
    expect(fresh).not.toBe(old);
    expect(out.text()).toMatch(/works until .+ IST/);
    expect((await adminLogIn(email, old)).body).toEqual({ success: false });
    expect((await adminLogIn(email, fresh)).body).toMatchObject({ success: true, mustChangePassword: true });
  });

  it('with --reset refuses an e-mail without an admin login, and changes nothing', async () => {
    const out = recorder();
    expect(await main(['--email', freshEmail(), '--reset'], out)).toBe(1);
    expect(out.text()).toContain('has no admin login');
  });

  it('refuses an e-mail that has a login already, and leaves that login as it was', async () => {
    const email = freshEmail();
    const first = recorder();
    await main(['--email', email], first);
    const password = PASSWORD_LINE.exec(first.text())?.[1] as string;

    const again = recorder();
    const code = await main(['--email', email], again);

    expect(code).toBe(1);
    expect(again.text()).toContain(`${email} already has a back-office login`);
    expect(again.text()).not.toMatch(PASSWORD_LINE);
    expect((await adminLogIn(email, password)).body.success).toBe(true);
  });

  it.each([
    [[], '--email is required.'],
    [['--email', 'not-an-email'], '"not-an-email" is not a valid e-mail address.'],
    [['--email', 'a@example.com', '--role', 'HR'], "Unknown option '--role'"],
  ])('refuses %j with a usage message and exit code 2', async (argv, message) => {
    const out = recorder();
    expect(await main(argv, out)).toBe(2);
    expect(out.text()).toContain(message);
    expect(out.text()).toContain('Usage: npm run admin:create');
  });
});

describe('admin:create --stage, on the deployed table of a stage', () => {
  const cloudFormation = mockClient(CloudFormationClient);
  const saved = { TABLE_NAME: process.env.TABLE_NAME, AWS_REGION: process.env.AWS_REGION };
  const tableArn = (name: string) => `arn:aws:dynamodb:ap-south-2:123456789012:table/${name}`;
  afterEach(() => {
    cloudFormation.reset();
    Object.assign(process.env, saved);
  });
  afterAll(() => cloudFormation.restore());

  it("finds the table by the data stack's export, on any page of ListExports, in the region given", async () => {
    cloudFormation
      .on(ListExportsCommand, {})
      .resolves({
        Exports: [{ Name: 'earnlearn-prod-data-TableArn', Value: tableArn('earnlearn-prod-table') }],
        NextToken: 'page-2',
      })
      .on(ListExportsCommand, { NextToken: 'page-2' })
      .resolves({
        Exports: [
          { Name: 'earnlearn-test-data-UploadsBucketArn', Value: 'arn:aws:s3:::uploads' },
          // The table of this test file: on AWS the one the export names.
          { Name: 'earnlearn-test-data-TableArn', Value: tableArn(testTable) },
        ],
      });
    const email = freshEmail();
    const out = recorder();

    const code = await main(['--email', email, '--stage', 'test', '--region', 'ap-south-2'], out);

    expect(code, out.text()).toBe(0);
    expect(out.text()).toContain(`in table ${testTable} of stage test (AWS, ap-south-2)`);
    expect(process.env.TABLE_NAME).toBe(testTable);
    expect(cloudFormation.commandCalls(ListExportsCommand).map((call) => call.args[0].input)).toEqual([
      {},
      { NextToken: 'page-2' },
    ]);
    const client = cloudFormation.call(0).thisValue as CloudFormationClient;
    expect(await client.config.region()).toBe('ap-south-2');
    expect(await staff.findByEmail(email)).toMatchObject({ TYPE: 'admin', mustChangePassword: true });
  });

  it('creates nothing and says what to check when the stage has no export there', async () => {
    cloudFormation.on(ListExportsCommand).resolves({
      Exports: [{ Name: 'earnlearn-prod-data-TableArn', Value: tableArn('earnlearn-prod-table') }],
    });
    const email = freshEmail();
    const out = recorder();

    expect(await main(['--email', email, '--stage', 'staging'], out)).toBe(1);
    expect(out.text()).toContain('No CloudFormation export earnlearn-staging-data-TableArn in ap-south-1');
    expect(out.text()).not.toMatch(PASSWORD_LINE);
    expect(await staff.findByEmail(email)).toBeUndefined();
  });

  it('reports AWS refusing the look-up (no credentials, no permission) with exit code 1', async () => {
    cloudFormation
      .on(ListExportsCommand)
      .rejects(new Error('User is not authorized to perform: cloudformation:ListExports'));
    const out = recorder();
    expect(await main(['--email', freshEmail(), '--stage', 'prod'], out)).toBe(1);
    expect(out.text()).toContain('Could not reach the table: User is not authorized');
  });

  it.each([
    [['--email', 'a@example.com', '--stage', 'prod', '--table', 'x'], 'Give --stage or --table, not both.'],
    [['--email', 'a@example.com', '--stage', 'Prod!'], '"Prod!" is not a stage name'],
  ])('refuses %j with exit code 2', async (argv, message) => {
    const out = recorder();
    expect(await main(argv, out)).toBe(2);
    expect(out.text()).toContain(message);
    expect(cloudFormation.calls()).toHaveLength(0);
  });
});

/** Runs the command as `npm run admin:create` does, with no table configured in its environment. */
function runCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  const environment = { ...process.env };
  for (const name of ['TABLE_NAME', 'DYNAMODB_ENDPOINT', 'SESSION_SECRET', 'AWS_REGION'])
    delete environment[name];
  return new Promise((resolve, reject) => {
    const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/admin-create.ts', ...args], {
      cwd: repoRoot,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('admin:create, on the local twin', () => {
  const folders: string[] = [];
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'admin-create-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("creates the admin in the running twin's table, named in its twin.json", {
    timeout: 120_000,
  }, async () => {
    const folder = dataDir();
    const tableName = `twin-${Math.random().toString(36).slice(2, 10)}`;
    await createTable(dynamodbEndpoint, tableName);
    // As the twin writes it: this test process stands in for the running twin.
    writeTwinFile(folder, { dynamodbEndpoint, tableName });
    const email = freshEmail();

    const { code, output } = await runCommand(['--email', email, '--data-dir', folder]);

    expect(code, output).toBe(0);
    expect(output).toContain(`the running local twin's table ${tableName}`);
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamodbEndpoint, region: localRegion, credentials: localCredentials }),
    );
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: staffEmailKey(email) }));
    client.destroy();
    expect(Item).toMatchObject({ staffId: 1 });
  });

  it('starts DynamoDB Local on the data folder when no twin runs, and keeps what it created', {
    timeout: 240_000,
  }, async () => {
    const folder = dataDir();
    const email = freshEmail();

    const created = await runCommand(['--email', email, '--data-dir', folder]);
    expect(created.code, created.output).toBe(0);
    expect(created.output).toMatch(PASSWORD_LINE);

    // A second run, with its own DynamoDB Local on the same files, finds the login there.
    const again = await runCommand(['--email', email, '--data-dir', folder]);
    expect(again.code, again.output).toBe(1);
    expect(again.output).toContain(`${email} already has a back-office login`);
  });
});
