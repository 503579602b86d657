/**
 * The local twin's dev WhatsApp outbox (/dev/whatsapp/outbox.json) as the e2e tests read it. The API
 * tests have their own outbox (whatsapp.ts).
 */
import { inject } from 'vitest';
import type { WhatsAppOutboxMessage } from '#infra/local/dev/whatsapp-outbox';

/** The WhatsApp messages the twin "sent" to a 10-digit number, newest first. */
export async function whatsAppTo(number: string): Promise<WhatsAppOutboxMessage[]> {
  const response = await fetch(
    `${inject('baseUrl')}/dev/whatsapp/outbox.json?number=${encodeURIComponent(`+91${number}`)}`,
  );
  const { messages } = (await response.json()) as { messages: WhatsAppOutboxMessage[] };
  return messages;
}
