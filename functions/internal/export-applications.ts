/**
 * A job's applications as CSV, a page at a time (features/job-applications/export.ts): HR and OPS on any job, an
 * employer's people on their organisation's (the hiring scope, lib/auth/hiring.ts; any other job is a 404). Every
 * applicant on the page is logged as an access by whoever exported it. An employer's person below TRUSTED_LEVEL
 * may not export (403, its code; decision 540): the file would show every applicant past the day's limit.
 */
import { assertMayExport } from '#features/job-applications/employer-limits';
import { exportPage } from '#features/job-applications/export';
import { hiringReader } from '#features/my-data/records';
import { hiringScope } from '#lib/auth/hiring';
import { endpoint } from '#lib/http/endpoint';
import { exportApplications } from '#shared/api/internal';

export const handler = endpoint(
  exportApplications,
  ({ id, cursor }, { account, hiring }) => {
    assertMayExport(account);
    return exportPage(hiringReader(hiring.hirer), id, cursor, exportApplications.name);
  },
  hiringScope,
);
