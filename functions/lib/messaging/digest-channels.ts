/**
 * Which channels a job-alert digest can use here (issue 24): SMS and e-mail always; WhatsApp only where a
 * WhatsApp number is configured (functions/lib/messaging/whatsapp.ts, `whatsappConfigured`) and for a worker
 * who opted in to WhatsApp (the optional purpose `whatsapp`: Meta requires the opt-in).
 */
import { whatsappConfigured } from './whatsapp';

/** Whether this site offers WhatsApp at all (a WhatsApp number is configured). */
export function whatsappOffered(): boolean {
  return whatsappConfigured();
}

/** Whether a digest may go to this worker by WhatsApp: offered here, and the worker opted in. */
export function whatsappUsable(worker: { WHATSAPP_UPDATES?: boolean | undefined }): boolean {
  return whatsappOffered() && worker.WHATSAPP_UPDATES === true;
}
