/**
 * Per test file: a fresh table in the run's DynamoDB Local, and the environment the functions read at load.
 * Import this module before anything from `functions/` (handlers read their configuration at import).
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createTable, localCredentials, localRegion } from '../../infra/local/dynamodb';

export const tableName = `test-${randomBytes(6).toString('hex')}`;
export const dynamodbEndpoint = inject('dynamodbEndpoint');

process.env.TABLE_NAME = tableName;
process.env.DYNAMODB_ENDPOINT = dynamodbEndpoint;
process.env.AWS_REGION = localRegion;
process.env.AWS_ACCESS_KEY_ID = localCredentials.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = localCredentials.secretAccessKey;
process.env.SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

await createTable(dynamodbEndpoint, tableName);
