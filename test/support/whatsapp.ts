/**
 * The local WhatsApp outbox (infra/local/dev/whatsapp-outbox.ts) on a port of its own, for the API tests: the
 * functions' social-messaging client sends to it over HTTP exactly as the twin's does, and tests read what was
 * "sent". It configures the demo number's id too, so WhatsApp is offered; a test unsets
 * WHATSAPP_PHONE_NUMBER_ID to see it not offered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWhatsAppOutbox,
  type WhatsAppOutbox,
  type WhatsAppOutboxMessage,
} from '#infra/local/dev/whatsapp-outbox';
import type { EnvironmentValues } from '#lib/environment';

export interface TestWhatsAppOutbox {
  environment: EnvironmentValues;
  outbox: WhatsAppOutbox;
  close: () => Promise<void>;
}

let active: WhatsAppOutbox | undefined;

/** Started once per test file by api-env.ts. */
export async function startTestWhatsAppOutbox(): Promise<TestWhatsAppOutbox> {
  let outbox: WhatsAppOutbox | undefined;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    void Promise.resolve(outbox?.handle(request, response, url)).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outbox = createWhatsAppOutbox({ baseUrl, log: () => undefined });
  active = outbox;
  return {
    environment: outbox.environment,
    outbox,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** WhatsApp messages sent to a 10-digit number, newest first. */
export function whatsAppTo(number: string): WhatsAppOutboxMessage[] {
  if (!active) throw new Error('The test WhatsApp outbox is not running (see api-env.ts)');
  return active.messages(`+91${number}`);
}

/** Every WhatsApp message sent while this test file ran, newest first. */
export function allWhatsApp(): WhatsAppOutboxMessage[] {
  if (!active) throw new Error('The test WhatsApp outbox is not running (see api-env.ts)');
  return active.messages();
}
