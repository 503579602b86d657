/**
 * The dev GST registry: a registry provider's taxpayer lookup, as far as the functions can tell, on this
 * machine only. It answers `GET /dev/gstin/taxpayers/<GSTIN>` with the record of a demo taxpayer
 * (infra/local/demo-data/gst-registry.ts) or 404, and refuses a request without the local API key, as a
 * provider would; functions/lib/registry/gstin-registry.ts talks to it with the same client it uses on AWS.
 * `GET /dev/gstin/` lists the demo taxpayers for a person trying the admin's check.
 */
import type { ServerResponse } from 'node:http';
import { isValidGstin } from '#shared/domain/organisation-ids';
import { demoTaxpayers } from '../demo-data/gst-registry';
import type { DevServiceContext, MountedDevService } from './service';

const PREFIX = '/dev/gstin';
export const LOCAL_GSTIN_REGISTRY_KEY = 'local-gstin-registry-key';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

export const gstinRegistry = ({ baseUrl }: DevServiceContext): MountedDevService => ({
  prefix: PREFIX,
  environment: { GSTIN_REGISTRY_URL: `${baseUrl}${PREFIX}`, GSTIN_REGISTRY_KEY: LOCAL_GSTIN_REGISTRY_KEY },
  describe: `GST:       ${baseUrl}${PREFIX}/ (local stand-in for a GST registry provider)`,
  handle: (request, response, url) => {
    const path = url.pathname.replace(/\/+$/, '');
    if (request.method !== 'GET') return sendJson(response, 405, { message: 'Only GET is answered.' });
    if (path === PREFIX) return sendJson(response, 200, { taxpayers: demoTaxpayers });
    const match = /^\/dev\/gstin\/taxpayers\/([^/]+)$/.exec(path);
    if (!match) return sendJson(response, 404, { message: 'No such page.' });
    if (request.headers['x-api-key'] !== LOCAL_GSTIN_REGISTRY_KEY) {
      return sendJson(response, 401, { message: 'A valid x-api-key is required.' });
    }
    const gstin = decodeURIComponent(match[1] ?? '').toUpperCase();
    if (!isValidGstin(gstin)) return sendJson(response, 400, { message: 'Not a well-formed GSTIN.' });
    const record = demoTaxpayers.find((taxpayer) => taxpayer.gstin === gstin);
    return record
      ? sendJson(response, 200, record)
      : sendJson(response, 404, { message: 'No taxpayer has this GSTIN.' });
  },
});
