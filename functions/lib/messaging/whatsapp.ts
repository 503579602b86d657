/**
 * WhatsApp messages to Indian mobile numbers through AWS End User Messaging Social: the same
 * messaging port as SMS (messaging/sms.ts), for a worker who opted in to WhatsApp. Every message is a utility
 * template approved by Meta (whatsapp-templates.ts): its name, the language (en, hi or te) and the body's
 * parameters. Each send is counted (WhatsAppSent or WhatsAppFailed, by template, metrics.ts) and a failure
 * reaches the caller, who decides whether it matters. The number is in the request and nowhere else: this
 * module never logs it, nor may callers.
 *
 * WhatsApp is offered only where the number's id (WHATSAPP_PHONE_NUMBER_ID) is set: on AWS by the stack's
 * `whatsappPhoneNumberId`, locally by the twin's WhatsApp outbox.
 */
import { SendWhatsAppMessageCommand } from '@aws-sdk/client-socialmessaging';
import type { MessageVariable } from '#shared/domain/message-variables';
import { MOBILE_NUMBER_PATTERN } from '#shared/domain/rules';
import { socialMessaging } from '../clients/social-messaging';
import { readVariable } from '../config';
import { countWhatsApp } from '../metrics';
import { once, type Retry } from './pacing';
import {
  parameterCount,
  WHATSAPP_LANGUAGES,
  type WhatsAppLanguage,
  type WhatsAppTemplateName,
} from './whatsapp-templates';

export type { WhatsAppLanguage, WhatsAppTemplateName } from './whatsapp-templates';

/** The WhatsApp Cloud API version the message object is written for (SendWhatsAppMessage's metaApiVersion). */
export const META_API_VERSION = 'v20.0';

/** The longest a parameter may be: the whole body stays far inside Meta's 1,024 characters. */
const PARAMETER_PLACES = 200;

export interface WhatsAppMessage {
  /** A 10-digit Indian mobile number. */
  to: string;
  template: WhatsAppTemplateName;
  language: WhatsAppLanguage;
  /**
   * The body's `{{1}}`, `{{2}}`, ... in order: exactly as many as the template has, each a checked message
   * variable (shared/domain/message-variables.ts), never raw text.
   */
  parameters: readonly MessageVariable[];
}

/** Whether WhatsApp is offered: the number's id is set (read on each call). */
export { whatsappConfigured } from './whatsapp-config';

/**
 * A parameter as Meta accepts it: no new line or tab, no more than four spaces in a row, not empty (Meta
 * refuses each with error 132018 or 131008), and at most PARAMETER_PLACES characters ('...' marking a cut).
 */
export function whatsAppParameter(value: string): string {
  const flat = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const characters = Array.from(flat);
  const text =
    characters.length <= PARAMETER_PLACES
      ? flat
      : `${characters
          .slice(0, PARAMETER_PLACES - 3)
          .join('')
          .trimEnd()}...`;
  if (text === '') throw new Error('A WhatsApp template parameter may not be empty');
  return text;
}

/**
 * The WhatsApp Cloud API message object (what SendWhatsAppMessage passes to Meta): a template message to the
 * number in E.164, in the template's language, with the body's parameters as text.
 */
export function whatsAppMessageBody(message: WhatsAppMessage): Record<string, unknown> {
  if (!MOBILE_NUMBER_PATTERN.test(message.to)) {
    throw new Error('WhatsApp messages go only to 10-digit Indian mobile numbers');
  }
  if (!WHATSAPP_LANGUAGES.includes(message.language)) {
    throw new Error(`No WhatsApp template language ${String(message.language)}`);
  }
  const expected = parameterCount(message.template);
  if (message.parameters.length !== expected) {
    throw new Error(
      `The WhatsApp template ${message.template} takes ${expected} parameters, not ${message.parameters.length}`,
    );
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: `+91${message.to}`,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((value) => ({ type: 'text', text: whatsAppParameter(value) })),
        },
      ],
    },
  };
}

/**
 * Sends one utility template message to +91`to`. Throws (counted as WhatsAppFailed) when WhatsApp is not
 * configured, the message is malformed, or the service refuses it; the error never quotes the number.
 * `retry` makes the attempts (one by default); the outcome is counted once, after the last.
 */
export async function sendWhatsApp(message: WhatsAppMessage, retry: Retry = once): Promise<void> {
  try {
    const originationPhoneNumberId = readVariable('WHATSAPP_PHONE_NUMBER_ID');
    if (originationPhoneNumberId === undefined) throw new Error('WhatsApp is not configured');
    const body = whatsAppMessageBody(message);
    const command = new SendWhatsAppMessageCommand({
      originationPhoneNumberId,
      message: new TextEncoder().encode(JSON.stringify(body)),
      metaApiVersion: META_API_VERSION,
    });
    await retry(() => socialMessaging.send(command));
  } catch (error: unknown) {
    countWhatsApp('WhatsAppFailed', message.template);
    throw error;
  }
  countWhatsApp('WhatsAppSent', message.template);
}
