/** Loads the handler module of an implemented endpoint (see infra/registry.ts) for the local twin and tests. */
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { EndpointContract } from '#shared/api/index';
import { handlerEntry, implementedEndpoints, repoRoot } from '../registry';

export { repoRoot };

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export const implementedContracts = (): EndpointContract[] => implementedEndpoints();

export async function loadHandler(contract: EndpointContract): Promise<ApiHandler> {
  const module = (await import(pathToFileURL(handlerEntry(contract)).href)) as { handler: ApiHandler };
  return module.handler;
}
