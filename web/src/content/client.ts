/**
 * The /client page's own copy, by message id (the English is the spec's; Hindi and Telugu in the catalogues).
 * Apart from site.ts, which the first load reads: only the /client part (a lazy one) brings these messages.
 */
import type { MessageId } from '#web/lib/i18n';

/** A point of the /client page (its English is the spec's; Hindi and Telugu in the catalogues). */
export interface BusinessPoint {
  title: MessageId;
  text: MessageId;
}

export const clientPage = {
  hero: { eyebrow: 'client.heroEyebrow', heading: 'client.heroHeading', text: 'client.heroText' },
  about: { heading: 'client.aboutHeading', text: 'client.aboutText' },
  services: [
    { title: 'client.diligence', text: 'client.diligenceText' },
    { title: 'client.auditing', text: 'client.auditingText' },
    { title: 'client.development', text: 'client.developmentText' },
  ] satisfies readonly BusinessPoint[],
  steps: [
    { title: 'client.step1', text: 'client.step1Text' },
    { title: 'client.step2', text: 'client.step2Text' },
    { title: 'client.step3', text: 'client.step3Text' },
    { title: 'client.step4', text: 'client.step4Text' },
  ] satisfies readonly BusinessPoint[],
  /** Opening hours of the client desk (spec section 9). */
  hours: 'client.hours',
  leadFormTitle: 'client.requestWork',
} as const satisfies Record<string, MessageId | Record<string, MessageId> | readonly BusinessPoint[]>;
