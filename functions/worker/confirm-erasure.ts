import { confirmErasure as confirm } from '#features/erasure/confirm';
import { endpoint } from '#lib/http/endpoint';
import { confirmErasure } from '#shared/api/worker';

/**
 * Step 2 of the worker's erasure (functions/features/erasure/confirm.ts): the code, or a fresh Google sign-in,
 * then the account and everything of it goes. Wrong code: 400 naming `proof`, the code keeps its other tries.
 */
export const handler = endpoint(confirmErasure, async (proof, { account }) => {
  await confirm(account, proof);
  return { success: true };
});
