/**
 * One organisation for the admin: details, members, verification, whether a certificate was sent (its link is
 * openVerificationCertificate's, audited), the GST registry's answer for its GSTIN, its audit trail, and its
 * newest jobs, reports and limits now (organisation-activity.ts).
 */
import { organisationActivity } from '#features/employer-checks/organisation-activity';
import { registryAnswerFor } from '#features/employer-checks/registry-answer';
import { clock } from '#lib/clock';
import * as employerChecks from '#lib/db/employer-checks';
import * as organisations from '#lib/db/organisations';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { configuredRegistry } from '#lib/registry/gstin-registry';
import { getEmployerOrganisation, type RegistryAnswer } from '#shared/api/employer-checks';
import { verificationLevelOf } from '#shared/domain/employer-verification';

export const NO_ORGANISATION = 'There is no organisation with this id.';

export const handler = endpoint(getEmployerOrganisation, async ({ id }) => {
  const organisation = await organisations.get(id);
  if (!organisation) throw new NotFound(NO_ORGANISATION);
  const level = verificationLevelOf(organisation);
  const [members, certificate, suspension, audit, registry, activity] = await Promise.all([
    organisations.members(id),
    employerChecks.certificateOf(id),
    organisation.status === 'suspended' ? employerChecks.suspensionOf(id) : undefined,
    employerChecks.auditTrail(id),
    // A key that cannot be read leaves the page usable: the registry is then unavailable, as when it times out.
    configuredRegistry().then(
      (port) => registryAnswerFor(port, organisation),
      (error: unknown): RegistryAnswer => {
        logger.warn('The GST registry could not be configured', { error });
        return { outcome: 'unavailable' };
      },
    ),
    organisationActivity(id, level, new Date(clock.now())),
  ]);
  const {
    members: _count,
    owners: _owners,
    pendingInvites: _pending,
    createdBy: _by,
    ...details
  } = organisation;
  return {
    organisation: {
      ...details,
      ...(suspension
        ? {
            suspension: {
              at: suspension.at,
              reason: suspension.reason,
              by: { id: suspension.by.ID, email: suspension.by.EMAIL },
            },
          }
        : {}),
      level,
    },
    members: members.map(({ employerId, name, email, role, joinedAt }) => ({
      memberId: employerId,
      name,
      email,
      role,
      joinedAt,
    })),
    ...(certificate ? { certificate: { submittedAt: certificate.submittedAt, kind: certificate.kind } } : {}),
    registry,
    audit: audit.map((entry) => ({
      at: entry.AT,
      action: entry.ACTION,
      by: { id: entry.BY.ID, email: entry.BY.EMAIL },
      ...(entry.REASON ? { reason: entry.REASON } : {}),
    })),
    ...activity,
  };
});
