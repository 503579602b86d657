/**
 * The admin's list of employees, on employees this file creates in its own table: one type or both (HR, then
 * OPS), newest first, never an admin; searched on the server by word prefixes of name and e-mail and by exact
 * ID; and paged, following the cursor to visit every match exactly once, also past the first Query's worth.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '#lib/auth/session';
import * as staff from '#lib/db/staff';
import { callApi } from '#test/support/api';

interface Row {
  ID: number;
  NAME: string;
  EMAIL: string;
  TYPE: string;
  ACTIVE: number;
}

/** More OPS employees than the list reads in one Query while searching, so a search has to read on. */
const FILLERS = 205;

let token: string;
const ids = {} as Record<string, number>;
/** Each type's employees, newest first: they are created one after another, so in reverse. */
const newestFirst: Record<'HR' | 'OPS', number[]> = { HR: [], OPS: [] };

async function employee(key: string, role: 'admin' | 'HR' | 'OPS', name: string, email: string) {
  const account = await staff.create({
    email,
    role,
    name,
    passwordHash: 'scrypt$unused',
    mustChangePassword: false,
  });
  ids[key] = account.ID;
  if (role !== 'admin') newestFirst[role].unshift(account.ID);
  return account;
}

beforeAll(async () => {
  const admin = await employee('admin', 'admin', 'Asha Admin', 'asha.admin@earnlearn.in');
  token = await issueSessionToken({ accountId: admin.ID, role: 'admin' });
  await employee('zubin', 'OPS', 'Zubin Oldest', 'zubin@earnlearn.in');
  for (let n = 1; n <= FILLERS; n++)
    await employee(`filler${n}`, 'OPS', `Filler ${n}`, `filler.${n}@fill.in`);
  await employee('ashaVerma', 'HR', 'Asha Verma', 'asha.verma@earnlearn.in');
  await employee('ravi', 'HR', 'Ravi Kumar', 'ravi.k@example.com');
  await employee('ashaIyer', 'OPS', 'Asha Iyer', 'asha.iyer@example.com');
  await employee('priya', 'HR', 'Priya Sharma', 'priya@earnlearn.in');
  await employee('jose', 'HR', 'José Álvarez', 'jose.alvarez@example.com');
  await employee('ashok', 'HR', 'Ashok Rao', 'a.rao@example.com');
  await employee('dev', 'OPS', 'Dev Singh', 'dev@earnlearn.in');
  await employee('meera', 'HR', 'Meera Nair', 'meera.nair@earnlearn.in');
  await employee('kiran', 'HR', 'Kiran Patel', 'kiran@example.com');
}, 120_000);

async function page(query: Record<string, string>) {
  const response = await callApi('getEmployeesData', { token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { rows: response.body.data as Row[], cursor: response.body.cursor };
}

/** Every page of a list, following the cursor to the end. */
async function pagesOf(query: Record<string, string>): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const next = await page({ ...query, ...(cursor ? { cursor } : {}) });
    pages.push(next.rows.map((row) => row.ID));
    cursor = next.cursor;
    expect(pages.length, 'the cursor never ends').toBeLessThan(200);
  } while (cursor);
  return pages;
}

/** The ids of a whole list, every page read. */
const all = async (query: Record<string, string>) => (await pagesOf({ limit: '100', ...query })).flat();

describe('getEmployeesData lists', () => {
  it("one type's employees, newest first, with the row fields only", async () => {
    const { rows, cursor } = await page({ type: 'HR' });

    expect(rows.map((row) => row.ID)).toEqual(newestFirst.HR);
    expect(cursor).toBeUndefined();
    expect(rows[0]).toEqual({
      ID: ids.kiran,
      NAME: 'Kiran Patel',
      EMAIL: 'kiran@example.com',
      TYPE: 'HR',
      ACTIVE: 1,
    });
  });

  it('both types when no type is given: HR, then OPS, and never an admin', async () => {
    const both = await all({});

    expect(both).toEqual([...newestFirst.HR, ...newestFirst.OPS]);
    expect(both).not.toContain(ids.admin);
  });

  it('pages of exactly `limit` rows, the cursor visiting each employee once', async () => {
    const pages = await pagesOf({ type: 'HR', limit: '3' });

    expect(pages.slice(0, 2).map((ids) => ids.length)).toEqual([3, 3]);
    expect(pages.flat()).toEqual(newestFirst.HR);
  });

  it('pages across the two types', async () => {
    const pages = await pagesOf({ limit: '4' });

    for (const full of pages.slice(0, -1)) expect(full).toHaveLength(4);
    expect(pages.flat()).toEqual([...newestFirst.HR, ...newestFirst.OPS]);
  });
});

describe('getEmployeesData searches', () => {
  it('by a word prefix of the name or e-mail, case-insensitive and trimmed, within the type', async () => {
    expect(await all({ type: 'HR', search: 'ash' })).toEqual([ids.ashok, ids.ashaVerma]);
    expect(await all({ search: 'ash' })).toEqual([ids.ashok, ids.ashaVerma, ids.ashaIyer]);
    expect(await all({ type: 'HR', search: '  VERMA ' })).toEqual([ids.ashaVerma]);
    expect(await all({ type: 'HR', search: 'example' })).toEqual([ids.kiran, ids.ashok, ids.jose, ids.ravi]);
  });

  it('by every word typed, ignoring accents and punctuation', async () => {
    expect(await all({ search: 'ravi kum' })).toEqual([ids.ravi]);
    expect(await all({ search: 'ravi sharma' })).toEqual([]);
    expect(await all({ search: 'jose' })).toEqual([ids.jose]);
    expect(await all({ search: 'ÁLV' })).toEqual([ids.jose]);
    expect(await all({ search: 'priya@earnlearn.in' })).toEqual([ids.priya]);
  });

  it('by exact ID, and by a part of a word, not by letters nobody has', async () => {
    expect(await all({ search: String(ids.kiran) })).toEqual([ids.kiran]);
    expect(await all({ search: 'erma' })).not.toEqual([]);
    expect(await all({ search: 'qqzq' })).toEqual([]);
  });

  it('never finds an admin', async () => {
    expect(await all({ search: 'admin' })).toEqual([]);
    // Its ID is a prefix of words of some employees' names ('Filler 1...'): they are found, the admin is not.
    expect(await all({ search: String(ids.admin) })).not.toContain(ids.admin);
  });

  it('reads on past the first Query of a long list to find an old employee', async () => {
    expect(await all({ type: 'OPS', search: 'zubin' })).toEqual([ids.zubin]);
  });

  it('in pages of `limit` matches, resuming right after the last match shown', async () => {
    const pages = await pagesOf({ search: 'earnlearn', limit: '2' });

    expect(pages.slice(0, 2)).toEqual([
      [ids.meera, ids.priya],
      [ids.ashaVerma, ids.dev],
    ]);
    expect(pages.flat()).toEqual([ids.meera, ids.priya, ids.ashaVerma, ids.dev, ids.zubin]);
  });

  it('in pages that stop inside a Query of more than a page of matches, and resume there', async () => {
    const fillers = newestFirst.OPS.filter((id) => id !== ids.zubin && id !== ids.dev && id !== ids.ashaIyer);

    const pages = await pagesOf({ type: 'OPS', search: 'filler', limit: '60' });

    expect(pages.map((ids) => ids.length)).toEqual([60, 60, 60, 25]);
    expect(pages.flat()).toEqual(fillers);
  });
});

describe('getEmployeesData cursors', () => {
  it("refuses one type's cursor for the other type, and a forged one, with a 400 naming it", async () => {
    const { cursor } = await page({ type: 'HR', limit: '2' });
    const forged = Buffer.from(
      JSON.stringify({
        pk: 'STAFF#1',
        sk: 'PROFILE',
        gsi1pk: 'STAFF#admin',
        gsi1sk: '2026-01-01T00:00:00.000Z#000000000001',
      }),
    ).toString('base64url');

    const queries: Record<string, string>[] = [
      { type: 'OPS', cursor: cursor ?? '' },
      { cursor: forged },
      { cursor: 'not-a-cursor' },
    ];
    for (const query of queries) {
      const response = await callApi('getEmployeesData', { token, query });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('cursor');
    }
  });
});
