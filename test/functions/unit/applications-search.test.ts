/** What HR's search text finds among a job's applications: name, e-mail, mobile number and city. */
import { describe, expect, it } from 'vitest';
import { applicationMatches } from '#features/job-applications/search';
import { planSearch, type SearchPlan } from '#shared/domain/student-search';

const priya = {
  NAME: 'Priya Sharma',
  EMAIL: 'priya.s@example.com',
  MOBILE_NUMBER: '9876543210',
  APPLICANT_LOCATION: 'chennai',
};
const plan = (text: string) => planSearch(text) as SearchPlan;

describe('applicationMatches', () => {
  it('finds by a substring of a word of the name, e-mail or city, in any case', () => {
    for (const text of [
      'priya',
      'RIYA',
      'sharma priya',
      'priya.s',
      'example',
      'chennai',
      'enna',
      'PRIYA CHENNAI',
    ])
      expect(applicationMatches(priya, plan(text)), text).toBe(true);
  });

  it('finds by the mobile number: a prefix of the number or of its last 4+ digits', () => {
    for (const text of ['9876543210', '98765', '3210', '543210', '5432'])
      expect(applicationMatches(priya, plan(text)), text).toBe(true);
    for (const text of ['0000', '98760', '12345'])
      expect(applicationMatches(priya, plan(text)), text).toBe(false);
  });

  it('needs every word typed to match', () => {
    for (const text of ['priya mumbai', 'ravi', 'sharma 1111'])
      expect(applicationMatches(priya, plan(text)), text).toBe(false);
  });

  it('finds Hindi and Telugu names by their words', () => {
    const hindi = { ...priya, NAME: 'प्रिया शर्मा' };
    expect(applicationMatches(hindi, plan('शर्मा'))).toBe(true);
    expect(applicationMatches({ ...priya, NAME: 'ప్రియ రెడ్డి' }, plan('రెడ్డి'))).toBe(true);
    expect(applicationMatches(hindi, plan('रवि'))).toBe(false);
  });
});
