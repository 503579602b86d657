/**
 * The e-mails an admin's decision on an organisation sends: its owners hear of the decision on the documents,
 * every member of a suspension or reinstatement. The decision is made and audited before; an e-mail that
 * fails is logged and does not undo it (the employer's page shows where it stands either way).
 */
import type { Member, Organisation } from '#lib/db/organisations';
import { logger } from '#lib/logger';
import { sendSuspensionNotice, sendVerificationDecision } from '#lib/messaging/email';
import type { VerificationDecision } from '#shared/domain/employer-checks';

const nameOf = (organisation: Organisation) => organisation.brandName ?? organisation.legalName;

async function each(people: readonly Member[], send: (member: Member) => Promise<unknown>): Promise<void> {
  const results = await Promise.allSettled(people.map(send));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) logger.warn('Some employer e-mails could not be sent', { failed, of: people.length });
}

export function tellOwnersOfDecision(
  organisation: Organisation,
  members: readonly Member[],
  decision: VerificationDecision,
  reason: string | undefined,
): Promise<void> {
  return each(
    members.filter((member) => member.role === 'owner'),
    (owner) =>
      sendVerificationDecision({ to: owner.email, organisationName: nameOf(organisation), decision, reason }),
  );
}

export function tellMembersOfSuspension(
  organisation: Organisation,
  members: readonly Member[],
  suspended: boolean,
  reason: string | undefined,
): Promise<void> {
  return each(members, (member) =>
    sendSuspensionNotice({ to: member.email, organisationName: nameOf(organisation), suspended, reason }),
  );
}
