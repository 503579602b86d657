/**
 * `npm run admin:create -- --email someone@example.com [--name "Asha Rao"]`: creates an admin login with a
 * temporary password and prints the password once; its first log-in must replace it, within 72 hours. The first
 * admin of an empty table is made this way.
 *
 * `--reset`: the admin login of that e-mail gets a new temporary password instead (printed once, 72 hours; the
 * old password stops working, every session ends, a deactivated login is activated): the way back in when no
 * admin can log in to send one from the Admins page (the first admin's temporary password expired, say).
 *
 * Which table:
 * - `--stage <stage>`: the deployed table of that stage, found by the data stack's export
 *   `earnlearn-<stage>-data-TableArn` (CloudFormation ListExports) in `--region` (or AWS_REGION, else
 *   ap-south-1), with the usual credential chain;
 * - `--table <name>` (or TABLE_NAME): that table, on AWS with the usual credential chain, in `--region` (or
 *   AWS_REGION, else ap-south-1); DYNAMODB_ENDPOINT, when set, points the client elsewhere.
 * - otherwise the local twin's: the DynamoDB Local of a running `npm start` (it names it in .data/twin.json),
 *   else DynamoDB Local started on .data/dynamodb for the duration of the command.
 *
 * Exits 0 once created (or reset), 1 when it could not (the e-mail has a login already, or with --reset none
 * that is an admin's; AWS refused), 2 on wrong arguments.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createTable, localCredentials, localRegion, startDynamoDb } from '#infra/local/dynamodb';
import { LOCAL_TABLE, readTwinFile } from '#infra/local/twin-file';
import { repoRoot } from '#infra/paths';
import { type EnvironmentValues, setEnvironment } from '#lib/environment';
import { emailSchema } from '#shared/domain/rules';
import { stageTable } from './stage-table';

const USAGE = `Usage: npm run admin:create -- --email <address> [--name <name> | --reset] [--stage <stage> | --table <name>] [--region <region>]

  --email     the admin's e-mail address (required)
  --name      the name shown for the admin (default: Admin)
  --reset     give the existing admin login of --email a new temporary password (the old one stops working)
  --stage     a deployed stage: its table from the export earnlearn-<stage>-data-TableArn
  --table     a DynamoDB table on AWS (default: TABLE_NAME, else the local twin's table)
  --region    the table's AWS region (default: AWS_REGION, else ap-south-1)
  --data-dir  the local twin's data folder (default: .data)`;

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

export interface Target {
  /** Where the login is created, in words. */
  description: string;
  environment: EnvironmentValues;
  release: () => Promise<void>;
}

export async function resolveTarget(options: {
  stage?: string;
  table?: string;
  region?: string;
  dataDir: string;
}): Promise<Target> {
  if (options.stage) {
    const region = options.region ?? process.env.AWS_REGION ?? 'ap-south-1';
    const table = await stageTable(options.stage, region);
    return {
      description: `table ${table} of stage ${options.stage} (AWS, ${region})`,
      environment: { TABLE_NAME: table, AWS_REGION: region },
      release: async () => undefined,
    };
  }
  const table = options.table ?? process.env.TABLE_NAME;
  if (table) {
    const region = options.region ?? process.env.AWS_REGION ?? 'ap-south-1';
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    return {
      description: endpoint ? `table ${table} at ${endpoint}` : `table ${table} (AWS, ${region})`,
      environment: { TABLE_NAME: table, AWS_REGION: region },
      release: async () => undefined,
    };
  }
  const local = {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  };
  const twin = readTwinFile(options.dataDir);
  if (twin?.running) {
    return {
      description: `the running local twin's table ${twin.tableName} (npm start)`,
      environment: { ...local, TABLE_NAME: twin.tableName, DYNAMODB_ENDPOINT: twin.dynamodbEndpoint },
      release: async () => undefined,
    };
  }
  const files = join(options.dataDir, 'dynamodb');
  mkdirSync(files, { recursive: true });
  const dynamodb = await startDynamoDb({ dataDir: files });
  await createTable(dynamodb.endpoint, LOCAL_TABLE);
  return {
    description: `the local table ${LOCAL_TABLE} in ${files}`,
    environment: { ...local, TABLE_NAME: LOCAL_TABLE, DYNAMODB_ENDPOINT: dynamodb.endpoint },
    release: dynamodb.stop,
  };
}

/** The command; answers its exit code. The environment it sets is this process's (functions read it at load). */
export async function main(argv: string[], out: Output = console): Promise<number> {
  let values: {
    email?: string;
    name?: string;
    stage?: string;
    table?: string;
    region?: string;
    'data-dir'?: string;
    reset?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        stage: { type: 'string' },
        table: { type: 'string' },
        region: { type: 'string' },
        'data-dir': { type: 'string' },
        reset: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error: unknown) {
    out.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    out.error(
      `${values.email ? `"${values.email}" is not a valid e-mail address.` : '--email is required.'}\n\n${USAGE}`,
    );
    return 2;
  }
  const name = values.name?.trim() || 'Admin';
  if (values.stage !== undefined && values.table !== undefined) {
    out.error(`Give --stage or --table, not both.\n\n${USAGE}`);
    return 2;
  }
  if (values.stage !== undefined && !/^[a-z][a-z0-9-]{0,19}$/.test(values.stage)) {
    out.error(`"${values.stage}" is not a stage name (lower-case letters, digits and dashes).\n\n${USAGE}`);
    return 2;
  }

  let target: Target;
  try {
    target = await resolveTarget({ ...values, dataDir: values['data-dir'] ?? join(repoRoot, '.data') });
  } catch (error: unknown) {
    out.error(`Could not reach the table: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    setEnvironment(target.environment);
    // The function modules want a session-signing key at load; this command signs nothing.
    if (!process.env.SESSION_SECRET_ARN && !process.env.SESSION_SECRET)
      setEnvironment({ SESSION_SECRET: randomBytes(32).toString('base64url') });
    // Imported only now: they read the environment just set.
    const { createWithTemporaryPassword, resetAdminWithTemporaryPassword } = await import(
      '#features/staff-login/new-login'
    );
    const { Conflict } = await import('#lib/errors');
    const { istDateTime } = await import('#shared/domain/staff-credentials');
    if (values.reset) {
      const reset = await resetAdminWithTemporaryPassword(email.data);
      if (!reset) {
        out.error(`${email.data} has no admin login in ${target.description}; nothing was changed.`);
        return 1;
      }
      out.log(`Gave the admin login ${reset.account.EMAIL} (id ${reset.account.ID}) in ${target.description} a new temporary password.

  Temporary password: ${reset.password}

It is shown only this once and works until ${istDateTime(reset.expiresAt)}; the old password no longer works
and every session of the login has ended. Log in at /admin/login: the first log-in asks for a new password.`);
      return 0;
    }
    try {
      const { account, password, expiresAt } = await createWithTemporaryPassword({
        email: email.data,
        role: 'admin',
        name,
      });
      out.log(`Created the admin login ${account.EMAIL} (id ${account.ID}) in ${target.description}.

  Temporary password: ${password}

It is shown only this once and works until ${istDateTime(expiresAt)}. Log in at /admin/login: the first log-in
asks for a new password, then to set up an authenticator app (two-step sign-in, required of every admin), whose
ten recovery codes are shown once.`);
      return 0;
    } catch (error: unknown) {
      if (error instanceof Conflict) {
        out.error(
          `${email.data} already has a back-office login in ${target.description}; nothing was created.`,
        );
        return 1;
      }
      throw error;
    }
  } catch (error: unknown) {
    out.error(`Could not create the admin login: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await target.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
