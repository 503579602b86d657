import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { formatDate } from '#web/lib/format';
import { useT } from '#web/lib/i18n';
import { applicationAnchor } from '#web/lib/paths';
import { useAppliedJobs } from '../api/get-applied-jobs';
import { ApplicationMessages } from './ApplicationMessages';
import { InterviewBox } from './InterviewBox';
import { NoJobsYet } from './NoJobsYet';
import { StatusBadge } from './StatusBadge';
import { WithdrawButton } from './WithdrawButton';

const useStyles = makeStyles({
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  extra: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  statusLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  appliedOn: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

// The application's status: where the bell's status entries lead, and the focus after a withdrawal.
const statusId = applicationAnchor;

/**
 * Applied Jobs: each application with where it stands (New, Shortlisted, Selected, Rejected, or Withdrawn), and
 * on a New one a Withdraw button. Once withdrawn, the focus goes to the application's status, which
 * now says Withdrawn (the button it was on is gone). Each card has its Messages panel (the application's
 * thread, issue 39).
 */
export function AppliedJobs({ onExplore }: { onExplore: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { data, error, isLoading, mutate } = useAppliedJobs();
  const [withdrawn, setWithdrawn] = useState<number>();
  useEffect(() => {
    if (withdrawn === undefined) return;
    document.getElementById(statusId(withdrawn))?.focus();
    setWithdrawn(undefined);
  }, [withdrawn]);
  // The interview SMS's calendar link names the application (`?tab=applied&ics=<job id>`).
  const calendarFor = Number(useSearchParams()[0].get('ics'));

  if (isLoading) return <Loading label={t('common.loadingApplications')} />;
  if (error) return <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  if (!data || data.length === 0) return <NoJobsYet text={t('applied.none')} onExplore={onExplore} />;
  return (
    <JobGrid>
      {data.map((application) => (
        <JobGridItem key={application.ID}>
          <JobCard
            job={application}
            extra={
              <div className={styles.extra}>
                <div className={styles.status} id={statusId(application.ID)} tabIndex={-1}>
                  <span className={styles.statusLine}>
                    {t('applied.status')} <StatusBadge status={application.STATUS} />
                  </span>
                  <span className={styles.appliedOn}>
                    {t('applied.on', { date: formatDate(application.APPLIED_AT) })}
                  </span>
                  {application.WITHDRAWN_AT ? (
                    <span className={styles.appliedOn}>
                      {t('withdraw.on', { date: formatDate(application.WITHDRAWN_AT) })}
                    </span>
                  ) : null}
                  {application.STATUS === 'SHORTLISTED' && application.INTERVIEW ? (
                    <InterviewBox
                      jobId={application.ID}
                      interview={application.INTERVIEW}
                      fromSms={calendarFor === application.ID}
                    />
                  ) : null}
                </div>
                {application.STATUS === 'APPLIED' ? (
                  <WithdrawButton
                    jobId={application.ID}
                    title={application.TITLE}
                    describedBy={`job-${application.ID}-title`}
                    onWithdrawn={() => setWithdrawn(application.ID)}
                  />
                ) : null}
                <ApplicationMessages
                  jobId={application.ID}
                  title={application.TITLE}
                  titles={{
                    hi: application.TRANSLATIONS?.hi?.TITLE,
                    te: application.TRANSLATIONS?.te?.TITLE,
                  }}
                  company={application.COMPANY_NAME}
                />
              </div>
            }
          />
        </JobGridItem>
      ))}
    </JobGrid>
  );
}
