/**
 * Configuration, read once at module load. A missing required variable throws here, so a misconfigured
 * function fails at its first start rather than on some later request.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

export const config = {
  tableName: requireEnv('TABLE_NAME'),
  /** Set only where the table is not the AWS one (DynamoDB Local). */
  dynamodbEndpoint: optionalEnv('DYNAMODB_ENDPOINT'),
  region: optionalEnv('AWS_REGION') ?? 'ap-south-1',
  /** The session-signing key: on AWS a Secrets Manager ARN, locally the key itself. */
  sessionSecretArn: optionalEnv('SESSION_SECRET_ARN'),
  sessionSecret: optionalEnv('SESSION_SECRET'),
};

if (config.sessionSecretArn === undefined && config.sessionSecret === undefined) {
  throw new Error('Missing required environment variable SESSION_SECRET_ARN (or SESSION_SECRET locally)');
}
