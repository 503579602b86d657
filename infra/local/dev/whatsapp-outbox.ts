/**
 * The dev WhatsApp outbox: AWS End User Messaging Social, as far as the functions can tell, on this
 * machine only. The functions' social-messaging client is pointed here (`WHATSAPP_ENDPOINT`) and sends exactly
 * as it does on AWS (SendWhatsAppMessage, the SDK's REST-JSON protocol: `POST /v1/whatsapp/send` with the
 * WhatsApp Cloud API message object base64-encoded in `message`, answered `{ messageId }`). It checks what Meta
 * and the service would (the demo number's id, a template message to an E.164 number, a known template and
 * language, the template's number of parameters) and refuses anything else as the service does; instead of
 * reaching a phone, each message is kept in memory (the last 200), printed to the terminal as the phone would
 * show it, and listed on a local-only page (`/dev/whatsapp/outbox`) and as JSON for tests
 * (`/dev/whatsapp/outbox.json`, `?number=` to filter).
 *
 * It also gives the functions a demo WhatsApp number's id (`WHATSAPP_PHONE_NUMBER_ID`), so `npm start` offers
 * WhatsApp; on AWS WhatsApp is offered only once an operator sets the real one (docs/operations.md, "WhatsApp").
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  parameterCount,
  renderWhatsApp,
  WHATSAPP_LANGUAGES,
  WHATSAPP_TEMPLATE_NAMES,
  type WhatsAppLanguage,
  type WhatsAppTemplateName,
} from '#lib/messaging/whatsapp-templates';
import { readBody } from '../http';
import type { DevServiceFactory, MountedDevService } from './service';

export const WHATSAPP_PREFIX = '/dev/whatsapp';
/** The demo number's id the twin configures (the real ones look the same: phone-number-id- and 32 hex digits). */
export const LOCAL_WHATSAPP_PHONE_NUMBER_ID = 'phone-number-id-10ca1000000000000000000000000001';
export const WHATSAPP_OUTBOX_BANNER =
  'Local development WhatsApp outbox — this page exists only on your machine; on the real site these messages go to the phone by WhatsApp';
const KEEP = 200;
const MAX_BODY_BYTES = 64 * 1024;
const E164 = /^\+[1-9][0-9]{6,14}$/;
const SEND_PATH = '/v1/whatsapp/send';

export interface WhatsAppOutboxMessage {
  /** The service's message id, as SendWhatsAppMessage answers it. */
  id: string;
  originationPhoneNumberId: string;
  metaApiVersion: string;
  /** E.164. */
  to: string;
  template: WhatsAppTemplateName;
  language: WhatsAppLanguage;
  parameters: string[];
  /** The template filled in: what the phone shows. */
  text: string;
  sentAt: string;
}

export interface WhatsAppOutbox extends MountedDevService {
  /** Newest first; `number` filters on the end of the E.164 number. */
  messages: (number?: string) => WhatsAppOutboxMessage[];
  clear: () => void;
}

export const whatsappOutbox: DevServiceFactory = (context) => createWhatsAppOutbox(context);

/** A refusal as the service sends it (REST-JSON: the error's name in x-amzn-errortype, its message in the body). */
class Refusal {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly message: string,
  ) {}
}

const invalid = (message: string) => new Refusal(400, 'InvalidParametersException', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The checks Meta makes of a template message: answers what the outbox keeps of it, or throws a Refusal. */
function readTemplateMessage(
  object: unknown,
): Pick<WhatsAppOutboxMessage, 'to' | 'template' | 'language' | 'parameters'> {
  if (!isRecord(object) || object.messaging_product !== 'whatsapp') {
    throw invalid('message: messaging_product must be whatsapp');
  }
  if (typeof object.to !== 'string' || !E164.test(object.to)) {
    throw invalid('message: to must be a phone number in E.164 format');
  }
  if (object.type !== 'template' || !isRecord(object.template)) {
    throw invalid('message: only template messages may start a conversation (type must be template)');
  }
  const { name, language, components } = object.template;
  if (typeof name !== 'string' || !WHATSAPP_TEMPLATE_NAMES.includes(name as WhatsAppTemplateName)) {
    throw invalid(`message: template name does not exist in the translation (${String(name)})`);
  }
  const template = name as WhatsAppTemplateName;
  const code = isRecord(language) ? language.code : undefined;
  if (typeof code !== 'string' || !WHATSAPP_LANGUAGES.includes(code as WhatsAppLanguage)) {
    throw invalid(`message: template ${template} does not exist in ${String(code)}`);
  }
  const body = Array.isArray(components)
    ? components.find((component) => isRecord(component) && component.type === 'body')
    : undefined;
  const given = isRecord(body) && Array.isArray(body.parameters) ? body.parameters : [];
  const parameters = given.map((parameter) =>
    isRecord(parameter) && parameter.type === 'text' && typeof parameter.text === 'string'
      ? parameter.text
      : '',
  );
  if (parameters.length !== parameterCount(template)) {
    throw invalid(
      `message: number of parameters does not match the expected number of params (${parameters.length} given, ${parameterCount(template)} expected)`,
    );
  }
  for (const text of parameters) {
    if (text.trim() === '' || /[\n\t]| {5,}/.test(text)) {
      throw invalid('message: a parameter may not be empty, nor have new lines, tabs or more than 4 spaces');
    }
  }
  return { to: object.to, template, language: code as WhatsAppLanguage, parameters };
}

export function createWhatsAppOutbox({
  baseUrl,
  log,
}: {
  baseUrl: string;
  log: (line: string) => void;
}): WhatsAppOutbox {
  const stored: WhatsAppOutboxMessage[] = [];

  const messages = (number?: string) => {
    const newestFirst = [...stored].reverse();
    return number ? newestFirst.filter((message) => message.to.endsWith(number)) : newestFirst;
  };

  const send = (raw: string): WhatsAppOutboxMessage => {
    let request: unknown;
    try {
      request = JSON.parse(raw);
    } catch {
      throw new Refusal(400, 'SerializationException', 'The request body is not JSON');
    }
    if (!isRecord(request)) throw invalid('The request body must be an object');
    const { originationPhoneNumberId, message, metaApiVersion } = request;
    if (typeof metaApiVersion !== 'string' || !/^v\d+(\.\d+)?$/.test(metaApiVersion)) {
      throw invalid('metaApiVersion must look like v20.0');
    }
    if (originationPhoneNumberId !== LOCAL_WHATSAPP_PHONE_NUMBER_ID) {
      throw new Refusal(
        404,
        'ResourceNotFoundException',
        `No WhatsApp phone number ${String(originationPhoneNumberId)} is linked to this account`,
      );
    }
    if (typeof message !== 'string' || message === '') throw invalid('message is required');
    let object: unknown;
    try {
      object = JSON.parse(Buffer.from(message, 'base64').toString('utf8'));
    } catch {
      throw invalid('message must be a WhatsApp message object in JSON');
    }
    const fields = readTemplateMessage(object);
    return {
      id: randomUUID(),
      originationPhoneNumberId,
      metaApiVersion,
      ...fields,
      text: renderWhatsApp(fields.template, fields.language, fields.parameters),
      sentAt: new Date().toISOString(),
    };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const path = url.pathname.replace(/\/+$/, '');
    if (request.method === 'POST' && path === `${WHATSAPP_PREFIX}${SEND_PATH}`) {
      const body = await readBody(request, MAX_BODY_BYTES);
      if (body === undefined) {
        return sendError(response, new Refusal(413, 'ValidationException', 'Request body too large'));
      }
      let sent: WhatsAppOutboxMessage;
      try {
        sent = send(body.toString('utf8'));
      } catch (error: unknown) {
        if (error instanceof Refusal) return sendError(response, error);
        throw error;
      }
      stored.push(sent);
      if (stored.length > KEEP) stored.splice(0, stored.length - KEEP);
      log(`WhatsApp to ${sent.to} (${sent.template}, ${sent.language}): ${sent.text}`);
      return sendJson(response, 200, { messageId: sent.id });
    }
    if (request.method === 'GET' && path === `${WHATSAPP_PREFIX}/outbox.json`) {
      const number = url.searchParams.get('number') ?? undefined;
      return sendJson(response, 200, { messages: messages(number) });
    }
    if (request.method === 'GET' && (path === `${WHATSAPP_PREFIX}/outbox` || path === WHATSAPP_PREFIX)) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
      response.end(outboxPage(messages()));
      return;
    }
    sendJson(response, 404, {
      message: `There is nothing at ${url.pathname} in the local WhatsApp outbox`,
    });
  };

  return {
    prefix: WHATSAPP_PREFIX,
    environment: {
      WHATSAPP_ENDPOINT: `${baseUrl}${WHATSAPP_PREFIX}`,
      WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
    },
    handle,
    describe: `WhatsApp outbox: ${baseUrl}${WHATSAPP_PREFIX}/outbox (WhatsApp messages land here, and in this terminal)`,
    messages,
    clear: () => {
      stored.length = 0;
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, refusal: Refusal): void {
  response.writeHead(refusal.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-amzn-errortype': refusal.type,
    'x-amzn-requestid': randomUUID(),
  });
  response.end(JSON.stringify({ message: refusal.message }));
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

function outboxPage(messages: WhatsAppOutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.to)}</td><td><time>${escapeHtml(message.sentAt)}</time></td><td>${escapeHtml(message.template)} (${escapeHtml(message.language)})</td><td class="text">${escapeHtml(message.text)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<title>WhatsApp outbox (local only)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; }
  .banner { background: #fff4ce; border-bottom: 2px solid #c19c00; padding: 12px 24px; font-weight: 600; }
  main { padding: 16px 24px; overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #ddd; vertical-align: top; }
  td:first-child, td:nth-child(2) { white-space: nowrap; font-variant-numeric: tabular-nums; }
  td.text { white-space: pre-line; }
  .empty { color: #555; }
</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(WHATSAPP_OUTBOX_BANNER)}</div>
<main>
<h1>WhatsApp outbox</h1>
<p>Newest first; the last ${KEEP} messages since the local twin started. This page refreshes every 3 seconds.</p>
${
  messages.length === 0
    ? '<p class="empty">No WhatsApp message sent yet.</p>'
    : `<table>\n<thead><tr><th>To</th><th>Sent at (UTC)</th><th>Template</th><th>Message</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`
}
</main>
</body>
</html>
`;
}
