/**
 * A job's applications as CSV, a page at a time (decision 185): every status, in the order of the
 * job's partition of gsi1 (New, Rejected, Selected, Shortlisted; oldest first within each). API Gateway's HTTP
 * API cannot stream a Lambda's answer and caps it at 6 MB and the function at 10 s, so one request answers one
 * page of EXPORT_PAGE_ROWS rows and the cursor of the next; the browser joins the pages into the file. Each page
 * costs the same whatever the job's size: one Query, then the applicants' accounts (for consent) and the page
 * read naming them (one item), sent together.
 *
 * As in the list, an applicant whose consent is not in force is left out, and every applicant read is
 * on the record as a staff access (Rule 6), with the export named as what read them.
 */
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { applicantFacts } from '#shared/domain/job-eligibility-rules';
import { privacyStateOf } from '#shared/domain/privacy';
import { type Reader, recordRead } from '../my-data/records';
import { csvPage } from './csv';

/**
 * Rows a page: ~150 bytes each without screening answers, far below the 6 MB answer; 10,000 applications are 10
 * requests. With answers and a cover note (up to ~10 KB a row in Telugu) the Query's own 1 MB cap ends the
 * page sooner, so a page's CSV stays within a few MB whatever was written.
 */
export const EXPORT_PAGE_ROWS = 1000;
/** BatchGetItem reads at most 100 keys a call. */
const BATCH_GET_LIMIT = 100;

export interface ExportPage {
  csv: string;
  rows: number;
  cursor: string | undefined;
}

/** The applicants' accounts, in BatchGetItem calls of 100 sent together. */
async function accountsOf(userIds: readonly number[]): Promise<Map<number, users.WorkerAccount>> {
  const chunks: number[][] = [];
  for (let start = 0; start < userIds.length; start += BATCH_GET_LIMIT)
    chunks.push(userIds.slice(start, start + BATCH_GET_LIMIT));
  const maps = await Promise.all(chunks.map((chunk) => users.getMany(chunk)));
  return new Map(maps.flatMap((map) => [...map]));
}

/**
 * One page of the export of job `jobId`, a job the reader may work on (the endpoint stack checked it,
 * lib/auth/hiring.ts): the first (no cursor) starts with the BOM and the header row.
 */
export async function exportPage(
  reader: Reader,
  jobId: number,
  cursor: string | undefined,
  what: string,
): Promise<ExportPage> {
  const page = await applications.listForJob(jobId, { limit: EXPORT_PAGE_ROWS, cursor });
  const userIds = page.items.map((application) => application.USER_ID);
  const [accounts] = await Promise.all([
    accountsOf(userIds),
    recordRead(reader, { what, data: ['contacts', 'applications'], workers: userIds, jobId }),
  ]);
  const consented = page.items.flatMap((application) => {
    const account = accounts.get(application.USER_ID);
    if (account === undefined || privacyStateOf(account) !== 'given') return [];
    return [{ ...application, ...applicantFacts(account) }];
  });
  return {
    csv: csvPage(consented, cursor === undefined || cursor === ''),
    rows: consented.length,
    cursor: page.cursor,
  };
}
