/**
 * One student as the spec's list: every row carries the profile fields, and each row is one applied
 * internship (TITLE, COMPANY_NAME, and the application's STATUS with REVIEWS, who moved it through the
 * hiring pipeline and when, oldest first), newest first, a page at a time. A page without applications is one
 * row with TITLE, COMPANY_NAME and STATUS null (REVIEWS empty), so the first row always holds the profile. An unknown
 * id answers `data: []`. LOCATION is the district id; the SPA shows its name.
 */
import { staffPrivacy } from '#features/consent/status';
import { toStudentRow } from '#features/student-search/students';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { getUserDataById } from '#shared/api/admin';

export const handler = endpoint(getUserDataById, async ({ id, limit, cursor }) => {
  const student = await users.get(id);
  if (!student) return { data: [] };
  const page = await applications.listForWorker(id, { limit, cursor });
  const { STATUS: _accountStatus, ...profile } = toStudentRow(student);
  const rows =
    page.items.length > 0
      ? page.items.map((application) => ({
          ...profile,
          TITLE: application.TITLE,
          COMPANY_NAME: application.COMPANY_NAME,
          STATUS: application.STATUS,
          REVIEWS: application.REVIEWS ?? [],
        }))
      : [{ ...profile, TITLE: null, COMPANY_NAME: null, STATUS: null, REVIEWS: [] }];
  return { data: rows, cursor: page.cursor, privacy: staffPrivacy(student) };
});
