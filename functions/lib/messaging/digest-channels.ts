/**
 * Which channels a job-alert digest can use here (issue 24): SMS and e-mail always; WhatsApp only where a
 * WhatsApp number is configured (functions/lib/messaging/whatsapp.ts, `whatsappConfigured`). Until that port is
 * part of this build, WhatsApp is not offered and an alert asking for it is refused (400 naming channel).
 */
export function whatsappOffered(): boolean {
  return false;
}
