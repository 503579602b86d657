/**
 * The web stack's CloudFront Functions. Their code is plain JavaScript in infra/aws/edge/ (runtime
 * cloudfront-js-2.0), deployed as written and unit-tested on sample events (test/infra/edge-functions.test.ts).
 */
import { join } from 'node:path';
import { Function as EdgeFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';
import { repoRoot } from '../../paths';

const edgeDir = join(repoRoot, 'infra', 'aws', 'edge');

/** Each function's code file. */
export const edgeFunctionFiles = {
  spaRouting: join(edgeDir, 'spa-routing.js'),
  viewerAddress: join(edgeDir, 'viewer-address.js'),
} as const;

/** Viewer request on the site bucket: the SPA's routes (no file extension) get index.html. */
export function spaRoutingFunction(scope: Construct): EdgeFunction {
  return new EdgeFunction(scope, 'SpaRouting', {
    code: FunctionCode.fromFile({ filePath: edgeFunctionFiles.spaRouting }),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Serves index.html for the SPA routes',
  });
}

/** Viewer request on `/api/*`: the viewer's address for the API, and no forged origin header. */
export function viewerAddressFunction(scope: Construct): EdgeFunction {
  return new EdgeFunction(scope, 'ViewerAddress', {
    code: FunctionCode.fromFile({ filePath: edgeFunctionFiles.viewerAddress }),
    runtime: FunctionRuntime.JS_2_0,
    comment: `Passes the viewer address to the API in ${VIEWER_ADDRESS_HEADER}`,
  });
}
