/**
 * Employers for the tests: a sign-in code read from the local inbox, and an organisation with its owner (and
 * recruiters) made through the endpoints a person would call.
 */
import { randomBytes } from 'node:crypto';
import type { OrganisationForm } from '#shared/domain/employer-organisation';
import { createEmployer, type TestAccount } from './accounts';
import { answerOf } from './api';
import { latestEmailTo } from './email';

const unique = () => randomBytes(4).toString('hex');

/** The 6-digit code in the newest sign-in e-mail to `email`. */
export async function latestEmployerCode(email: string): Promise<string> {
  const message = await latestEmailTo(email);
  const code = /is: ([0-9]{6})$/m.exec(message.body.text ?? '')?.[1];
  if (!code) throw new Error(`The newest e-mail to ${email} has no sign-in code`);
  return code;
}

/** A valid organisation form (GSTIN with its right check character), at `website` when given. */
export function organisationForm(overrides: Partial<OrganisationForm> = {}): OrganisationForm {
  return {
    legalName: `Acme Retail ${unique()} Private Limited`,
    brandName: 'Acme',
    city: 'chennai',
    address: '12 Anna Salai, Chennai 600002',
    industry: 'retail',
    size: '11-50',
    registrationKind: 'gstin',
    registrationNumber: '27AAPFU0939F1ZV',
    contactName: 'Priya Raman',
    contactRole: 'HR manager',
    ...overrides,
  };
}

export type TestEmployer = TestAccount & { email: string };

/** An owner who created an organisation (at their e-mail's domain), and its id. */
export async function createOrganisationWithOwner(
  overrides: Partial<OrganisationForm> = {},
): Promise<{ owner: TestEmployer; organisationId: string }> {
  const domain = `acme-${unique()}.in`;
  const owner = await createEmployer(`owner.${unique()}@${domain}`);
  const { organisation } = await answerOf('createOrganisation', {
    token: owner.token,
    body: organisationForm({ website: `https://www.${domain}`, ...overrides }),
  });
  return { owner, organisationId: organisation.id };
}
