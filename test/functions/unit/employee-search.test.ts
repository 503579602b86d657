/** What an admin's search text finds among employees: substrings of words of name and e-mail, and the exact ID. */
import { describe, expect, it } from 'vitest';
import { employeeMatches } from '#features/employees/search';
import { planSearch, type SearchPlan } from '#shared/domain/student-search';

const asha = { ID: 42, NAME: 'Asha Verma', EMAIL: 'asha.v+hr@earnlearn.in' };
const plan = (text: string) => planSearch(text) as SearchPlan;

describe('employeeMatches', () => {
  it('finds by a prefix of any word of the name or e-mail, in any case, trimmed', () => {
    for (const text of ['ash', 'VERMA', '  ver ', 'earn', 'hr', 'in', 'asha verma', 'verma asha'])
      expect(employeeMatches(asha, plan(text)), text).toBe(true);
  });

  it('needs every word typed to match', () => {
    for (const text of ['asha kumar', 'amrev', 'earnlearn.com'])
      expect(employeeMatches(asha, plan(text)), text).toBe(false);
  });

  it('finds by a substring of a word of the name or e-mail ("riya" finds Priya)', () => {
    for (const text of ['erma', 'sha', 'arnlearn', 'sha erm'])
      expect(employeeMatches(asha, plan(text)), text).toBe(true);
    expect(employeeMatches({ ...asha, NAME: 'Priya Sharma' }, plan('riya'))).toBe(true);
  });

  it('finds by the exact ID only', () => {
    expect(employeeMatches(asha, plan('42'))).toBe(true);
    expect(employeeMatches(asha, plan('4'))).toBe(false);
    expect(employeeMatches(asha, plan('420'))).toBe(false);
  });

  it('ignores accents on either side', () => {
    const jose = { ID: 7, NAME: 'José Álvarez', EMAIL: 'jose@example.com' };
    expect(employeeMatches(jose, plan('alvarez'))).toBe(true);
    expect(employeeMatches({ ...jose, NAME: 'Jose Alvarez' }, plan('ÁLV'))).toBe(true);
  });
});
