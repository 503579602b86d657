/**
 * The worker's rights in the Privacy section of /profile: the nominee (DPDP Act s.14) and
 * concerns (s.13). Mounted by PrivacySection with one line; it loads on its own, so a failure here leaves the
 * rest of the section as it is.
 */
import { Loading, LoadProblem } from '#web/components/LoadState';
import { useT } from '#web/lib/i18n';
import { useMyRights } from '../api/get-my-rights';
import { Concerns } from './Concerns';
import { NomineePart } from './NomineePart';

export function MyRights() {
  const t = useT();
  const { data, error, isLoading, mutate } = useMyRights();
  if (isLoading) return <Loading label={t('rights.loading')} />;
  if (error || !data) return <LoadProblem message={error?.message ?? ''} onRetry={() => void mutate()} />;
  return (
    <>
      <NomineePart nominee={data.nominee} />
      <Concerns grievances={data.grievances} />
    </>
  );
}
