/** The signed-in worker's copy of their data (DPDP s.11): see functions/features/my-data/export.ts. */
import { exportMyData } from '#features/my-data/export';
import { noteExportRequest } from '#features/my-data/requests';
import { endpoint } from '#lib/http/endpoint';
import { getMyData } from '#shared/api/my-data';

export const handler = endpoint(getMyData, async (_input, { account }) => {
  const data = await exportMyData(account);
  await noteExportRequest(data.exportedAt);
  return { data };
});
