/**
 * Per test file: a fresh table in the run's DynamoDB Local, and the environment the functions read at load.
 * Import this module before anything from `functions/` (handlers read their configuration at import).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { startTestIdentityProvider } from './identity-provider';

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

// Google sign-in: the functions verify ID tokens against a test key set on 127.0.0.1 (identity-provider.ts).
const identityProvider = await startTestIdentityProvider();
process.env.GOOGLE_CLIENT_ID = identityProvider.clientId;
process.env.GOOGLE_ISSUER = identityProvider.issuer;
process.env.GOOGLE_JWKS_URL = identityProvider.jwksUrl;
afterAll(() => identityProvider.close());

// SMS: the functions publish to the local SMS outbox on 127.0.0.1; tests read the codes from it (sms.ts).
const sms = await (await import('./sms')).startTestSmsOutbox();
process.env.SNS_ENDPOINT = sms.endpoint;
process.env.SMS_SENDER_ID = sms.senderId;
afterAll(() => sms.close());

// Documents: the functions' S3 client talks to s3rver on 127.0.0.1 (object-storage.ts), with its own files.
const storage = await (await import('#infra/local/dev/object-storage')).startObjectStorage({
  allowedOrigin: 'http://127.0.0.1',
});
Object.assign(process.env, storage.environment);
afterAll(() => storage.stop());
