import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { clientLimits, clientSettings } from './limits';

const base = new DynamoDBClient({
  region: config.region,
  ...clientSettings(clientLimits.dynamodb),
  ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint } : {}),
});

/** The one document client of this function instance. */
export const db = DynamoDBDocumentClient.from(base, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = config.tableName;
