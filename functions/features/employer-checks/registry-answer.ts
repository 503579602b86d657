/**
 * What the admin's organisation page shows of the GST registry: its record for the organisation's GSTIN and
 * whether the legal names match, or why there is none (off, unavailable, not found, not a GSTIN). It informs
 * the admin's check of the certificate; nothing is decided or stored from it.
 */
import type { Organisation } from '#lib/db/organisations';
import { type GstinRegistry, legalNamesMatch } from '#lib/registry/gstin-registry';
import type { RegistryAnswer } from '#shared/api/employer-checks';

export async function registryAnswerFor(
  registry: GstinRegistry,
  organisation: Pick<Organisation, 'legalName' | 'registrationKind' | 'registrationNumber'>,
): Promise<RegistryAnswer> {
  if (organisation.registrationKind !== 'gstin') return { outcome: 'notGstin' };
  const lookup = await registry.lookUp(organisation.registrationNumber);
  if (lookup.outcome !== 'found') return { outcome: lookup.outcome };
  return {
    outcome: 'found',
    legalName: lookup.legalName,
    tradeName: lookup.tradeName,
    status: lookup.status,
    active: lookup.active,
    registeredOn: lookup.registeredOn,
    legalNameMatches: legalNamesMatch(lookup.legalName, organisation.legalName),
  };
}
