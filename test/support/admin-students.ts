/**
 * Shared set-up of the admin students API tests: an admin, students made in the test file's own table, and
 * calls that read the list page by page.
 */
import { beforeAll, expect } from 'vitest';
import { createStaff, type TestAccount } from './accounts';
import { callApi } from './api';
import { createStudent } from './students';

export let admin: TestAccount;
export const ids = {} as Record<
  'priya' | 'priyanka' | 'rahul' | 'meera' | 'arjun' | 'deactivated' | 'unregistered',
  number
>;

export interface Row {
  ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  LOCATION: string;
  COLLEGE_NAME: string;
  ACTIVE: number;
  STATUS: number;
  VERIFIED: number;
}

export async function page(query: Record<string, string>) {
  const response = await callApi('getUsersData', { token: admin.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { rows: response.body.data as Row[], cursor: response.body.cursor };
}

/** Every page of a search (or of the list), following the cursor; no page is longer than `limit`. */
export async function pagesOf(search: string | undefined, limit: number): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const result = await page({
      ...(search === undefined ? {} : { search }),
      limit: String(limit),
      ...(cursor ? { cursor } : {}),
    });
    expect(result.rows.length).toBeLessThanOrEqual(limit);
    pages.push(result.rows.map((row) => row.ID));
    cursor = result.cursor;
    expect(pages.length, 'the cursor never ends').toBeLessThan(200);
  } while (cursor);
  return pages;
}

export const found = async (search: string, limit = 50) => (await pagesOf(search, limit)).flat();

/** Creates the admin and the students of the calling test file (call once at the top of the test file). */
export function adminStudentsFixtures(): void {
  beforeAll(async () => {
    admin = await createStaff('admin');
    ids.priya = await createStudent({
      name: 'Priya Sharma',
      email: 'priya.s+jobs@example.com',
      city: 'hyderabad-telangana',
      college: 'Osmania University',
      mobile: '9876543210',
    });
    ids.priyanka = await createStudent({
      name: 'Priyanka Iyer',
      email: 'iyer.p@college.edu',
      city: 'chennai',
      college: 'Anna University',
      mobile: '9123456789',
    });
    ids.rahul = await createStudent({
      name: 'Rahul Verma',
      email: 'rahul.v@example.com',
      city: 'pune',
      college: 'Fergusson College',
      mobile: '8800112233',
    });
    ids.meera = await createStudent({ name: 'Meera Nair', email: 'meera@mail.in', city: 'ernakulam' });
    ids.arjun = await createStudent({ name: 'José Arjun', email: 'arjun.j@example.com', city: 'chennai' });
    ids.deactivated = await createStudent({ name: 'Kiran Rao', email: 'kiran@example.com' });
    const deactivate = await callApi('updateStudentAccount', {
      token: admin.token,
      body: { id: ids.deactivated, status: 0 },
    });
    expect(deactivate.status).toBe(200);
    // Signed in with Google, nothing else yet: found by the name and e-mail Google gave.
    const { findOrCreateByGoogle } = await import('#lib/db/users');
    ids.unregistered = (
      await findOrCreateByGoogle({ sub: 'google-new', email: 'fresh.face@gmail.com', name: 'Fresh Face' })
    ).account.ID;
  });
}
