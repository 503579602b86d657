import { SESClient } from '@aws-sdk/client-ses';
import { config, readVariable } from '../config';
import { clientLimits, clientSettings } from './limits';

/**
 * The one SES (v1 API) client of this function instance. `SES_ENDPOINT` is set only by the local twin (its
 * e-mail inbox, aws-ses-v2-local) and the tests; on AWS the client talks to SES in the function's region.
 */
const endpoint = readVariable('SES_ENDPOINT');

export const ses = new SESClient({
  region: config.region,
  ...clientSettings(clientLimits.ses),
  ...(endpoint ? { endpoint } : {}),
});
