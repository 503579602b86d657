/**
 * `/admin/posted-jobs/{id}`: the admin's job page: the posting form filled from the job, to edit it; which
 * translations want a person's review; its state and moderation decisions; the history of its edits; and a copy
 * of it as a new posting.
 */
import { MessageBar, MessageBarBody, ProgressBar } from '@fluentui/react-components';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { JOB_TEXT_LANGUAGES } from '#shared/domain/job-texts';
import { BackLink } from '#web/components/back-office/BackLink';
import { LANGUAGE_TAB_NAMES } from '#web/components/job-posting/JobPostingForm';
import { PageTitle } from '#web/components/PageTitle';
import { paths, routeId } from '#web/lib/paths';
import { type AdminJob, useAdminJob } from '../api/get-admin-job';
import { ModerationHistory } from '../moderation/ModerationHistory';
import { JobHistory } from './JobHistory';
import { PostJobPage } from './PostJobPage';

/** The languages whose texts a person should review: written before the English last changed. */
export function staleLanguages(job: AdminJob): string[] {
  return JOB_TEXT_LANGUAGES.filter((language) => job.TRANSLATIONS?.[language]?.STALE).map(
    (language) => LANGUAGE_TAB_NAMES[language],
  );
}

export function AdminJobPage() {
  const { id: idText } = useParams();
  const id = routeId(idText);
  const { data, isLoading } = useAdminJob(id);
  const answer = data?.data;
  if (isLoading || !answer) {
    return (
      <>
        <PageTitle title="Edit Job" />
        <BackLink to={paths.adminPostedJobs}>Posted jobs</BackLink>
        {isLoading ? (
          <ProgressBar aria-label="Loading the job" thickness="medium" />
        ) : (
          <p>No job with ID {idText}.</p>
        )}
      </>
    );
  }
  const stale = staleLanguages(answer.job);
  return (
    <>
      <BackLink to={paths.adminPostedJobs}>Posted jobs</BackLink>
      {stale.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            Marked for review: the {stale.join(' and ')} texts were written before the English last changed.
            Write them again in their tabs, or leave a machine draft to be redone.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {/* Keyed by id: another job's page starts from that job's values and version. */}
      <PostJobPage key={answer.job.ID} editing={answer.job}>
        <p>
          <Link to={paths.adminDuplicateJob(answer.job.ID)}>Duplicate this job</Link>: a new posting filled
          from it.
        </p>
        <ModerationHistory job={answer.job} decisions={answer.moderation} />
        <JobHistory edits={answer.edits} ruleCheck={answer.job.RULE_CHECK} />
      </PostJobPage>
    </>
  );
}

/**
 * `/admin/post-new-job`: the posting form, empty, or with `?from={id}` filled from that job (a duplicate; its
 * logo is uploaded again, so each job keeps a logo of its own).
 */
export function NewJobPage() {
  const [search] = useSearchParams();
  const id = routeId(search.get('from') ?? undefined);
  const { data, isLoading } = useAdminJob(id);
  if (id === null) return <PostJobPage />;
  if (isLoading || !data) return <ProgressBar aria-label="Loading the job to copy" thickness="medium" />;
  return <PostJobPage key={id} copyOf={data.data.job} />;
}
