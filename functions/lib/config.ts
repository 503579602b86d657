/**
 * Configuration, read once at module load through `readVariable`: a missing required variable throws there,
 * so a misconfigured function fails at its first start rather than on some later request. The variables
 * themselves are declared in `environment.ts`.
 */
import { type VariableName, type VariableValue, variables } from './environment';

/** The value of a declared variable; throws when a required one is unset or empty. */
export function readVariable<N extends VariableName>(name: N): VariableValue<N> {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value as VariableValue<N>;
  if (variables[name].required) throw new Error(`Missing required environment variable ${name}`);
  return undefined as VariableValue<N>;
}

export const config = {
  tableName: readVariable('TABLE_NAME'),
  /** Set only where the table is not the AWS one (DynamoDB Local). */
  dynamodbEndpoint: readVariable('DYNAMODB_ENDPOINT'),
  region: readVariable('AWS_REGION') ?? 'ap-south-1',
  /** The session-signing key: on AWS a Secrets Manager ARN, locally the key itself. */
  sessionSecretArn: readVariable('SESSION_SECRET_ARN'),
  sessionSecret: readVariable('SESSION_SECRET'),
  /** CloudFront's origin header secret (auth/origin.ts); unset locally, where no request is refused for it. */
  originSecretArn: readVariable('ORIGIN_SECRET_ARN'),
  /** The CloudWatch namespace of the application's own metrics (metrics.ts): what alarms name. */
  metricsNamespace: 'Earnlearn',
};

if (config.sessionSecretArn === undefined && config.sessionSecret === undefined) {
  throw new Error('Missing required environment variable SESSION_SECRET_ARN (or SESSION_SECRET locally)');
}
