/**
 * getUsersData as the admin calls it, on students this file creates in its own table: the list newest first
 * with paging, and the server-side search in each form an admin types (docs/decisions.md, "Student search").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createStudent, setCollege } from '#test/support/students';

let admin: TestAccount;
const ids = {} as Record<
  'priya' | 'priyanka' | 'rahul' | 'meera' | 'arjun' | 'deactivated' | 'unregistered',
  number
>;

interface Row {
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

async function page(query: Record<string, string>) {
  const response = await callApi('getUsersData', { token: admin.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { rows: response.body.data as Row[], cursor: response.body.cursor };
}

/** Every page of a search (or of the list), following the cursor; no page is longer than `limit`. */
async function pagesOf(search: string | undefined, limit: number): Promise<number[][]> {
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

const found = async (search: string, limit = 50) => (await pagesOf(search, limit)).flat();

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

describe('getUsersData without a search', () => {
  it('lists every student newest first, a page at a time, each exactly once', async () => {
    const all = Object.values(ids).sort((a, b) => b - a);
    const pages = await pagesOf(undefined, 3);
    expect(pages.flat()).toEqual(all);
    for (const full of pages.slice(0, -1)) expect(full).toHaveLength(3);
  });

  it("answers the spec's row: profile fields, STATUS mirroring ACTIVE, VERIFIED", async () => {
    const { rows } = await page({ limit: '100' });
    expect(rows.find((row) => row.ID === ids.priya)).toEqual({
      ID: ids.priya,
      NAME: 'Priya Sharma',
      EMAIL: 'priya.s+jobs@example.com',
      MOBILE_NUMBER: '9876543210',
      LOCATION: 'hyderabad-telangana',
      COLLEGE_NAME: 'Osmania University',
      ACTIVE: 1,
      STATUS: 1,
      VERIFIED: 1,
    });
    expect(rows.find((row) => row.ID === ids.deactivated)).toMatchObject({
      ACTIVE: 0,
      STATUS: 0,
      VERIFIED: 0,
    });
    // Nothing internal leaks: no keys, no index words.
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(Object.keys(rows[0] ?? {}).sort());
    expect(JSON.stringify(rows)).not.toMatch(/gsi1|"pk"|searchWords|SEARCH#/);
  });

  it('treats a search of spaces or punctuation only as no search', async () => {
    const all = (await page({ limit: '100' })).rows.map((row) => row.ID);
    expect((await page({ search: '   ', limit: '100' })).rows.map((row) => row.ID)).toEqual(all);
    expect((await page({ search: ' .-@ ', limit: '100' })).rows.map((row) => row.ID)).toEqual(all);
  });
});

describe('getUsersData searching', () => {
  it('finds students by a prefix of any word of the name, in any case', async () => {
    expect(await found('pri')).toEqual([ids.priya, ids.priyanka]);
    expect(await found('PRIYAN')).toEqual([ids.priyanka]);
    expect(await found('sharma')).toEqual([ids.priya]);
    expect(await found('ver')).toEqual([ids.rahul]);
  });

  it('finds names with accents by their plain letters, and the other way round', async () => {
    expect(await found('jose')).toEqual([ids.arjun]);
    expect(await found('JOSÉ')).toEqual([ids.arjun]);
  });

  it('finds students by a part of the e-mail address', async () => {
    expect(await found('iyer.p@college')).toEqual([ids.priyanka]);
    expect(await found('college.edu')).toEqual([ids.priyanka]);
    expect(await found('jobs')).toEqual([ids.priya]);
    expect((await found('example')).sort()).toEqual(
      [ids.priya, ids.rahul, ids.arjun, ids.deactivated].sort(),
    );
    expect(await found('gmail')).toEqual([ids.unregistered]);
  });

  it('finds students by the start of the mobile number or by its last 4 or more digits', async () => {
    expect(await found('98765')).toEqual([ids.priya]);
    expect(await found('3210')).toEqual([ids.priya]);
    expect(await found('543210')).toEqual([ids.priya]);
    expect(await found('2233')).toEqual([ids.rahul]);
    expect(await found('98764')).toEqual([]);
  });

  it("finds students by their city's name (the district, not its id) and by college", async () => {
    expect(await found('hyder')).toEqual([ids.priya]);
    expect(await found('telangana')).toEqual([ids.priya]);
    expect((await found('chennai')).sort()).toEqual([ids.priyanka, ids.arjun, ids.deactivated].sort());
    expect(await found('ernakulam')).toEqual([ids.meera]);
    expect(await found('osm')).toEqual([ids.priya]);
    expect((await found('univ')).sort()).toEqual([ids.priya, ids.priyanka].sort());
    expect(await found('fergusson college')).toEqual([ids.rahul]);
  });

  it('needs every word typed: several words narrow the search, whatever the order, case and spaces', async () => {
    expect(await found('priya osmania')).toEqual([ids.priya]);
    expect(await found('  UNIVERSITY    anna ')).toEqual([ids.priyanka]);
    expect(await found('pri chennai')).toEqual([ids.priyanka]);
    expect(await found('priya pune')).toEqual([]);
    expect(await found('rahul 2233')).toEqual([ids.rahul]);
  });

  it('finds no one for a word nobody has, or a part from the middle of a word', async () => {
    expect(await found('zzz')).toEqual([]);
    expect(await found('arma')).toEqual([]);
    expect(await page({ search: 'zzz' })).toEqual({ rows: [], cursor: undefined });
  });

  it('shows the student with a searched ID first, then those whose numbers start with it', async () => {
    expect((await found(String(ids.meera)))[0]).toBe(ids.meera);
    expect((await found(` ${ids.rahul} `))[0]).toBe(ids.rahul);
    expect(await found('999999')).toEqual([]);
  });

  it('shows deactivated and unregistered students too, with their status', async () => {
    expect(await found('kiran')).toEqual([ids.deactivated]);
    const { rows } = await page({ search: 'fresh' });
    expect(rows).toEqual([
      expect.objectContaining({ ID: ids.unregistered, LOCATION: '', MOBILE_NUMBER: '', VERIFIED: 0 }),
    ]);
  });

  it('refuses a cursor of another search or of the plain list with a 400 naming it', async () => {
    const first = await page({ search: 'example', limit: '1' });
    expect(first.cursor).toBeDefined();
    const queries: Record<string, string>[] = [
      { search: 'chennai', cursor: first.cursor as string },
      { cursor: first.cursor as string },
    ];
    for (const query of queries) {
      const response = await callApi('getUsersData', { token: admin.token, query });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('cursor');
    }
    const plain = await page({ limit: '1' });
    const response = await callApi('getUsersData', {
      token: admin.token,
      query: { search: 'example', cursor: plain.cursor as string },
    });
    expect(response.status).toBe(400);
  });
});

describe('getUsersData with a crafted search cursor', () => {
  const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

  it('refuses any key but a position among the searched words, with a 400 naming the cursor', async () => {
    const answered = (await page({ search: 'example', limit: '1' })).cursor as string;
    const key = JSON.parse(Buffer.from(answered, 'base64url').toString('utf8'));
    expect(key).toEqual({ pk: 'SEARCH#STUDENTS#e', sk: expect.stringMatching(/^example#[0-9]{12}$/) });
    for (const crafted of [
      { pk: `USER#${ids.priya}`, sk: 'PROFILE' },
      { ...key, pk: 'SEARCH#STUDENTS#p' },
      { ...key, sk: 'exam#000000000001' },
      { ...key, sk: 'example' },
      { ...key, gsi1pk: 'USERS' },
      { pk: key.pk },
      [key.pk, key.sk],
      'example',
    ]) {
      const response = await callApi('getUsersData', {
        token: admin.token,
        query: { search: 'example', cursor: cursorOf(crafted) },
      });
      expect(response.status, JSON.stringify(crafted)).toBe(400);
      expect(response.body.errors).toEqual([
        { field: 'cursor', message: 'cursor must be the value returned by the previous page' },
      ]);
    }
    const next = await page({ search: 'example', limit: '1', cursor: answered });
    expect(next.rows).toHaveLength(1);
  });
});

describe('getUsersData paging a search', () => {
  let many: number[];

  beforeAll(async () => {
    many = [];
    // Each has two words starting with "sam" (and "samuel" twice over): found once each all the same.
    for (let n = 0; n < 7; n++) {
      many.push(
        await createStudent({
          name: `Samir Samuel ${n}`,
          email: `samuel.samir${n}@samples.org`,
          city: 'pune',
          college: n === 4 ? 'IIT Bombay' : 'Pune University',
        }),
      );
    }
  });

  it('shows every match exactly once across pages, each page at most `limit` rows', async () => {
    for (const limit of [1, 2, 3, 100]) {
      const pages = await pagesOf('sam', limit);
      const all = pages.flat();
      expect(
        all.sort((a, b) => a - b),
        `limit ${limit}`,
      ).toEqual(many);
    }
  });

  it('reads on past students the other words filter out: a page may come short, even empty, with a cursor', async () => {
    // The lookup is "samuel", the longest word; "iit" drops six of the seven. A page reads at most three
    // index pages of `limit` items, so with a limit of 1 the match is on the second page, after an empty one.
    const pages = await pagesOf('samuel iit', 1);
    expect(pages.flat()).toEqual([many[4]]);
    expect(pages[0]).toEqual([]);
    expect(pages[1]).toEqual([many[4]]);
    expect(await found('samuel iit', 50)).toEqual([many[4]]);
  });

  it('answers the ID match alone on a page of one, then the rest by cursor, without repeating it', async () => {
    const id = many[0] as number;
    // The ID is also one of the student's words, so the index finds the student as well.
    await setCollege(id, `Batch ${id} Pune University`);
    expect(await found(`batch ${id}`)).toEqual([id]);
    const pages = await pagesOf(String(id), 1);
    expect(pages[0]).toEqual([id]);
    expect(pages.flat().filter((each) => each === id)).toHaveLength(1);
  });

  it('finds a student who changed college under the new college only, at once', async () => {
    const student = many[6] as number;
    expect(await found('pune university')).toContain(student);
    await setCollege(student, 'Christ University', 'bangalore urban');
    expect(await found('pune university')).not.toContain(student);
    expect(await found('christ')).toEqual([student]);
    expect(await found('bangalore urban')).toEqual([student]);
    // Words the student still has are still found.
    expect(await found('samir university')).toContain(student);
  });
});
