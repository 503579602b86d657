import { describe, expect, it, vi } from 'vitest';
import {
  studentWordItem,
  studentWordKey,
  studentWordPartition,
  studentWordShape,
  studentWordsEnd,
} from '#lib/db/keys';
import { studentWords } from '#shared/domain/student-search';

/** DynamoDB orders sort keys by their UTF-8 bytes. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('search index keys', () => {
  it('puts a word in the partition of its first character, even outside ASCII', () => {
    expect(studentWordKey('priya', 42)).toEqual({ pk: 'SEARCH#STUDENTS#p', sk: 'priya#000000000042' });
    expect(studentWordPartition('9876543210')).toBe('SEARCH#STUDENTS#9');
    expect(studentWordPartition('பிரியா')).toBe('SEARCH#STUDENTS#ப');
    expect(studentWordItem('priya', 42)).toEqual({
      ...studentWordKey('priya', 42),
      entity: 'WORD',
      userId: 42,
    });
  });

  it('orders by word, then id, so the words with a prefix are one range of one partition', () => {
    const entries: [string, number][] = [
      ['priya', 2],
      ['pri', 10],
      ['prince', 1],
      ['pri', 9],
    ];
    const keys = entries.map(([word, id]) => studentWordKey(word, id));
    expect(new Set(keys.map((key) => key.pk))).toEqual(new Set(['SEARCH#STUDENTS#p']));
    expect(keys.map((key) => key.sk).sort(byBytes)).toEqual(
      [
        ['pri', 9],
        ['pri', 10],
        ['prince', 1],
        ['priya', 2],
      ].map(([word, id]) => studentWordKey(word as string, id as number).sk),
    );
  });

  it("starts a prefix's range (a page that ended before its first index item) before every key of it", async () => {
    // The module reads its configuration at load (the table name), as a function does at start.
    for (const [name, value] of Object.entries({
      TABLE_NAME: 'unit-table',
      SESSION_SECRET: 'unit-test-secret-of-at-least-32-characters!',
      UPLOADS_BUCKET: 'earnlearn-documents',
      AWS_REGION: 'ap-south-1',
    }))
      vi.stubEnv(name, value);
    const { startOf } = await import('#lib/db/student-search');
    vi.unstubAllEnvs();
    const start = JSON.parse(Buffer.from(startOf('pri'), 'base64url').toString('utf8')) as {
      pk: string;
      sk: string;
    };
    expect(start.pk).toBe(studentWordPartition('pri'));
    for (const [word, id] of [
      ['pri', 1],
      ['pria', 1],
      ['pri0', 1],
      ['priya', 999_999_999_999],
    ] as const) {
      const key = studentWordKey(word, id);
      expect(key.pk).toBe(start.pk);
      expect(byBytes(start.sk, key.sk), key.sk).toBeLessThan(0);
    }
    expect(byBytes(studentWordKey('pr', 999_999_999_999).sk, start.sk)).toBeLessThan(0);
  });

  it('bounds the range of a prefix after every key that starts with it and before every other', () => {
    const inside = (sk: string) => byBytes('pri', sk) <= 0 && byBytes(sk, studentWordsEnd('pri')) <= 0;
    for (const sk of ['pri#000000000001', 'priya#999999999999', 'priß#000000000001', 'pri𠀀#000000000001'])
      expect(inside(sk), sk).toBe(true);
    for (const sk of ['pr#000000000001', 'prj#000000000001', 'prh#000000000001', 'pro#000000000001'])
      expect(inside(sk), sk).toBe(false);
  });

  it("accepts as a cursor's keys exactly the keys of every word a student can have", () => {
    const student = {
      ID: 123456789012,
      NAME: 'José Ñúñez पूजा',
      EMAIL: 'jose.nunez+work@example.co.in',
      MOBILE_NUMBER: '9876543210',
      LOCATION: 'hyderabad-telangana',
      COLLEGE_NAME: 'Indian Institute of Technology (Madras) '.repeat(3),
    };
    for (const word of studentWords(student)) {
      const key = studentWordKey(word, student.ID);
      expect(studentWordShape.pk.test(key.pk), key.pk).toBe(true);
      expect(studentWordShape.sk.test(key.sk), key.sk).toBe(true);
    }
    for (const sk of [
      'priya',
      'priya#42',
      'pri ya#000000000042',
      'PROFILE',
      `${'a'.repeat(41)}#000000000001`,
    ])
      expect(studentWordShape.sk.test(sk), sk).toBe(false);
    expect(studentWordShape.pk.test('USER#1')).toBe(false);
    expect(studentWordShape.pk.test('SEARCH#STUDENTS#pr')).toBe(false);
  });
});
