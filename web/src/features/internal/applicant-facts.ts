/**
 * What decides, as HR and OPS read it beside an application: the age band (never the date of birth), a
 * minor's parent's consent, education and languages, and when they applied (IST).
 */
import { EDUCATION_LEVELS, LANGUAGE_LABELS, labelOf } from '#shared/domain/codes';
import {
  type ApplicantFacts,
  ageBandLabels,
  parentConsentLabels,
} from '#shared/domain/job-eligibility-rules';
import { staffTime } from './applicant/staff-time';

/** "22+", or for a minor "Under 18 (Parent consented)". */
export function ageText(facts: ApplicantFacts): string {
  const band = ageBandLabels[facts.AGE_BAND];
  return facts.PARENT_CONSENT ? `${band} (${parentConsentLabels[facts.PARENT_CONSENT]})` : band;
}

export function educationText(facts: ApplicantFacts): string {
  return facts.EDUCATION_LEVEL ? labelOf(EDUCATION_LEVELS, facts.EDUCATION_LEVEL) : '';
}

export function languagesText(facts: ApplicantFacts): string {
  return facts.LANGUAGES.map((language) => LANGUAGE_LABELS[language]).join(', ');
}

/** The facts as term and value, in the order the list, the cards and the applicant's page show them. */
export function applicantFactItems(
  facts: ApplicantFacts & { APPLIED_AT?: string },
): { term: string; value: string }[] {
  return [
    { term: 'Age', value: ageText(facts) },
    { term: 'Education', value: educationText(facts) },
    { term: 'Languages', value: languagesText(facts) },
    ...(facts.APPLIED_AT ? [{ term: 'Applied', value: staffTime(facts.APPLIED_AT) }] : []),
  ];
}
