import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoading } from '#web/components/PageLoading';
import { lazyPart } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useSession } from '#web/lib/session';
import { useJob } from './api/get-job';

const JobPage = lazyPart(() => import('./JobPage').then((m) => ({ default: m.JobPage })));

const JOB_ID = /^[1-9][0-9]{0,15}$/;

/**
 * `/jobs/{id}` as routed, in the first-load bundle: it asks for the job as soon as the route shows, while the
 * page's code is still on its way, and hands the answer to the page; the page used to ask only once it had
 * arrived and rendered. Its own Suspense boundary lets this much show (and ask) before the page is there. An
 * id that is not a number goes to /404 without asking the server. Open to anyone: a visitor's page
 * reads the public job, a signed-in worker's their own view of it.
 */
export function JobRoute() {
  const { id = '' } = useParams();
  const valid = JOB_ID.test(id);
  // Read here, not in the page: SWR re-renders a hook's component only for the fields that component reads.
  const signedIn = useSession().user !== undefined;
  const { data, error, isLoading, mutate } = useJob(valid ? id : null, signedIn);
  if (!valid) return <Navigate to={paths.notFound} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <JobPage
        data={data}
        error={error}
        isLoading={isLoading}
        retry={() => void mutate()}
        signedIn={signedIn}
      />
    </Suspense>
  );
}
