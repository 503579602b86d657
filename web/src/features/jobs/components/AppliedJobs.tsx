import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { titleInLanguage } from '#shared/domain/job-texts';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { formatDate } from '#web/lib/format';
import { useLanguage, useT } from '#web/lib/i18n';
import { applicationAnchor } from '#web/lib/paths';
import { useAppliedJobs } from '../api/get-applied-jobs';
import { ApplicationMessages } from './ApplicationMessages';
import { InterviewBox } from './InterviewBox';
import { type MovedOn, MovedOnNotice } from './MovedOnNotice';
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
 * now says Withdrawn (the button it was on is gone). The list is live (lib/live.ts): a move by HR shows within
 * about 10 s; a withdrawal or an interview answer refused because HR moved the application first shows the status
 * it has now and says so on the card (MovedOnNotice), the focus on its status. Each card has its Messages panel
 * (the application's thread).
 */
export function AppliedJobs({ onExplore }: { onExplore: () => void }) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useAppliedJobs({ live: true });
  // The application whose status takes the focus next (its button went away), and the refusals said on cards.
  const [focusOn, setFocusOn] = useState<number>();
  const [movedOn, setMovedOn] = useState<Record<number, MovedOn>>({});
  // The application whose Withdraw confirmation is open: it keeps its button even if a poll moved it meanwhile.
  const [confirming, setConfirming] = useState<number>();
  useEffect(() => {
    if (focusOn === undefined) return;
    document.getElementById(statusId(focusOn))?.focus();
    setFocusOn(undefined);
  }, [focusOn]);
  const noteMovedOn = (id: number, note: MovedOn) => {
    setMovedOn((now) => ({ ...now, [id]: note }));
    setFocusOn(id);
  };
  // The interview SMS's calendar link names the application (`?tab=applied&ics=<job id>`).
  const calendarFor = Number(useSearchParams()[0].get('ics'));

  if (isLoading) return <Loading label={t('common.loadingApplications')} />;
  // A failed poll leaves the list shown (it is asked again, further apart): only a first load that failed says so.
  if (error && !data) return <LoadProblem message={error.message} onRetry={() => void mutate()} />;
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
                  {/* Said while the card shows the status it named (a later move makes it old news). */}
                  <MovedOnNotice
                    movedOn={
                      movedOn[application.ID]?.status === application.STATUS
                        ? movedOn[application.ID]
                        : undefined
                    }
                  />
                  {application.STATUS === 'SHORTLISTED' && application.INTERVIEW ? (
                    <InterviewBox
                      jobId={application.ID}
                      interview={application.INTERVIEW}
                      fromSms={calendarFor === application.ID}
                      onMovedOn={(status) => noteMovedOn(application.ID, { status, action: 'interview' })}
                    />
                  ) : null}
                </div>
                {application.STATUS === 'APPLIED' || confirming === application.ID ? (
                  <WithdrawButton
                    jobId={application.ID}
                    title={titleInLanguage(application, language)}
                    describedBy={`job-${application.ID}-title`}
                    onWithdrawn={() => setFocusOn(application.ID)}
                    onMovedOn={(status) => noteMovedOn(application.ID, { status, action: 'withdraw' })}
                    onConfirming={(open) => {
                      setConfirming(open ? application.ID : undefined);
                      // Closed on an application moved meanwhile: its button goes, the focus to its status.
                      if (!open && application.STATUS !== 'APPLIED') setFocusOn(application.ID);
                    }}
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
