/**
 * The implemented endpoints: those of the contract registry whose handler file exists. The local twin mounts
 * them, the registry-driven tests loop over them, and the CDK app deploys the same set.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { allContracts, type EndpointContract, handlerPath } from '../../shared/api';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export function implementedContracts(): EndpointContract[] {
  return allContracts.filter((contract) => existsSync(`${repoRoot}${handlerPath(contract)}`));
}

export async function loadHandler(contract: EndpointContract): Promise<ApiHandler> {
  const module = (await import(pathToFileURL(`${repoRoot}${handlerPath(contract)}`).href)) as {
    handler: ApiHandler;
  };
  return module.handler;
}
