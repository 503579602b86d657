import { TranslateClient } from '@aws-sdk/client-translate';
import { config } from '../config';
import { clientLimits, clientSettings } from './limits';

/**
 * The one Amazon Translate client of this function instance (postJob's machine drafts). There is no
 * local Translate: the twin and the tests use the stand-in of lib/translation/translator.ts instead, and the
 * tests of the Amazon port mock this client (aws-sdk-client-mock).
 */
export const translate = new TranslateClient({
  region: config.region,
  ...clientSettings(clientLimits.translate),
});
