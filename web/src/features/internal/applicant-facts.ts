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
import type { MatchSummary } from '#shared/domain/job-recommendations';
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

/**
 * How the applicant fits the job, in a line (decision 611): "3 of 5 skills, same city, available 20 h/week".
 * Work from home is the job's own, not the applicant's, so it is left out. '' when there is nothing to say.
 */
export function matchText(match: MatchSummary | undefined): string {
  if (!match) return '';
  const parts = [
    ...(match.skills ? [`${match.skills.count} of ${match.skills.of} skills`] : []),
    ...(match.city ? ['same city'] : match.place ? ['a city they prefer'] : []),
    ...(match.type ? ['prefers this job type'] : []),
    ...(match.hoursPerWeek
      ? [
          `available ${match.hoursPerWeek} h/week${match.hoursFit === false ? ' (too few for full time)' : ''}`,
        ]
      : []),
  ];
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The facts as term and value, in the order the list, the cards and the applicant's page show them. */
export function applicantFactItems(
  facts: ApplicantFacts & { APPLIED_AT?: string; MATCH?: MatchSummary },
): { term: string; value: string }[] {
  const match = matchText(facts.MATCH);
  return [
    { term: 'Age', value: ageText(facts) },
    { term: 'Education', value: educationText(facts) },
    { term: 'Languages', value: languagesText(facts) },
    ...(facts.APPLIED_AT ? [{ term: 'Applied', value: staffTime(facts.APPLIED_AT) }] : []),
    ...(match ? [{ term: 'Match', value: match }] : []),
  ];
}
