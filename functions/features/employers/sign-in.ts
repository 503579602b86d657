/**
 * What both employer sign-ins end with (a right e-mail code, or Google with a verified e-mail): the account of
 * that e-mail, created at first sight and marked confirmed; an invitation waiting for the e-mail accepted when
 * the person belongs to no organisation yet; and the session's token.
 */
import { assertActive } from '#lib/auth/accounts';
import { issueSessionToken } from '#lib/auth/session';
import { clock } from '#lib/clock';
import { tokenVersionOf } from '#lib/db/accounts';
import * as employers from '#lib/db/employers';
import * as organisations from '#lib/db/organisations';
import { Conflict } from '#lib/errors';
import { logger } from '#lib/logger';

/** Joins the organisation of the oldest invitation that still has room; false when none could be accepted. */
async function acceptInvitation(account: employers.EmployerAccount): Promise<boolean> {
  for (const invitation of await organisations.invitationsTo(account.EMAIL)) {
    try {
      await organisations.acceptInvitation(account, invitation, new Date(clock.now()).toISOString());
      return true;
    } catch (error: unknown) {
      // That organisation is full, suspended or gone: the next invitation may still be good.
      if (!(error instanceof Conflict)) throw error;
      logger.info('An invitation could not be accepted', { reason: error.message });
    }
  }
  return false;
}

export async function signInEmployer(email: string, name: string): Promise<{ token: string }> {
  const account = await employers.findOrCreateConfirmed(email, name || (email.split('@')[0] ?? email));
  assertActive(account);
  if (!account.ORG_ID) await acceptInvitation(account);
  return {
    token: await issueSessionToken({
      accountId: account.ID,
      role: 'employer',
      tokenVersion: tokenVersionOf(account),
    }),
  };
}
