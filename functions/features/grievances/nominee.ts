/** The worker's nominee (DPDP Act s.14): named, changed or removed from the Privacy section. */
import { clock } from '#lib/clock';
import * as nominees from '#lib/db/nominees';
import type { NomineeView } from '#shared/api/rights';
import { nomineeContactKind } from '#shared/domain/grievances';

export function nomineeView(stored: nominees.StoredNominee): NomineeView {
  return { name: stored.NAME, contact: stored.CONTACT, kind: stored.CONTACT_KIND, setAt: stored.SET_AT };
}

export async function getNominee(userId: number): Promise<NomineeView | undefined> {
  const stored = await nominees.get(userId);
  return stored && nomineeView(stored);
}

/** Names (or replaces) the nominee; the contact was checked by the contract, an e-mail is kept lower-case. */
export async function setNominee(
  userId: number,
  input: { name: string; contact: string },
): Promise<NomineeView> {
  const kind = nomineeContactKind(input.contact) ?? 'email';
  const stored: nominees.StoredNominee = {
    NAME: input.name,
    CONTACT: kind === 'email' ? input.contact.toLowerCase() : input.contact,
    CONTACT_KIND: kind,
    SET_AT: new Date(clock.now()).toISOString(),
  };
  await nominees.put(userId, stored);
  return nomineeView(stored);
}
