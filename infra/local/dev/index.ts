/**
 * The local-only services of the twin. Each entry is one module of this folder; add a line to add one.
 */
import { identityProvider } from './identity-provider';
import { objectStorage } from './object-storage';
import type { DevServiceFactory } from './service';
import { smsOutbox } from './sms-outbox';

export const devServices: DevServiceFactory[] = [identityProvider, smsOutbox, objectStorage];
