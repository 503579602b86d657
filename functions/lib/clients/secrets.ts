import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { clientLimits, clientSettings } from './limits';

/** Exported for the tests of its limits only. */
export const secretsManager = new SecretsManagerClient({
  region: config.region,
  ...clientSettings(clientLimits.secrets),
});

export async function readSecret(arn: string): Promise<string> {
  const result = await secretsManager.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!result.SecretString) throw new Error(`Secret ${arn} has no string value`);
  return result.SecretString;
}
