/**
 * Data migrations of the one table, in order, each run once per table: `runPending` runs those not yet
 * recorded (an item pk=MIGRATIONS sk=<id> per migration run, with when and what it changed). The local twin
 * runs them at start; on AWS every deploy ends with them (functions/deploy/run-migrations.ts), and
 * `npm run migrate` runs them against another table, such as a restored one (docs/operations.md). A migration is idempotent, so one interrupted half-way is simply run again.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/clients/dynamodb';
import { migration as consentState } from './0001-consent-state';
import { migration as jobListings } from './0002-job-listings';
import { migration as lastSignIn } from './0003-last-sign-in';
import { migration as jobSearchTerms } from './0004-job-search-terms';
import { migration as studentSubstrings } from './0005-student-substrings';
import { migration as openGrievanceCounts } from './0006-open-grievance-counts';
import { migration as jobEligibility } from './0007-job-eligibility';
import { migration as organisationJobList } from './0008-organisation-job-list';
import { migration as jobTypeLists } from './0009-job-type-lists';
import { migration as jobSkillsListed } from './0010-job-skills-listed';
import { migration as applicationTerms } from './0011-application-terms';

export interface Migration {
  /** `NNNN-what`: the file's name, and the order they run in. */
  readonly id: string;
  readonly about: string;
  /** Does the work; answers counts of what it changed, for the record. */
  run(): Promise<Record<string, number>>;
}

export const migrations: readonly Migration[] = [
  consentState,
  jobListings,
  lastSignIn,
  jobSearchTerms,
  studentSubstrings,
  openGrievanceCounts,
  jobEligibility,
  organisationJobList,
  jobTypeLists,
  jobSkillsListed,
  applicationTerms,
];

const recordKey = (id: string) => ({ pk: 'MIGRATIONS', sk: id });

/** Runs every migration this table has not recorded yet, in order; what each changed, by id. */
export async function runPending(
  log: (line: string) => void = () => undefined,
): Promise<Record<string, Record<string, number>>> {
  const done: Record<string, Record<string, number>> = {};
  for (const migration of migrations) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: recordKey(migration.id), ConsistentRead: true }),
    );
    if (Item) continue;
    const result = await migration.run();
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...recordKey(migration.id),
          entity: 'MIGRATION',
          about: migration.about,
          ranAt: new Date().toISOString(),
          result,
        },
      }),
    );
    log(`Migration ${migration.id}: ${JSON.stringify(result)}`);
    done[migration.id] = result;
  }
  return done;
}
