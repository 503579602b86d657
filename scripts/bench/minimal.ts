/**
 * The minimal Lambda of the cold-start runs: reads its configuration at load as the functions do, then
 * answers with the bare handler of one endpoint. `bundles.ts` bundles it once per endpoint with an entry
 * `export { <name> as handler } from './minimal'`; the pure annotations let tree shaking drop the others.
 */
import {
  bareApplyJob,
  bareContext,
  bareGetAllJobs,
  bareGetAppliedJobs,
  bareGetJobById,
  documentClient,
} from './bare';

const context = bareContext(
  documentClient(process.env.AWS_REGION ?? 'ap-south-1', process.env.DYNAMODB_ENDPOINT),
  process.env.TABLE_NAME ?? '',
  Number(process.env.BENCH_ACCOUNT_ID),
);

export const getAllJobs = /* @__PURE__ */ bareGetAllJobs(context);
export const getJobById = /* @__PURE__ */ bareGetJobById(context);
export const getAppliedJobs = /* @__PURE__ */ bareGetAppliedJobs(context);
export const applyJob = /* @__PURE__ */ bareApplyJob(context);
