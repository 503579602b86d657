import { describe, expect, it } from 'vitest';
import { districts } from '#shared/domain/districts';
import {
  isFirstMatchingWord,
  matchesAll,
  planSearch,
  STUDENT_WORDS_MAX,
  studentWords,
  tailsOf,
  wordChanges,
  words,
} from '#shared/domain/student-search';

const priya = {
  ID: 42,
  NAME: 'Priya Sharma',
  EMAIL: 'priya.s+jobs@example.com',
  MOBILE_NUMBER: '9876543210',
  LOCATION: 'hyderabad-telangana',
  COLLEGE_NAME: 'Osmania University',
};

function finds(text: string, student = priya): boolean {
  const plan = planSearch(text);
  if (!plan) throw new Error(`no words in ${text}`);
  const own = studentWords(student);
  return own.some((word) => word.startsWith(plan.lookup)) && matchesAll(own, plan);
}

describe('student search words', () => {
  it("finds a student by the words of their district's name, for every district (read from its id)", () => {
    const none = { ...priya, NAME: '', EMAIL: '', MOBILE_NUMBER: '', COLLEGE_NAME: '' };
    for (const district of districts) {
      const byName = studentWords({ ...none, LOCATION: '', COLLEGE_NAME: district.name });
      expect(studentWords({ ...none, LOCATION: district.id }), district.id).toEqual(byName);
    }
  });

  it('splits on anything that is not a letter or digit, lowercases and drops accents', () => {
    expect(words('  José  DE-la_Cruz (B.Tech) ')).toEqual(['jose', 'de', 'la', 'cruz', 'b', 'tech']);
    expect(words('प्रिया शर्मा')).toHaveLength(2);
  });

  it('finds a student by any word prefix of name, e-mail, city and college, in any case', () => {
    for (const text of [
      'pri',
      'SHAR',
      'priya sharma',
      'example',
      'priya.s',
      'hyder',
      'telangana',
      'osm',
      'univ',
    ])
      expect(finds(text), text).toBe(true);
  });

  it('finds a student by the start of the mobile number or by its last four or more digits', () => {
    for (const text of ['98765', '3210', '543210', '9876543210']) expect(finds(text), text).toBe(true);
    expect(finds('1234')).toBe(false);
    expect(finds('98764')).toBe(false);
  });

  it('needs every word of the search to match', () => {
    expect(finds('priya kumar')).toBe(false);
    expect(finds('amrah')).toBe(false);
  });

  it('finds a student by any substring of a word of name, e-mail, city and college', () => {
    for (const text of [
      'riya',
      'RIYA',
      'arma',
      'iya sharm',
      'xample',
      'derabad',
      'smania',
      'niversity',
      'iy',
    ]) {
      expect(finds(text), text).toBe(true);
    }
    // A word's last two characters are not a tail (tails are SUFFIX_MIN characters or more).
    expect(finds('ya')).toBe(false);
  });

  it(`is found by at most ${STUDENT_WORDS_MAX} words and tails, whole words first`, () => {
    const long = {
      ...priya,
      COLLEGE_NAME: 'Abcdefghijklmnop Qrstuvwxyzabcdefgh Ijklmnopqrstuv Wxyzabcdefghij',
    };
    const own = studentWords(long);
    expect(own.length).toBeLessThanOrEqual(STUDENT_WORDS_MAX);
    for (const word of ['priya', 'sharma', 'abcdefghijklmnop', 'wxyzabcdefghij', '9876543210']) {
      expect(own).toContain(word);
    }
    expect(tailsOf('priya')).toEqual(['riya', 'iya']);
  });

  it('treats a whole number as a possible ID as well', () => {
    expect(planSearch(' 42 ')).toMatchObject({ id: 42, lookup: '42' });
    expect(planSearch('42 priya')?.id).toBeUndefined();
  });

  it('has no plan for a text without words', () => {
    expect(planSearch('  ')).toBeUndefined();
    expect(planSearch('.@-')).toBeUndefined();
    expect(planSearch(undefined)).toBeUndefined();
  });

  it('looks up the longest word', () => {
    expect(planSearch('a priya sh')?.lookup).toBe('priya');
  });

  it('keeps a student only at the first of their words that starts with the looked-up prefix', () => {
    const own = studentWords({ ...priya, EMAIL: 'priyanka@example.com' });
    const plan = planSearch('priya');
    if (!plan) throw new Error('no plan');
    const hits = own.filter((word) => word.startsWith('priya'));
    expect(hits).toEqual(['priya', 'priyanka']);
    expect(hits.filter((word) => isFirstMatchingWord(own, word, plan))).toEqual(['priya']);
  });

  it('lists the words a change adds and removes', () => {
    const before = studentWords(priya);
    const after = studentWords({ ...priya, COLLEGE_NAME: 'JNTU Hyderabad' });
    expect(wordChanges(before, after)).toEqual({
      added: expect.arrayContaining(['jntu', 'ntu']),
      removed: expect.arrayContaining(['osmania', 'smania', 'university', 'niversity']),
    });
    expect(wordChanges(before, after).removed).not.toContain('hyderabad');
  });
});
