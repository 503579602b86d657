/**
 * The job page's facts from the poster's details, where the job has them: openings, the last day to apply,
 * the start date and duration, and the skills asked for (named from the shared list in the reader's language).
 */
import type { Job } from '#shared/api/job-shapes';
import { skillLabel } from '#shared/domain/skills';
import { formatDay } from '#web/lib/format';
import { useLanguage, useT } from '#web/lib/i18n';

export interface FactClasses {
  fact: string;
  term: string;
  value: string;
}

export function JobDetailFacts({ job, classes }: { job: Job; classes: FactClasses }) {
  const t = useT();
  const language = useLanguage();
  const facts: [string, string][] = [];
  if (job.OPENINGS !== undefined) facts.push([t('job.openings'), String(job.OPENINGS)]);
  if (job.APPLY_BY) facts.push([t('job.applyBy'), formatDay(job.APPLY_BY)]);
  if (job.START_DATE) facts.push([t('job.startDate'), formatDay(job.START_DATE)]);
  if (job.DURATION)
    facts.push([t('job.duration'), t(`job.duration.${job.DURATION.unit}`, { count: job.DURATION.amount })]);
  if (job.SKILLS?.length)
    facts.push([t('job.skills'), job.SKILLS.map((code) => skillLabel(code, language)).join(', ')]);
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
