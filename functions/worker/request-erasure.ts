import { requestErasure as ask } from '#features/erasure/request';
import { endpoint } from '#lib/http/endpoint';
import { requestErasure } from '#shared/api/worker';

/** Step 1 of the worker's erasure (functions/features/erasure/request.ts): a code by SMS, or "sign in again". */
export const handler = endpoint(requestErasure, async (_input, { account, sourceIp }) => ({
  data: await ask(account, { sourceIp }),
}));
