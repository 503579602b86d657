/**
 * The local-only services of the twin. Each entry is one module of this folder; add a line to add one.
 */
import { emailInbox } from './email-inbox';
import { gstinRegistry } from './gstin-registry';
import { identityProvider } from './identity-provider';
import { objectStorage } from './object-storage';
import { pushService } from './push-service';
import { scheduledJobs } from './scheduled-jobs';
import type { DevServiceFactory } from './service';
import { smsOutbox } from './sms-outbox';
import { whatsappOutbox } from './whatsapp-outbox';

export const devServices: DevServiceFactory[] = [
  identityProvider,
  smsOutbox,
  emailInbox,
  objectStorage,
  scheduledJobs,
  whatsappOutbox,
  gstinRegistry,
  pushService,
];
