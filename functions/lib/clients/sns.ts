import { SNSClient } from '@aws-sdk/client-sns';
import { config, readVariable } from '../config';
import { clientLimits, clientSettings } from './limits';

/**
 * The one SNS client of this function instance. `SNS_ENDPOINT` is set only by the local twin (its SMS
 * outbox) and the tests; on AWS the client talks to SNS in the function's region.
 */
const endpoint = readVariable('SNS_ENDPOINT');

export const sns = new SNSClient({
  region: config.region,
  ...clientSettings(clientLimits.sns),
  ...(endpoint ? { endpoint } : {}),
});
