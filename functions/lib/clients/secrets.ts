import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';

const client = new SecretsManagerClient({ region: config.region });

export async function readSecret(arn: string): Promise<string> {
  const result = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!result.SecretString) throw new Error(`Secret ${arn} has no string value`);
  return result.SecretString;
}
