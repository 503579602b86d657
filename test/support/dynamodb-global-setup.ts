import type { TestProject } from 'vitest/node';
import { startDynamoDb } from '#infra/local/dynamodb';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}

/** One DynamoDB Local for the whole run; each test file makes its own table (see api-env.ts). */
export default async function setup(project: TestProject) {
  const dynamodb = await startDynamoDb();
  project.provide('dynamodbEndpoint', dynamodb.endpoint);
  return async () => {
    await dynamodb.stop();
  };
}
