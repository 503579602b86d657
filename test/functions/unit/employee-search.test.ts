/** What an admin's search text finds among employees: word prefixes of name and e-mail, and the exact ID. */
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

  it('needs every word typed to match, and a word to start with it', () => {
    for (const text of ['asha kumar', 'erma', 'sha', 'earnlearn.com'])
      expect(employeeMatches(asha, plan(text)), text).toBe(false);
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
