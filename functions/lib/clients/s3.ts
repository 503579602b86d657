import { S3Client } from '@aws-sdk/client-s3';
import { config, readVariable } from '../config';
import { clientLimits, clientSettings } from './limits';

/**
 * The one S3 client of this function instance. `S3_ENDPOINT` is set only by the local twin and the tests
 * (s3rver, which needs path-style URLs); on AWS the client talks to S3 in the function's region.
 */
const endpoint = readVariable('S3_ENDPOINT');

export const s3 = new S3Client({
  region: config.region,
  ...clientSettings(clientLimits.s3),
  ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
});
