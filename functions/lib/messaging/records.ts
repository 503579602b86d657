/**
 * Putting on the worker's record what was sent to them (the export gives it back): written after the message
 * went, beside its send: channel, kind, time, the address masked, and the text only for a message that holds
 * no secret. It never fails the send: a message that went must not be sent again because its record could not
 * be written (the failure is logged, without the address).
 */
import { clock } from '#lib/clock';
import * as records from '#lib/db/worker-records';
import { logger } from '#lib/logger';
import { maskMobile } from '#shared/domain/privacy';

type Channel = 'sms' | 'whatsapp' | 'email' | 'push';

const channelNames: Record<Channel, string> = {
  sms: 'an SMS',
  whatsapp: 'a WhatsApp message',
  email: 'an e-mail',
  push: 'a notification',
};

/** The e-mail address as the record keeps it: the name masked as a number is, the domain kept. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${maskMobile(name)}@${domain}`;
}

async function recordSent(
  userId: number,
  channel: Channel,
  message: { kind: records.MessageKind; to: string; text?: string | undefined; jobId?: number | undefined },
): Promise<void> {
  try {
    await records.recordMessage(userId, {
      CHANNEL: channel,
      KIND: message.kind,
      AT: new Date(clock.now()).toISOString(),
      TO:
        channel === 'email'
          ? maskEmail(message.to)
          : channel === 'push'
            ? message.to
            : maskMobile(message.to),
      // A code is a secret: its text is never kept.
      ...(message.kind !== 'otp' && message.text !== undefined ? { TEXT: message.text } : {}),
      ...(message.jobId !== undefined ? { JOB_ID: message.jobId } : {}),
    });
  } catch (error: unknown) {
    logger.error(`The record of ${channelNames[channel]} sent could not be written`, {
      userId,
      kind: message.kind,
      errorName: error instanceof Error ? error.name : typeof error,
    });
  }
}

/** Records an SMS sent to the worker; never throws. */
export function recordSmsSent(
  userId: number,
  sms: { kind: records.MessageKind; number: string; text?: string | undefined; jobId?: number | undefined },
): Promise<void> {
  return recordSent(userId, 'sms', { ...sms, to: sms.number });
}

/** Records a WhatsApp message sent to the worker, as an SMS is: the text as the phone shows it; never throws. */
export function recordWhatsAppSent(
  userId: number,
  message: { kind: records.MessageKind; number: string; text: string; jobId?: number | undefined },
): Promise<void> {
  return recordSent(userId, 'whatsapp', { ...message, to: message.number });
}

/** Records an e-mail sent to the worker: its subject and lines as the text; never throws. */
export function recordEmailSent(
  userId: number,
  email: { kind: records.MessageKind; address: string; text: string },
): Promise<void> {
  return recordSent(userId, 'email', { kind: email.kind, to: email.address, text: email.text });
}

/**
 * Records a notification pushed to the worker: its text, and how many of their devices' push services took
 * it (the record names no device: an endpoint identifies one); never throws.
 */
export function recordPushSent(
  userId: number,
  message: { kind: records.MessageKind; devices: number; text: string; jobId?: number | undefined },
): Promise<void> {
  const to = message.devices === 1 ? '1 device' : `${message.devices} devices`;
  return recordSent(userId, 'push', { kind: message.kind, to, text: message.text, jobId: message.jobId });
}
