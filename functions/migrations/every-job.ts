/**
 * What the migrations that touch jobs share: every job, newest first, a page at a time, read again
 * consistently and handed to `apply`, with the outcomes counted. `afterJob` hears of each job read, done or not.
 */
import * as jobs from '#lib/db/jobs';

export async function forEveryJob<Outcome extends string>(
  counts: Record<Outcome, number>,
  apply: (job: jobs.StoredJob) => Promise<Outcome>,
  afterJob: (id: number) => void = () => undefined,
): Promise<Record<Outcome, number>> {
  let cursor: string | undefined;
  do {
    const page = await jobs.listAll({ limit: 100, ...(cursor ? { cursor } : {}) });
    for (const summary of page.items) {
      const job = await jobs.get(summary.ID, { consistent: true });
      if (job) counts[await apply(job)] += 1;
      afterJob(summary.ID);
    }
    cursor = page.cursor;
  } while (cursor);
  return counts;
}
