/**
 * A correction reaches the copies (the right to correct): each application keeps the applicant's
 * name and number as HR/OPS read them (decision 7), so after the name or the number changes they are written
 * again from the account as it is now (`applications.correctApplicantContacts`).
 */
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';

export async function correctCopies(accountId: number): Promise<void> {
  const account = await users.get(accountId);
  if (account) await applications.correctApplicantContacts(account);
}
