import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_JOB, JobPostingForm, valuesFromJob } from '#web/components/job-posting/JobPostingForm';
import { paths } from '#web/lib/paths';
import {
  type EmployerJob,
  type PostingHit,
  useEmployerJob,
  useEmployerJobChanges,
} from './api/employer-jobs';
import { EmployerJobsLayout } from './EmployerJobsLayout';
import { placedMessage } from './job-states';

/** Where the job is after a save, and the hits the server found (the form shows the same ones live). */
interface Placed {
  state: EmployerJob['STATE'];
  hits: readonly PostingHit[];
}

/**
 * Where the job went, above the form: it takes the focus as it appears (the page after a new posting opens at
 * its top, far from the button pressed), so it is seen and read out.
 */
function PlacedMessage({ placed }: { placed: Placed }) {
  const live = placed.state === 'live';
  const message = useRef<HTMLDivElement>(null);
  // Each save's answer is a new object: its message takes the focus again.
  useEffect(() => {
    if (placed) message.current?.focus();
  }, [placed]);
  return (
    <MessageBar
      ref={message}
      tabIndex={-1}
      intent={live ? 'success' : 'info'}
      layout="multiline"
      role="status"
    >
      <MessageBarBody>
        <MessageBarTitle>{placedMessage(placed.state)}</MessageBarTitle>
        {placed.hits.length > 0 ? (
          <ul>
            {placed.hits.map((hit) => (
              <li key={`${hit.rule}#${hit.field}`}>
                "{hit.match}": {hit.explanation}
              </li>
            ))}
          </ul>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * "Post a job" (/employer/jobs/new) and a job's edit (/employer/jobs/<id>): the admin's posting form under the
 * organisation's name and logo. Save draft keeps it to submit later; Submit for review sends it, and the page
 * then says where it went ("Live", or "In review" with the hits that sent it there). `organisationName` is
 * the name the job goes under.
 */
export function EmployerJobFormPage({ organisationName }: { organisationName: string }) {
  const { id } = useParams();
  const jobId = id && /^[0-9]+$/.test(id) ? Number(id) : null;
  const job = useEmployerJob(jobId);
  if (id !== undefined && jobId === null) return <NotFoundMessage />;
  if (jobId !== null) {
    if (job.error) return <NotFoundMessage />;
    if (!job.data) return <Spinner label="Loading the job" />;
    return <EmployerJobForm key={jobId} organisationName={organisationName} editing={job.data.data.job} />;
  }
  return <EmployerJobForm organisationName={organisationName} />;
}

function NotFoundMessage() {
  return (
    <EmployerJobsLayout title="Job not found">
      <MessageBar intent="error">
        <MessageBarBody>This job does not exist, or it is not your organisation's.</MessageBarBody>
      </MessageBar>
    </EmployerJobsLayout>
  );
}

function EmployerJobForm({ organisationName, editing }: { organisationName: string; editing?: EmployerJob }) {
  const navigate = useNavigate();
  const location = useLocation();
  const changes = useEmployerJobChanges();
  // The version the form was filled from: a change made elsewhere since is refused (409), not overwritten.
  const version = useRef(editing?.VERSION ?? 0);
  // A new posting opens its own page, which says where it went.
  const [placed, setPlaced] = useState<Placed | null>(
    () => (location.state as { placed?: Placed } | null)?.placed ?? null,
  );
  const draft = !editing || editing.STATE === 'draft';
  return (
    <EmployerJobsLayout title={editing ? 'Edit job' : 'Post a job'}>
      {placed ? <PlacedMessage placed={placed} /> : null}
      <JobPostingForm
        initial={editing ? valuesFromJob(editing, true) : EMPTY_JOB}
        label={editing ? 'Edit job' : 'New job'}
        company={{ kind: 'organisation', name: editing?.COMPANY_NAME ?? organisationName }}
        acknowledgesHits={false}
        actions={
          draft
            ? [
                { action: 'submit', label: 'Submit for review' },
                { action: 'draft', label: 'Save draft', primary: false },
              ]
            : [{ action: 'save', label: 'Save changes' }]
        }
        problemTitle={editing ? 'The job was not saved.' : 'The job was not posted.'}
        onSubmit={async ({ companyName: _name, logo: _logo, ...posting }, { action }) => {
          setPlaced(null);
          if (!editing) {
            const answer = await changes.post({ ...posting, submit: action === 'submit' });
            navigate(paths.employerJob(answer.id), { replace: true, state: { placed: answer } });
            return;
          }
          const edited = await changes.edit({ ...posting, id: editing.ID, version: version.current });
          version.current = edited.version;
          if (action === 'submit' && edited.state === 'draft') {
            setPlaced(await changes.submit(editing.ID));
            return;
          }
          setPlaced(edited);
        }}
      />
    </EmployerJobsLayout>
  );
}
