import { describe, expect, it } from 'vitest';
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
    const keys = ['pri#000000000009', 'priya#000000000002', 'pri#000000000010', 'prince#000000000001'];
    expect([...keys].sort(byBytes)).toEqual([
      'pri#000000000009',
      'pri#000000000010',
      'prince#000000000001',
      'priya#000000000002',
    ]);
    // The start of a prefix's range (a page that ended before its first index item) sorts before all of it.
    expect(byBytes('pri#000000000000', 'pri#000000000001')).toBeLessThan(0);
    expect(byBytes('pri#000000000000', 'pria#000000000001')).toBeLessThan(0);
    expect(byBytes('pri#000000000000', 'pri0#000000000001')).toBeLessThan(0);
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
