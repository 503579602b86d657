import type { Job } from '#shared/api/job-shapes';
import { eligibilityOf } from '#shared/domain/job-eligibility-rules';
import { useT } from '#web/lib/i18n';

interface EligibilityFactsProps {
  job: Job;
  /** The job page's fact styles, so these read as the facts beside them. */
  classes: { fact: string; term: string; value: string };
}

/**
 * Who may take the job, among the job page's facts: the minimum age (18 and over, said why, when the work is
 * unsafe for minors), the education levels accepted and the languages of the work ("Any" when none is set).
 */
export function EligibilityFacts({ job, classes }: EligibilityFactsProps) {
  const t = useT();
  const rules = eligibilityOf(job);
  const facts: [string, string][] = [
    [
      t('job.minimumAge'),
      rules.unsafeForMinors.length > 0
        ? t('job.unsafeForMinors')
        : t('job.ageAndOver', { age: rules.minimumAge }),
    ],
    [
      t('job.educationAccepted'),
      rules.education.length > 0
        ? rules.education.map((level) => t(`education.${level}`)).join(', ')
        : t('job.any'),
    ],
    [
      t('job.languagesOfWork'),
      rules.languages.length > 0
        ? rules.languages.map((language) => t(`spokenLanguage.${language}`)).join(', ')
        : t('job.any'),
    ],
  ];
  return (
    <>
      {facts.map(([term, value]) => (
        <div key={term} className={classes.fact}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </>
  );
}
