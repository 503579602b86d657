/**
 * The admin's view of the admins: a page of admin accounts with their status and credential, and
 * activating or deactivating another admin. An admin never deactivates their own account (another admin
 * does), and the deactivation runs in one transaction with a check that the admin doing it is still an active
 * admin on their own password: so at least one admin who can log in always remains (docs/decisions.md 87).
 */
import { credentialOf } from '#features/staff-login/credential';
import * as staff from '#lib/db/staff';
import { BadRequest, NotFound } from '#lib/errors';
import type { Flag } from '#shared/domain/constants';

export const adminMessages = {
  yourself: 'You cannot deactivate your own account: another admin can.',
  notFound: (id: number) => `There is no admin with id ${id}.`,
} as const;

/** A staff account's credential as the admin's screens show it. */
export function credentialFields(account: staff.StaffAccount, now = Date.now()) {
  const { state, expiresAt } = credentialOf(account, now);
  return { CREDENTIAL: state, CREDENTIAL_EXPIRES_AT: expiresAt };
}

export async function listAdmins(
  admin: staff.StaffAccount,
  page: { limit: number; cursor?: string | undefined },
) {
  const found = await staff.listAdmins({ ...page, cursor: page.cursor === '' ? undefined : page.cursor });
  const now = Date.now();
  return {
    data: found.items.map((account) => ({
      ...account,
      ...credentialFields(account, now),
      SELF: account.ID === admin.ID,
    })),
    cursor: found.cursor,
  };
}

export async function setAdminStatus(admin: staff.StaffAccount, id: number, status: Flag): Promise<void> {
  if (id === admin.ID && status === 0) throw BadRequest.field('id', adminMessages.yourself);
  if (!(await staff.setAdminActive(id, status, admin.ID))) throw new NotFound(adminMessages.notFound(id));
}
