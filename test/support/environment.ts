/** The declared environment (functions/lib/environment.ts) with plausible values, for tests that load functions. */
import { setEnvironment, type VariableName, variables } from '#lib/environment';

/** A value for every declared variable: typed, so a new variable needs one here. */
export const fakeEnvironment: Record<VariableName, string> = {
  TABLE_NAME: 'unit-table',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
  SESSION_SECRET_ARN: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:session-AbCdEf',
  ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:origin-AbCdEf',
  SESSION_SECRET: 'unit-test-secret-of-at-least-32-characters!',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'AKIAUNITTEST',
  AWS_SECRET_ACCESS_KEY: 'unit-test-secret',
  POWERTOOLS_SERVICE_NAME: 'earnlearn',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  NODE_OPTIONS: '--enable-source-maps',
  POWERTOOLS_METRICS_DISABLED: 'true',
  SMS_SENDER_ID: 'EARNLN',
  SMS_ENTITY_ID: '1101234567890123456',
  SMS_OTP_TEMPLATE_ID: '1107123456789012345',
  SMS_REVIEW_TEMPLATE_ID: '1107123456789012346',
  SMS_PARENT_TEMPLATE_ID: '1107123456789012347',
  SMS_RETENTION_TEMPLATE_ID: '1107123456789012352',
  SMS_OTP_TEMPLATE_ID_HI: '1107123456789012348',
  SMS_OTP_TEMPLATE_ID_TE: '1107123456789012349',
  SMS_REVIEW_TEMPLATE_ID_HI: '1107123456789012350',
  SMS_REVIEW_TEMPLATE_ID_TE: '1107123456789012351',
  SMS_ALERT_TEMPLATE_ID: '1107123456789012353',
  SMS_ALERT_TEMPLATE_ID_HI: '1107123456789012354',
  SMS_ALERT_TEMPLATE_ID_TE: '1107123456789012355',
  SMS_GRIEVANCE_TEMPLATE_ID: '1107123456789012356',
  SMS_GRIEVANCE_TEMPLATE_ID_HI: '1107123456789012357',
  SMS_GRIEVANCE_TEMPLATE_ID_TE: '1107123456789012358',
  SMS_RETENTION_TEMPLATE_ID_HI: '1107123456789012359',
  SMS_RETENTION_TEMPLATE_ID_TE: '1107123456789012360',
  SMS_INTERVIEW_TEMPLATE_ID: '1107123456789012361',
  SMS_INTERVIEW_TEMPLATE_ID_HI: '1107123456789012362',
  SMS_INTERVIEW_TEMPLATE_ID_TE: '1107123456789012363',
  SMS_INTERVIEW_REMINDER_TEMPLATE_ID: '1107123456789012364',
  SMS_INTERVIEW_REMINDER_TEMPLATE_ID_HI: '1107123456789012365',
  SMS_INTERVIEW_REMINDER_TEMPLATE_ID_TE: '1107123456789012366',
  SMS_PARENT_TEMPLATE_ID_HI: '1107123456789012367',
  SMS_PARENT_TEMPLATE_ID_TE: '1107123456789012368',
  SMS_BREACH_TEMPLATE_ID: '1107123456789012369',
  SMS_BREACH_TEMPLATE_ID_HI: '1107123456789012370',
  SMS_BREACH_TEMPLATE_ID_TE: '1107123456789012371',
  SMS_MESSAGE_TEMPLATE_ID: '1107123456789012372',
  SMS_MESSAGE_TEMPLATE_ID_HI: '1107123456789012373',
  SMS_MESSAGE_TEMPLATE_ID_TE: '1107123456789012374',
  SMS_STATUS_MONTHLY_PARTS: '11111',
  // Off: every test call comes from 127.0.0.1 (test/functions/api/sms-caps.test.ts turns it on).
  CAP_BY_SOURCE_ADDRESS: 'off',
  SMS_OTP_DAILY_PARTS: '100000',
  SMS_PARENT_DAILY_PARTS: '100000',
  SNS_ENDPOINT: 'http://127.0.0.1:8001/sns',
  WHATSAPP_PHONE_NUMBER_ID: 'phone-number-id-0123456789abcdef0123456789abcdef',
  WHATSAPP_ENDPOINT: 'http://127.0.0.1:8006/whatsapp',
  JOB_TRANSLATION: 'amazon',
  EMPLOYER_AUTO_PUBLISH: 'on',
  SES_FROM_ADDRESS: 'no-reply@earnlearn.in',
  SES_ENDPOINT: 'http://127.0.0.1:8005',
  SITE_URL: 'https://earnlearn.in',
  UPLOADS_BUCKET: 'unit-documents',
  S3_ENDPOINT: 'http://127.0.0.1:8002',
  GOOGLE_CLIENT_ID: 'unit-client.apps.googleusercontent.com',
  GOOGLE_ISSUER: 'https://accounts.google.com',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  GSTIN_REGISTRY_URL: 'http://127.0.0.1:8007/dev/gstin',
  GSTIN_REGISTRY_KEY_ARN: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:gstin-key-AbCdEf',
  GSTIN_REGISTRY_KEY: 'local-gstin-key',
  PUSH_VAPID_SECRET_ARN: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:vapid-keys-AbCdEf',
  PUSH_VAPID_KEYS: '',
  PUSH_ENDPOINT: '',
};

const declared = Object.keys(variables) as VariableName[];

/** Sets exactly these declared variables (fake values) and unsets the others, as on a function given only these. */
export function useOnlyVariables(names: readonly VariableName[] = declared): void {
  for (const name of declared) delete process.env[name];
  setEnvironment(Object.fromEntries(names.map((name) => [name, fakeEnvironment[name]])));
}

const saved = Object.fromEntries(declared.map((name) => [name, process.env[name]]));

/** Puts the declared variables back as they were when this module loaded; call in afterAll. */
export function restoreVariables(): void {
  for (const name of declared) delete process.env[name];
  setEnvironment(saved);
}
