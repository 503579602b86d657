/**
 * Adding an HR or OPS employee: a login with a random temporary password (to be changed at first log-in),
 * unique by e-mail, whose credentials are e-mailed with SES. In this order:
 * 1. hash a fresh temporary password, good for 72 hours (before any write, so the time between the write and
 *    the send is short; the e-mail says when it expires);
 * 2. create the login, its e-mail owner item and the employees count in one conditional transaction: an
 *    e-mail that already owns a login (an employee's or an admin's) answers `false` and nothing is written
 *    or sent;
 * 3. send the credentials; if SES refuses, undo step 2 in one transaction and answer 503: nothing is left
 *    half-created.
 * A crash between 2 and 3 (or a failed undo) leaves a login whose password nobody knows: it was in this
 * process's memory only, and only its scrypt hash is stored. So it is safe (nobody can log in with it) but
 * stuck: adding the e-mail again answers 'User already exists'. The admin sees it in the list and sends a new
 * temporary password from the employee's page (resetStaffPassword). The opposite order (send, then create)
 * would e-mail a password before the e-mail was known to be free, and could e-mail an existing employee a
 * password that does not work.
 */
import * as staff from '#lib/db/staff';
import { Conflict, ServiceUnavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { sendEmployeeCredentials } from '#lib/messaging/email';
import type { EmployeeType } from '#shared/domain/codes';
import { newTemporaryPassword } from '../staff-login/credential';

export const messages = {
  emailFailed:
    'The e-mail with the credentials could not be sent, so the employee was not added. Please try again in a minute.',
} as const;

/**
 * The name of an employee added without one (a caller of the spec's input, email and type only): the e-mail's
 * local part, as every employee was named before admins named them.
 */
export function initialName(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}

/**
 * Adds the employee, named as the admin typed it, else by `initialName`, and e-mails the
 * credentials; false when the e-mail already owns a login.
 */
export async function addEmployee(email: string, type: EmployeeType, name?: string): Promise<boolean> {
  const { password, passwordHash, expiresAt } = await newTemporaryPassword();
  let employee: staff.Employee;
  try {
    const account = await staff.create({
      email,
      role: type,
      name: name ?? initialName(email),
      passwordHash,
      mustChangePassword: true,
      temporaryPasswordExpiresAt: expiresAt,
    });
    employee = { ...account, TYPE: type };
  } catch (error: unknown) {
    if (error instanceof Conflict) return false;
    throw error;
  }

  let messageId: string | undefined;
  try {
    messageId = await sendEmployeeCredentials({
      to: employee.EMAIL,
      type,
      temporaryPassword: password,
      expiresAt,
    });
  } catch (error: unknown) {
    // The error's name and status only: the request it failed on holds the password.
    logger.error('The credentials e-mail could not be sent; removing the new login', {
      employeeId: employee.ID,
      errorName: error instanceof Error ? error.name : typeof error,
      status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
    });
    try {
      await staff.removeUnusedEmployee(employee);
    } catch (undoError: unknown) {
      logger.error('The new login could not be removed; it stays, with a password nobody knows', {
        employeeId: employee.ID,
        errorName: undoError instanceof Error ? undoError.name : typeof undoError,
      });
      throw undoError;
    }
    throw new ServiceUnavailable(messages.emailFailed);
  }
  logger.info('Employee added and credentials e-mailed', { employeeId: employee.ID, type, messageId });
  return true;
}
