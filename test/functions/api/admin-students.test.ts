/**
 * getUsersData as the admin calls it, on students this file creates in its own table: the list newest first
 * with paging, and the server-side search in each form an admin types (docs/decisions.md, "Student search").
 */
import { describe, expect, it } from 'vitest';
import { admin, adminStudentsFixtures, found, ids, page, pagesOf } from '#test/support/admin-students';
import { callApi } from '#test/support/api';

adminStudentsFixtures();

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
    // Rahul Verma, then Priya and Priyanka of Osmania and Anna Uni-ver-sity (a substring).
    expect(await found('ver')).toEqual([ids.rahul, ids.priya, ids.priyanka]);
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

  it('finds no one for a word nobody has; a part from the middle of a word finds its student', async () => {
    expect(await found('zzz')).toEqual([]);
    expect(await found('arma')).toEqual([ids.priya]);
    expect(await found('riya')).toEqual([ids.priya, ids.priyanka]);
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
