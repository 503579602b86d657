/**
 * Which messages a worker has agreed to, and on which channel: asked of the account before anything is sent.
 * A purpose counts only while the worker's consent is in force (shared/domain/privacy.ts). WhatsApp also needs
 * a WhatsApp number configured here (Meta requires the worker's opt-in, the optional purpose `whatsapp`).
 */
import type { WorkerAccount } from '#lib/db/worker-writes';
import { privacyStateOf } from '#shared/domain/privacy';
import { whatsappConfigured } from './whatsapp-config';

/** Whether this site offers WhatsApp at all (a WhatsApp number is configured). */
export function whatsappOffered(): boolean {
  return whatsappConfigured();
}

/** Whether a job-alert digest may go to this worker by WhatsApp: offered here, and the worker opted in. */
export function whatsappUsable(worker: { WHATSAPP_UPDATES?: boolean | undefined }): boolean {
  return whatsappOffered() && worker.WHATSAPP_UPDATES === true;
}

/**
 * Whether the worker's news goes by WhatsApp: they opted in, their consent is in force, and WhatsApp is
 * configured. Otherwise it goes by SMS, where they agreed to SMS updates.
 */
export function wantsWhatsApp(account: WorkerAccount): boolean {
  return privacyStateOf(account) === 'given' && account.WHATSAPP_UPDATES === true && whatsappConfigured();
}

/** Whether the worker agreed to SMS about their applications (and their consent is in force). */
export function wantsSmsUpdates(account: WorkerAccount): boolean {
  return privacyStateOf(account) === 'given' && account.SMS_UPDATES === true;
}

/**
 * Whether the worker's news goes first as a notification (Web Push): they agreed to it, their consent is in
 * force, and at least one device of theirs is registered.
 */
export function wantsPush(account: WorkerAccount): boolean {
  return (
    privacyStateOf(account) === 'given' &&
    account.PUSH_UPDATES === true &&
    (account.PUSH_DEVICES ?? []).length > 0
  );
}
