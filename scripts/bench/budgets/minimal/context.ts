/**
 * The minimal Lambdas of the cold-start runs: each file of this folder is one endpoint's bare handler
 * (`../bare.ts`: the same DynamoDB calls, nothing else), bundled by the same CDK construct as the real one.
 * Configuration is read at load, as the functions do.
 */
import { type BareContext, bareContext, documentClient } from '../bare';

export function minimalContext(): BareContext {
  return bareContext(
    documentClient(process.env.AWS_REGION ?? 'ap-south-1', process.env.DYNAMODB_ENDPOINT),
    process.env.TABLE_NAME ?? '',
    Number(process.env.BENCH_ACCOUNT_ID),
  );
}
