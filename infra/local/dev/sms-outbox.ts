/**
 * The dev SMS outbox: SNS, as far as the functions can tell, on this machine only. The functions' SNS client
 * is pointed here (`SNS_ENDPOINT`) and publishes exactly as it does on AWS (the SDK's AWS Query protocol:
 * a form-encoded POST, answered in XML); instead of reaching a phone, each SMS is kept in memory (the last
 * 200), printed to the terminal, and listed on a local-only page (`/dev/sms/outbox`) and as JSON for tests
 * (`/dev/sms/outbox.json`, `?number=` to filter). The outbox shows OTP codes: that is its purpose. On AWS the
 * codes go only to the phone, never to a log.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http';
import type { DevServiceFactory, MountedDevService } from './service';

export const SMS_PREFIX = '/dev/sms';
export const LOCAL_SENDER_ID = 'EARNLN';
export const SMS_OUTBOX_BANNER =
  'Local development SMS outbox — this page exists only on your machine; on the real site these messages go to the phone by SMS';
const KEEP = 200;
const MAX_BODY_BYTES = 64 * 1024;
const E164 = /^\+[1-9][0-9]{6,14}$/;
const NAMESPACE = 'http://sns.amazonaws.com/doc/2010-03-31/';

export interface SmsMessage {
  id: string;
  phoneNumber: string;
  message: string;
  /** `Transactional` or `Promotional`, as the publisher asked. */
  smsType: string;
  senderId: string;
  /** India's DLT ids (AWS.MM.SMS.EntityId, AWS.MM.SMS.TemplateId), when the publisher sent them. */
  entityId?: string;
  templateId?: string;
  sentAt: string;
}

export interface SmsOutbox extends MountedDevService {
  /** Newest first. */
  messages: (number?: string) => SmsMessage[];
  clear: () => void;
}

export const smsOutbox: DevServiceFactory = (context) => createSmsOutbox(context);

export function createSmsOutbox({
  baseUrl,
  log,
}: {
  baseUrl: string;
  log: (line: string) => void;
}): SmsOutbox {
  const stored: SmsMessage[] = [];

  const messages = (number?: string) => {
    const newestFirst = [...stored].reverse();
    return number ? newestFirst.filter((sms) => sms.phoneNumber.endsWith(number)) : newestFirst;
  };

  const publish = (form: URLSearchParams, response: ServerResponse) => {
    const requestId = randomUUID();
    const action = form.get('Action');
    if (action !== 'Publish') {
      return sendXml(
        response,
        400,
        errorXml('InvalidAction', `The local outbox only supports Publish, not ${action}`, requestId),
      );
    }
    const phoneNumber = form.get('PhoneNumber') ?? '';
    const message = form.get('Message') ?? '';
    if (!E164.test(phoneNumber)) {
      return sendXml(
        response,
        400,
        errorXml(
          'InvalidParameter',
          'Invalid parameter: PhoneNumber Reason: must be in E.164 format',
          requestId,
        ),
      );
    }
    if (message === '') {
      return sendXml(
        response,
        400,
        errorXml('InvalidParameter', 'Invalid parameter: Empty message', requestId),
      );
    }
    const attributes = messageAttributes(form);
    const sms: SmsMessage = {
      id: randomUUID(),
      phoneNumber,
      message,
      smsType: attributes['AWS.SNS.SMS.SMSType'] ?? 'Promotional',
      senderId: attributes['AWS.SNS.SMS.SenderID'] ?? '',
      ...(attributes['AWS.MM.SMS.EntityId'] ? { entityId: attributes['AWS.MM.SMS.EntityId'] } : {}),
      ...(attributes['AWS.MM.SMS.TemplateId'] ? { templateId: attributes['AWS.MM.SMS.TemplateId'] } : {}),
      sentAt: new Date().toISOString(),
    };
    stored.push(sms);
    if (stored.length > KEEP) stored.splice(0, stored.length - KEEP);
    log(`SMS to ${phoneNumber}: ${message}`);
    sendXml(
      response,
      200,
      `<PublishResponse xmlns="${NAMESPACE}"><PublishResult><MessageId>${sms.id}</MessageId></PublishResult><ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata></PublishResponse>`,
    );
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const path = url.pathname.replace(/\/+$/, '');
    if (request.method === 'POST' && path === SMS_PREFIX) {
      const body = await readBody(request, MAX_BODY_BYTES);
      if (body === undefined) {
        return sendXml(response, 413, errorXml('RequestTooLarge', 'Request body too large', randomUUID()));
      }
      return publish(new URLSearchParams(body.toString('utf8')), response);
    }
    if (request.method === 'GET' && path === `${SMS_PREFIX}/outbox.json`) {
      const number = url.searchParams.get('number') ?? undefined;
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify({ messages: messages(number) }));
      return;
    }
    if (request.method === 'GET' && (path === `${SMS_PREFIX}/outbox` || path === SMS_PREFIX)) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
      response.end(outboxPage(messages()));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: `There is nothing at ${url.pathname} in the local SMS outbox` }));
  };

  return {
    prefix: SMS_PREFIX,
    environment: { SNS_ENDPOINT: `${baseUrl}${SMS_PREFIX}`, SMS_SENDER_ID: LOCAL_SENDER_ID },
    handle,
    describe: `SMS outbox: ${baseUrl}${SMS_PREFIX}/outbox (OTP texts land here, and in this terminal)`,
    messages,
    clear: () => {
      stored.length = 0;
    },
  };
}

/** `MessageAttributes.entry.N.Name` / `.Value.StringValue` pairs, as the Query protocol flattens the map. */
function messageAttributes(form: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let n = 1; form.has(`MessageAttributes.entry.${n}.Name`); n++) {
    const name = form.get(`MessageAttributes.entry.${n}.Name`) as string;
    attributes[name] = form.get(`MessageAttributes.entry.${n}.Value.StringValue`) ?? '';
  }
  return attributes;
}

function sendXml(response: ServerResponse, status: number, xml: string): void {
  response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

function errorXml(code: string, message: string, requestId: string): string {
  return `<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeHtml(message)}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

function outboxPage(messages: SmsMessage[]): string {
  const rows = messages
    .map(
      (sms) =>
        `<tr><td>${escapeHtml(sms.phoneNumber)}</td><td><time>${escapeHtml(sms.sentAt)}</time></td><td>${escapeHtml(sms.message)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<title>SMS outbox (local only)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; }
  .banner { background: #fff4ce; border-bottom: 2px solid #c19c00; padding: 12px 24px; font-weight: 600; }
  main { padding: 16px 24px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #ddd; vertical-align: top; }
  td:first-child, td:nth-child(2) { white-space: nowrap; font-variant-numeric: tabular-nums; }
  .empty { color: #555; }
</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(SMS_OUTBOX_BANNER)}</div>
<main>
<h1>SMS outbox</h1>
<p>Newest first; the last ${KEEP} messages since the local twin started. This page refreshes every 3 seconds.</p>
${
  messages.length === 0
    ? '<p class="empty">No SMS sent yet.</p>'
    : `<table>\n<thead><tr><th>To</th><th>Sent at (UTC)</th><th>Message</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`
}
</main>
</body>
</html>
`;
}
