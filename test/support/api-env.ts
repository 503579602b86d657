/**
 * Per test file: a fresh table in the run's DynamoDB Local, and the environment the functions read at load.
 * Import this module before anything from `functions/` (handlers read their configuration at import).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, inject, vi } from 'vitest';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { setEnvironment } from '#lib/environment';
import { startTestIdentityProvider } from './identity-provider';

// What this file changes of the environment (its table, stand-ins, and any test's own settings) is undone
// after it: the next file of the same worker starts from the environment as it was.
const environmentBefore = { ...process.env };

export const tableName = `test-${randomBytes(6).toString('hex')}`;
export const dynamodbEndpoint = inject('dynamodbEndpoint');

setEnvironment({
  TABLE_NAME: tableName,
  DYNAMODB_ENDPOINT: dynamodbEndpoint,
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  // No CloudWatch metric lines (EMF) among the test output; test/functions/unit/review-sms.test.ts reads them.
  POWERTOOLS_METRICS_DISABLED: 'true',
});

await createTable(dynamodbEndpoint, tableName);

// Google sign-in: the functions verify ID tokens against a test key set on 127.0.0.1 (identity-provider.ts).
const identityProvider = await startTestIdentityProvider();
setEnvironment({
  GOOGLE_CLIENT_ID: identityProvider.clientId,
  GOOGLE_ISSUER: identityProvider.issuer,
  GOOGLE_JWKS_URL: identityProvider.jwksUrl,
});
afterAll(() => identityProvider.close());

// SMS: the functions publish to the local SMS outbox on 127.0.0.1; tests read the codes from it (sms.ts).
const sms = await (await import('./sms')).startTestSmsOutbox();
// The site's origin: a parent's consent link points at it.
setEnvironment({
  SNS_ENDPOINT: sms.endpoint,
  SMS_SENDER_ID: sms.senderId,
  SITE_URL: 'https://earnlearn.test',
});
afterAll(() => sms.close());

// WhatsApp: the functions send to the local WhatsApp outbox on 127.0.0.1, which also configures the
// demo number's id (WhatsApp offered); tests read what was sent from it (whatsapp.ts).
const whatsapp = await (await import('./whatsapp')).startTestWhatsAppOutbox();
setEnvironment(whatsapp.environment);
afterAll(() => whatsapp.close());

// E-mail: the functions send through the local SES inbox on 127.0.0.1 (aws-ses-v2-local); tests read the
// staff credential e-mails from it (email.ts).
const inbox = await (await import('./email')).startTestEmailInbox();
setEnvironment(inbox.environment);
afterAll(() => inbox.stop());

// Documents: the functions' S3 client talks to s3rver on 127.0.0.1 (object-storage.ts), with its own files.
const storage = await (await import('#infra/local/dev/object-storage')).startObjectStorage({
  allowedOrigin: 'http://127.0.0.1',
});
setEnvironment(storage.environment);
afterAll(() => storage.stop());

// The files of one worker share a module registry (`isolate: false`: the AWS SDK and the local stand-ins'
// packages are imported once, not once per file). The project's own modules are evaluated afresh for the next
// file, which has its own table and stand-ins: each handler reads its configuration at import.
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
  vi.resetModules();
});
