/**
 * `npm run breach`: the workers a personal-data breach may have affected, as CSV (their contacts and language),
 * for the notice each must get (DPDP Rules, Rule 7; docs/operations.md, "Personal-data breach").
 *
 *   npm run breach -- --stage prod --from 2026-11-20T00:00:00Z --to 2026-11-27T06:00:00Z
 *        [--class account,mobile,documents,applications,parent] [--ids 12,57] [--out affected.csv]
 *
 * Which table: `--stage` (the deployed table, found by its data stack's export), `--table` (TABLE_NAME; with
 * DYNAMODB_ENDPOINT another endpoint), else the local twin's (the running `npm start`, or DynamoDB Local on
 * `.data`), as `npm run admin:create` finds it. To see the table as it was at the window's end rather than now
 * (accounts erased since are not in the live table), restore it to `--to` first (`npm run restore`) and give
 * the restored table with `--table`.
 *
 * A worker is listed when, at the window's end, the table held data of a class asked for (all classes unless
 * `--class` says): `account` (name, e-mail, date of birth, gender, languages, city, education, college: every
 * account created by `--to`), `mobile` (a verified number), `documents` (a PAN card or student ID on file),
 * `applications` (an application made by `--to`), `parent` (a minor's parent or guardian: their name and number
 * are in the CSV, and the notice goes to them). `--ids` keeps only the workers the logs name (a compromised staff
 * session's reads, say). `--from` must come before `--to`; it is printed with the summary for the record.
 *
 * Reads only, and never Scans: one Query of the students' list (gsi1, USERS, created up to `--to`, newest
 * first), then per listed worker at most one Query of their applications (gsi2, `Select: COUNT`, `Limit: 1`).
 * The CSV goes to stdout (or `--out`, created 0600: it holds contacts); the summary to stderr.
 * With `--notify <incident.json>` it then sends each listed person their notice (scripts/breach-notify.ts).
 * Exits 0, 1 when the table cannot be read or a notice failed (run it again: nobody gets one twice), 2 on wrong
 * arguments.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readTwinFile } from '#infra/local/twin-file';
import { repoRoot } from '#infra/paths';
import { setEnvironment } from '#lib/environment';
import { DATA_CLASSES, type DataClass } from '#shared/domain/breach-notice';
import { resolveTarget } from './admin-create';
import {
  incidentSchema,
  lambdaSender,
  localSender,
  notifyAll,
  progressLine,
  reportLine,
} from './breach-notify';

export { DATA_CLASSES, type DataClass } from '#shared/domain/breach-notice';

const USAGE = `Usage: npm run breach -- --from <ISO time> --to <ISO time> [--class ${DATA_CLASSES.join(',')}] [--ids <id,id,...>] [--out <file>] [--notify <incident.json>] [--stage <stage> | --table <name>] [--region <region>]`;

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

export interface BreachOptions {
  from: Date;
  to: Date;
  classes: DataClass[];
  ids?: Set<number>;
}

/** One row of the CSV: a worker the breach may have affected, and whom to tell. */
export interface AffectedWorker {
  userId: number;
  name: string;
  email: string;
  mobile: string;
  language: string;
  classes: DataClass[];
  /** A minor's parent or guardian, who gets the notice. */
  parentName: string;
  parentMobile: string;
}

export const CSV_HEADER = 'userId,name,email,mobile,language,classes,parentName,parentMobile';

/** A CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly AffectedWorker[]): string {
  const lines = rows.map((row) =>
    [
      row.userId,
      row.name,
      row.email,
      row.mobile,
      row.language,
      row.classes.join(' '),
      row.parentName,
      row.parentMobile,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_HEADER, ...lines].join('\n')}\n`;
}

/** Reads the command line; throws a message (with the usage) on anything unclear. */
export function parseBreachArgs(argv: readonly string[]): BreachOptions & {
  stage?: string;
  table?: string;
  region?: string;
  out?: string;
  notify?: string;
  dataDir?: string;
} {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      stage: { type: 'string' },
      table: { type: 'string' },
      region: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      class: { type: 'string' },
      ids: { type: 'string' },
      out: { type: 'string' },
      notify: { type: 'string' },
      'data-dir': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const time = (name: 'from' | 'to') => {
    const text = values[name];
    const date = new Date(text ?? '');
    if (!text || !/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(date.getTime()))
      throw new Error(`--${name} must be an ISO 8601 time such as 2026-11-27T06:00:00Z`);
    return date;
  };
  const from = time('from');
  const to = time('to');
  if (from.getTime() > to.getTime()) throw new Error('--from must not be after --to');
  const classes = (values.class ?? DATA_CLASSES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of classes)
    if (!(DATA_CLASSES as readonly string[]).includes(name))
      throw new Error(`--class: "${name}" is not one of ${DATA_CLASSES.join(', ')}`);
  let ids: Set<number> | undefined;
  if (values.ids !== undefined) {
    const list = values.ids.split(',').map((id) => id.trim());
    if (list.some((id) => !/^[1-9]\d*$/.test(id)))
      throw new Error('--ids must be worker ids, comma-separated');
    ids = new Set(list.map(Number));
  }
  if (values.stage !== undefined && values.table !== undefined)
    throw new Error('Give --stage or --table, not both');
  return {
    from,
    to,
    classes: classes as DataClass[],
    ...(ids ? { ids } : {}),
    ...(values.stage !== undefined ? { stage: values.stage } : {}),
    ...(values.table !== undefined ? { table: values.table } : {}),
    ...(values.region !== undefined ? { region: values.region } : {}),
    ...(values.out !== undefined ? { out: values.out } : {}),
    ...(values.notify !== undefined ? { notify: values.notify } : {}),
    ...(values['data-dir'] !== undefined ? { dataDir: values['data-dir'] } : {}),
  };
}

/**
 * The affected workers in the table the environment names (TABLE_NAME, DYNAMODB_ENDPOINT), oldest id first.
 * Imports the data modules only when called: they read the environment at load.
 */
export async function affectedWorkers(options: BreachOptions): Promise<AffectedWorker[]> {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('#lib/clients/dynamodb');
  const { applicantPartition } = await import('#lib/db/keys');
  const end = options.to.toISOString();
  // Every sort key of an account created up to the window's end: `<createdAt>#<padded id>` <= `<to>#~`.
  const upTo = `${end}#~`;
  const rows: AffectedWorker[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :users AND gsi1sk <= :upTo',
        ExpressionAttributeValues: { ':users': 'USERS', ':upTo': upTo },
        ScanIndexForward: false,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const id = Number(item.ID);
      if (options.ids && !options.ids.has(id)) continue;
      const parent = item.PARENT as { NAME?: string; MOBILE?: string } | undefined;
      const held: Record<DataClass, () => boolean | Promise<boolean>> = {
        account: () => true,
        mobile: () => Boolean(item.MOBILE_NUMBER),
        documents: () => Boolean(item.PANCARD_KEY) || Boolean(item.ID_CARD_KEY),
        parent: () => Boolean(parent?.MOBILE),
        applications: async () => {
          const applied = await db.send(
            new QueryCommand({
              TableName: tableName,
              IndexName: 'gsi2',
              KeyConditionExpression: 'gsi2pk = :applicant AND gsi2sk <= :upTo',
              ExpressionAttributeValues: { ':applicant': applicantPartition(id), ':upTo': upTo },
              Select: 'COUNT',
              Limit: 1,
            }),
          );
          return (applied.Count ?? 0) > 0;
        },
      };
      const classes: DataClass[] = [];
      for (const name of options.classes) if (await held[name]()) classes.push(name);
      if (classes.length === 0) continue;
      rows.push({
        userId: id,
        name: String(item.NAME ?? ''),
        email: String(item.EMAIL ?? ''),
        mobile: String(item.MOBILE_NUMBER ?? ''),
        language: String(item.SITE_LANGUAGE ?? 'en'),
        classes,
        parentName: parent?.MOBILE ? String(parent.NAME ?? '') : '',
        parentMobile: parent?.MOBILE ? String(parent.MOBILE) : '',
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return rows.sort((a, b) => a.userId - b.userId);
}

/** The command; answers its exit code. */
export async function main(argv: readonly string[], out: Output = console): Promise<number> {
  let options: ReturnType<typeof parseBreachArgs>;
  try {
    options = parseBreachArgs(argv);
  } catch (error: unknown) {
    out.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  let release: () => Promise<void> = async () => undefined;
  try {
    const target = await resolveTarget({
      ...(options.stage !== undefined ? { stage: options.stage } : {}),
      ...(options.table !== undefined ? { table: options.table } : {}),
      ...(options.region !== undefined ? { region: options.region } : {}),
      dataDir: options.dataDir ?? join(repoRoot, '.data'),
    });
    release = target.release;
    setEnvironment(target.environment);
    // The data modules want a session-signing key at load; this command signs nothing.
    if (!process.env.SESSION_SECRET_ARN && !process.env.SESSION_SECRET)
      setEnvironment({ SESSION_SECRET: 'breach-script-signs-nothing' });
    const rows = await affectedWorkers(options);
    const csv = toCsv(rows);
    if (options.out) writeFileSync(options.out, csv, { mode: 0o600 });
    else out.log(csv.trimEnd());
    const perClass = options.classes.map(
      (name) => `${name} ${rows.filter((row) => row.classes.includes(name)).length}`,
    );
    out.error(
      `${rows.length} worker(s) affected in ${target.description}, window ${options.from.toISOString()} to ${options.to.toISOString()}` +
        ` (${perClass.join(', ')}; ${rows.filter((row) => row.parentMobile).length} through a parent)` +
        (options.out ? `; CSV written to ${options.out}` : ''),
    );
    if (options.notify === undefined) return 0;
    const incident = incidentSchema.parse(JSON.parse(readFileSync(options.notify, 'utf8')));
    let send: Awaited<ReturnType<typeof localSender>>;
    if (options.stage !== undefined) {
      send = lambdaSender(options.stage, target.environment.AWS_REGION ?? 'ap-south-1');
    } else {
      // The running twin's SMS outbox and e-mail inbox, unless the environment names others.
      const twin = readTwinFile(options.dataDir ?? join(repoRoot, '.data'));
      if (twin?.running && twin.messaging) {
        for (const [name, value] of Object.entries(twin.messaging))
          if (process.env[name] === undefined) process.env[name] = value;
      }
      send = await localSender();
    }
    const report = await notifyAll(incident, options, rows, send, (progress) =>
      out.error(progressLine(progress)),
    );
    out.error(reportLine(incident.reference, report));
    return report.sms.failed + report.email.failed > 0 ? 1 : 0;
  } catch (error: unknown) {
    out.error(
      `Could not ${options.notify === undefined ? 'read the table' : 'read the table or send the notices'}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
