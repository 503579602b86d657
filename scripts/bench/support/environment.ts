/** The environment the functions read (`functions/lib/environment.ts`), set for a run against DynamoDB Local. */
import { randomBytes } from 'node:crypto';
import { localCredentials, localRegion } from '#infra/local/dynamodb';

/**
 * The variables every bench run of the functions sets (TABLE_NAME aside): the DynamoDB Local at `endpoint` with
 * its credentials, a fresh session key, logs at ERROR only.
 */
export function functionEnvironment(endpoint: string): Record<string, string> {
  return {
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  };
}
