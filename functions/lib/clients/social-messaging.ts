import { SocialMessagingClient } from '@aws-sdk/client-socialmessaging';
import { config, readVariable } from '../config';
import { clientLimits, clientSettings } from './limits';

/**
 * The one AWS End User Messaging Social client of this function instance (WhatsApp).
 * `WHATSAPP_ENDPOINT` is set only by the local twin (its WhatsApp outbox) and the tests; on AWS the client talks
 * to the service in the function's region.
 */
const endpoint = readVariable('WHATSAPP_ENDPOINT');

export const socialMessaging = new SocialMessagingClient({
  region: config.region,
  ...clientSettings(clientLimits.socialMessaging),
  ...(endpoint ? { endpoint } : {}),
});
