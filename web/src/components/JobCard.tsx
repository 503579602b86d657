import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { JobSummary } from '#shared/api/job-shapes';
import type { JobStatus } from '#shared/domain/job-rules';
import { type JobTextLanguage, jobInLanguage } from '#shared/domain/job-texts';
import { placeName } from '#shared/domain/place-name';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { usePlaceName } from '#web/lib/place-names';
import { ButtonLink } from './ButtonLink';
import { EmployerBadge } from './EmployerBadge';
import { JobCardFrame, JobFacts } from './JobCardFrame';
import { JobTextsSwitch, useJobInWorkerLanguage } from './JobTextsSwitch';

const useStyles = makeStyles({
  // The extra facts stand at the left of the actions row, the link at its right.
  extra: { marginInlineEnd: 'auto' },
});

interface JobCardProps {
  job: JobSummary;
  /** Extra facts (e.g. the application's status), shown above the link. */
  extra?: ReactNode;
  /** What stands in place of the View Job link; `false` for none (a preview of a job not posted yet has no page). */
  action?: ReactNode;
  /**
   * h2 in the dashboard's lists, straight under the page's h1 (no level skipped: axe heading-order); h3 where
   * the card stands under a section's h2 (the admin's preview); h4 under My Office's h3 (Recommended for you).
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The admin's preview of one language's texts (no switch). Without it the card is the worker's: in the site's
   * language where the job has it, "Show in English" one tap away.
   */
  previewLanguage?: JobTextLanguage | 'en';
  /** The job's status where the list knows it (a saved job): a closed one is marked Closed. */
  status?: JobStatus | undefined;
}

/** A job in a list: logo, title, company, location, earnings, work hours, date, and a View Job link. */
export function JobCard({
  job: posted,
  extra,
  action,
  headingLevel = 2,
  previewLanguage,
  status,
}: JobCardProps) {
  const styles = useStyles();
  const t = useT();
  const worker = useJobInWorkerLanguage(posted);
  const job = previewLanguage ? jobInLanguage(posted, previewLanguage).job : worker.job;
  const titleId = `job-${job.ID}-title`;
  // The city in the page's script, unless the admin previews a language or the worker asked for English.
  const place = usePlaceName();
  const location = previewLanguage || worker.english ? placeName(job.LOCATION) : place(job.LOCATION);
  const localised = location !== placeName(job.LOCATION);
  return (
    <JobCardFrame
      job={job}
      lang={previewLanguage ? undefined : worker.lang}
      titleId={titleId}
      headingLevel={headingLevel}
      logoSize={56}
      status={status}
      actions={
        <>
          {extra ? <div className={styles.extra}>{extra}</div> : null}
          {action ?? (
            <ButtonLink to={paths.job(job.ID)} appearance="secondary" describedBy={titleId}>
              {t('job.view')}
            </ButtonLink>
          )}
        </>
      }
    >
      {job.EMPLOYER ? <EmployerBadge level={job.EMPLOYER.LEVEL} /> : null}
      <JobFacts
        facts={[
          localised ? [t('job.location'), location, undefined] : [t('job.location'), location],
          [t('job.earnings'), job.EARNINGS],
          [t('job.workHours'), job.WORK_HOURS],
        ]}
        posted={job.POSTED_AT}
        valueLang={previewLanguage ? undefined : worker.lang}
      />
      {previewLanguage ? null : <JobTextsSwitch state={worker} describedBy={titleId} />}
    </JobCardFrame>
  );
}
