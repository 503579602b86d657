/**
 * A valid call of each implemented endpoint, made ready for a given caller. The registry-driven tests use
 * these to prove that the right caller gets a 2xx; an implemented endpoint without an example fails them.
 */
import type { ContractName } from '../../shared/api';
import type { TestAccount } from './accounts';
import { createJob } from './fixtures';
import type { CallOptions } from './invoke';

export type Example = (caller: TestAccount | undefined) => Promise<Omit<CallOptions, 'token'>>;

export const examples: Partial<Record<ContractName, Example>> = {
  getAllJobs: async () => ({ query: { limit: '5' } }),
  getJobById: async () => ({ query: { id: String((await createJob()).ID) } }),
  getAppliedJobs: async () => ({}),
  applyJob: async () => ({ body: { id: (await createJob()).ID } }),
};
