/**
 * What HR's search text finds among a job's applications: the admin's student search rules
 * (`shared/domain/student-search.ts`) on the applicant's name, e-mail and city as the application keeps them, and
 * the mobile number from its last 4+ digits. Every word of the search must start one of the applicant's words or
 * of their tails (a substring: "riya" finds Priya), case- and accent-insensitive, in any script. Pure: the list
 * (`list.ts`) applies it as it reads the job's applications.
 */
import { districtName } from '#shared/domain/districts';
import { matchesAll, mobileWords, type SearchPlan, tailsOf, words } from '#shared/domain/student-search';

export interface SearchableApplication {
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  /** The applicant's district id when applying; its name is what is searched. */
  APPLICANT_LOCATION: string;
}

/** Whether every word of the search starts a word (or its tail) of the name, e-mail or city, or the number. */
export function applicationMatches(application: SearchableApplication, plan: SearchPlan): boolean {
  const own = [
    ...words(application.NAME),
    ...words(application.EMAIL),
    ...words(districtName(application.APPLICANT_LOCATION)),
  ];
  return matchesAll([...own, ...own.flatMap(tailsOf), ...mobileWords(application.MOBILE_NUMBER)], plan);
}
