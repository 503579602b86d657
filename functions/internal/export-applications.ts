/**
 * A job's applications as CSV, a page at a time (features/job-applications/export.ts): HR and OPS. Every
 * applicant on the page is logged as a staff access. 404 for an unknown job.
 */
import { exportPage } from '#features/job-applications/export';
import { endpoint } from '#lib/http/endpoint';
import { exportApplications } from '#shared/api/internal';

export const handler = endpoint(exportApplications, ({ id, cursor }, { account }) =>
  exportPage(account, id, cursor, exportApplications.name),
);
