/**
 * One student as the spec's list: every row carries the profile fields, and each row is one applied
 * internship (TITLE, COMPANY_NAME, and the application's STATUS with REVIEWS, who moved it through the
 * hiring pipeline and when, oldest first, and the staff's NOTES on it, newest first), newest first, a page at a time. A page without applications is one
 * row with TITLE, COMPANY_NAME and STATUS null (REVIEWS empty), so the first row always holds the profile. An unknown
 * id answers `data: []`. LOCATION is the district id; the SPA shows its name.
 *
 * Each page read is on the student's record (Rule 6): an access entry, written beside the page's
 * reads; the first page also carries the latest entries (`staffAccess`).
 */
import { staffPrivacy } from '#features/consent/status';
import { recordRead, staffReader } from '#features/my-data/records';
import { toStudentRow } from '#features/student-search/students';
import { newestFirst } from '#lib/db/application-notes';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { latestAccess } from '#lib/db/worker-records';
import { endpoint } from '#lib/http/endpoint';
import { getUserDataById } from '#shared/api/admin';
import { STAFF_ACCESS_SHOWN } from '#shared/api/my-data';

export const handler = endpoint(getUserDataById, async ({ id, limit, cursor }, { account }) => {
  const student = await users.get(id);
  if (!student) return { data: [] };
  const [page, , access] = await Promise.all([
    applications.listForWorker(id, { limit, cursor }),
    recordRead(staffReader(account), {
      what: getUserDataById.name,
      data: ['profile', 'contacts', 'applications', 'consent'],
      workers: [id],
    }),
    cursor === undefined ? latestAccess(id, STAFF_ACCESS_SHOWN) : undefined,
  ]);
  const { STATUS: _accountStatus, ...profile } = toStudentRow(student);
  const rows =
    page.items.length > 0
      ? page.items.map((application) => ({
          ...profile,
          TITLE: application.TITLE,
          COMPANY_NAME: application.COMPANY_NAME,
          STATUS: application.STATUS,
          REVIEWS: application.REVIEWS ?? [],
          NOTES: newestFirst(application.NOTES),
        }))
      : [{ ...profile, TITLE: null, COMPANY_NAME: null, STATUS: null, REVIEWS: [], NOTES: [] }];
  return {
    data: rows,
    cursor: page.cursor,
    privacy: staffPrivacy(student),
    ...(access
      ? {
          staffAccess: access.map((entry) => ({
            byId: entry.BY_ID,
            byRole: entry.BY_ROLE,
            ...(entry.BY_ORG_NAME === undefined ? {} : { organisation: entry.BY_ORG_NAME }),
            at: entry.AT,
            what: entry.WHAT,
            data: entry.DATA,
          })),
        }
      : {}),
  };
});
