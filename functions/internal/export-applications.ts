/**
 * A job's applications as CSV, a page at a time (features/job-applications/export.ts): HR and OPS. Every
 * page is on its applicants' records (one page read naming them). 404 for an unknown job.
 */
import { exportPage } from '#features/job-applications/export';
import { staffReader } from '#features/my-data/records';
import { endpoint } from '#lib/http/endpoint';
import { exportApplications } from '#shared/api/internal';

export const handler = endpoint(exportApplications, ({ id, cursor }, { account }) =>
  exportPage(staffReader(account), id, cursor, exportApplications.name),
);
