/**
 * Forgiving job search: what a job is found by and what a search looks for
 * (shared/domain/job-terms.ts), in English, Hindi and Telugu: prefixes, simple plurals by the Porter stemmer, the
 * job's own Hindi and Telugu texts, and cross-script synonyms.
 */
import { describe, expect, it } from 'vitest';
import {
  HEAD_LENGTH,
  headOf,
  JOB_HEADS_MAX,
  jobHeads,
  jobTerms,
  jobText,
  queryTerms,
  type SearchableJob,
  stemOf,
  synonymsOf,
} from '#shared/domain/job-terms';

/** Whether a search text finds a job, as the listing's filter decides it: every term starts a term of the job. */
function finds(q: string, job: SearchableJob): boolean {
  const text = jobText(jobTerms(job));
  const terms = queryTerms(q);
  const heads = jobHeads(jobTerms(job));
  const longest = [...terms].sort((a, b) => [...b].length - [...a].length)[0];
  return (
    terms.length > 0 &&
    heads.includes(headOf(longest as string)) &&
    terms.every((term) => text.includes(` ${term}`))
  );
}

const tutor: SearchableJob = { TITLE: 'Mathematics Tutor', COMPANY_NAME: 'Vidya Classes', POSITION: 'Tutor' };

describe('English: prefixes and simple plurals', () => {
  it('finds Mathematics Tutor by "maths", "math", "tutors", "mathematics" and "tut"', () => {
    for (const q of ['maths', 'Math', 'tutors', 'MATHEMATICS', 'tut', 'maths tutors', 'vidya class']) {
      expect(finds(q, tutor), q).toBe(true);
    }
  });

  it('stems with the Porter stemmer, so plurals and -ing forms meet their word', () => {
    expect(stemOf('deliveries')).toBe(stemOf('delivery'));
    expect(stemOf('drivers')).toBe('driver');
    expect(finds('deliveries', { TITLE: 'Delivery Partner', COMPANY_NAME: 'Zippy', POSITION: 'Rider' })).toBe(
      true,
    );
    expect(finds('teaching', { TITLE: 'Teacher', COMPANY_NAME: 'School', POSITION: 'Teacher' })).toBe(true);
  });

  it('does not find by a word the job does not start a term with', () => {
    expect(finds('physics', tutor)).toBe(false);
    expect(finds('hematics', tutor)).toBe(false);
    expect(finds('maths driver', tutor)).toBe(false);
  });

  it(`matches a word shorter than ${HEAD_LENGTH} characters as a whole word only`, () => {
    const it = { TITLE: 'IT Support', COMPANY_NAME: 'Infosys', POSITION: 'Helpdesk' };
    expect(finds('it', it)).toBe(true);
    expect(finds('in', it)).toBe(false);
  });
});

describe('Hindi and Telugu: the job in its own script', () => {
  const translated: SearchableJob = {
    ...tutor,
    TRANSLATIONS: {
      hi: { TITLE: 'गणित शिक्षक', POSITION: 'ट्यूटर' },
      te: { TITLE: 'గణిత ఉపాధ్యాయుడు', POSITION: 'ట్యూటర్' },
    },
  };

  it('finds the job by its Hindi and Telugu words, whole or their start', () => {
    for (const q of ['गणित', 'गणि', 'ट्यूटर', 'గణిత', 'గణి', 'ఉపాధ్యాయుడు'])
      expect(finds(q, translated), q).toBe(true);
  });

  it('is tolerant of a job with no translations, or with some texts missing', () => {
    expect(jobTerms({ ...tutor, TRANSLATIONS: {} })).toEqual(jobTerms(tutor));
    expect(finds('गणित', { ...tutor, TRANSLATIONS: { hi: { TITLE: 'गणित' } } })).toBe(true);
  });
});

describe('cross-script synonyms', () => {
  it('finds an English tutor job by ट्यूटर and ట్యూటర్, and a Hindi one by tutor', () => {
    expect(finds('ट्यूटर', tutor)).toBe(true);
    expect(finds('ట్యూటర్', tutor)).toBe(true);
    expect(finds('tutor', { TITLE: 'ट्यूटर', COMPANY_NAME: 'विद्या', POSITION: 'ट्यूटर' })).toBe(true);
  });

  it('knows two-word phrases and plurals: data entry, drivers, deliveries', () => {
    const dataEntry = { TITLE: 'Data Entry Operator', COMPANY_NAME: 'Acme', POSITION: 'Operator' };
    expect(finds('डेटा एंट्री', dataEntry)).toBe(true);
    expect(finds('డేటా ఎంట్రీ', dataEntry)).toBe(true);
    expect(finds('ड्राइवर', { TITLE: 'Drivers needed', COMPANY_NAME: 'Ola', POSITION: 'Driver' })).toBe(true);
    expect(synonymsOf(['entry'])).toEqual([]);
    expect(synonymsOf(['deliveries'])).toContain('डिलीवरी');
  });
});

describe('bounds', () => {
  it(`lists a job under at most ${JOB_HEADS_MAX} heads, however long its texts`, () => {
    const long = Array.from(
      { length: 200 },
      (_, index) => `${String.fromCharCode(97 + (index % 26), 97 + Math.floor(index / 26))}xy`,
    ).join(' ');
    const heads = jobHeads(jobTerms({ TITLE: long, COMPANY_NAME: long, POSITION: long }));
    expect(heads).toHaveLength(JOB_HEADS_MAX);
  });
});
