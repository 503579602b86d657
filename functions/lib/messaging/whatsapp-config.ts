/**
 * Whether WhatsApp is offered: the WhatsApp number's id is set (WHATSAPP_PHONE_NUMBER_ID, read on
 * each call). Its own module, without the social-messaging client, so a function that only offers WhatsApp
 * (the consent endpoints) bundles no sending code; messaging/whatsapp.ts re-exports it.
 */
import { readVariable } from '../config';

export function whatsappConfigured(): boolean {
  return readVariable('WHATSAPP_PHONE_NUMBER_ID') !== undefined;
}
