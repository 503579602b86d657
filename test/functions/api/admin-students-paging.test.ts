/**
 * getUsersData's search cursors as the admin pages a search, and a crafted one refused. Shared set-up:
 * test/support/admin-students.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, adminStudentsFixtures, found, ids, page, pagesOf } from '#test/support/admin-students';
import { callApi } from '#test/support/api';
import { createStudent, setCollege } from '#test/support/students';

adminStudentsFixtures();

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
