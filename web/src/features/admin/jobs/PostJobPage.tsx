import { type ReactNode, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { EMPTY_JOB, JobPostingForm, valuesFromJob } from '#web/components/job-posting/JobPostingForm';

import { ApiError } from '#web/lib/api';
import { paths } from '#web/lib/paths';
import { AdminPage } from '../AdminPage';
import { useEditJob } from '../api/edit-job';
import type { AdminJob } from '../api/get-admin-job';
import { usePostJob } from '../api/post-job';
import { uploadLogo } from '../api/upload-logo';

export { FIX_FIELDS } from '#web/components/job-posting/JobPostingForm';

export const POSTED_TOAST = 'Job posted';
export const EDITED_TOAST = 'Job saved';

interface PostJobPageProps {
  /** The job to edit: the form is filled from it, Submit saves the edit (with the version read). */
  editing?: AdminJob;
  /** The job to copy: the form is filled from it (but the logo), Submit posts a new job. */
  copyOf?: AdminJob;
  /** What the page shows after the form (the job page's history). */
  children?: ReactNode;
}

/**
 * /admin/post-new-job (and the edit of a job): the posting form (components/job-posting) with the company
 * typed and its logo uploaded (a PNG or JPEG), and the rules' hits acknowledged. Submit posts the job under 'Saving',
 * then the posted jobs list opens with a toast; a refusal keeps the form and says why.
 */
export function PostJobPage({ editing, copyOf, children }: PostJobPageProps = {}) {
  const navigate = useNavigate();
  const toast = useToast();
  const postJob = usePostJob();
  const editJob = useEditJob();
  // The version the form was filled from, never a newer one read meanwhile: a change by someone else since is
  // then refused (409), not silently overwritten.
  const version = useRef(editing?.VERSION ?? 0);

  return (
    <AdminPage title={editing ? 'Edit Job' : 'Post New Job'}>
      <JobPostingForm
        initial={editing ? valuesFromJob(editing, true) : copyOf ? valuesFromJob(copyOf, false) : EMPTY_JOB}
        label={editing ? 'Edit job' : 'New job'}
        company={{ kind: 'typed', upload: uploadLogo, storedLogo: editing?.LOGO_LINK }}
        acknowledgesHits
        actions={[{ action: 'submit', label: 'Submit' }]}
        problemTitle={editing ? 'The job was not saved.' : 'The job was not posted.'}
        onSubmit={async (posting, { acknowledged }) => {
          const input =
            acknowledged.length > 0 ? { ...posting, acknowledgedRuleHits: acknowledged } : posting;
          if (editing) {
            const edited = await editJob(editing.ID, version.current, input);
            if (!edited.success)
              return new ApiError(0, 'The server did not accept the edit. Please try again.');
            version.current = edited.version;
            toast(EDITED_TOAST, 'success');
            return undefined;
          }
          const answer = await postJob(input);
          if (!answer.success) return new ApiError(0, 'The server did not accept the job. Please try again.');
          toast(POSTED_TOAST, 'success');
          navigate(paths.adminPostedJobs);
        }}
      />
      {children}
    </AdminPage>
  );
}
