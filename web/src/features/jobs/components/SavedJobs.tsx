import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { SavedJob } from '#shared/api/saved-and-withdrawn';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { useT } from '#web/lib/i18n';
import { useSavedJobs } from '../api/get-saved-jobs';
import { NoJobsYet } from './NoJobsYet';
import { SaveJobButton } from './SaveJobButton';

const useStyles = makeStyles({
  saved: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  closed: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/**
 * The cards shown: the list as the server has it, and the jobs unsaved during this visit where they were (their
 * Save unpressed), so unsaving does not pull the card (and the focus) away: a second tap saves it again.
 */
function keepUnsaved(shown: readonly SavedJob[] | undefined, now: readonly SavedJob[]): SavedJob[] {
  if (!shown) return [...now];
  const fresh = new Map(now.map((job) => [job.ID, job]));
  const kept = shown.map((job) => fresh.get(job.ID) ?? job);
  const known = new Set(shown.map((job) => job.ID));
  return [...now.filter((job) => !known.has(job.ID)), ...kept];
}

/**
 * Saved: the jobs the worker kept for later, newest job first. A job closed since it was saved stays,
 * marked Closed with a line saying it takes no more applications; Save unpressed takes it out.
 */
export function SavedJobs({ onExplore }: { onExplore: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { data, error, isLoading, mutate } = useSavedJobs();
  const [shown, setShown] = useState<SavedJob[]>();
  useEffect(() => {
    if (data) setShown((before) => keepUnsaved(before, data));
  }, [data]);

  if (isLoading) return <Loading label={t('saved.loading')} />;
  if (error) return <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  const list = shown ?? data ?? [];
  if (list.length === 0) return <NoJobsYet text={t('saved.none')} onExplore={onExplore} />;
  return (
    <JobGrid>
      {list.map((job) => {
        const titleId = `job-${job.ID}-title`;
        return (
          <JobGridItem key={job.ID}>
            <JobCard
              job={job}
              status={job.STATUS}
              extra={
                <div className={styles.saved}>
                  {job.STATUS === 'CLOSED' ? <p className={styles.closed}>{t('saved.closedNote')}</p> : null}
                  <SaveJobButton jobId={job.ID} describedBy={titleId} />
                </div>
              }
            />
          </JobGridItem>
        );
      })}
    </JobGrid>
  );
}
