/**
 * Temporary passwords that expire, and the admin's hand on staff log-ins (finding 3 and 7): a
 * temporary password opens the account for 72 hours only (the e-mail says until when, in IST); the admin sends
 * a new one (the old dies) or revokes it (nothing opens the account until one is sent), and ends sessions.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '#lib/auth/session';
import { db, tableName } from '#lib/clients/dynamodb';
import * as staff from '#lib/db/staff';
import { staffKey } from '#lib/db/staff-keys';
import { INACTIVE } from '#shared/domain/constants';
import { TEMPORARY_PASSWORD_EXPIRED } from '#shared/domain/staff-credentials';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { emailsTo, latestEmailTo, latestTemporaryPassword } from '#test/support/email';
import { call } from '#test/support/invoke';
import { createLogin, freshAddress, freshPassword } from '#test/support/staff-login';

const HOUR = 3600_000;
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaff('admin');
});

let counter = 0;
const freshEmail = () => `new.hr.${++counter}.${Date.now()}@earnlearn.in`;

const logIn = (email: string, password: string, page: 'internallogin' | 'adminLogin' = 'internallogin') =>
  call(page, { body: { email, password }, sourceIp: freshAddress() });

/** A new HR employee added by the admin: its e-mail, id and the temporary password from the inbox. */
async function newEmployee() {
  const email = freshEmail();
  expect(
    (await callApi('addEmployee', { token: admin.token, body: { email, type: 'HR', name: 'Asha Rao' } }))
      .body,
  ).toEqual({
    success: true,
  });
  const account = await staff.findByEmail(email);
  return { email, id: account?.ID ?? 0, password: await latestTemporaryPassword(email) };
}

/** Moves the account's temporary-password expiry to `at` (ms), as if that time had come. */
async function expireAt(id: number, at: number) {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: staffKey(id),
      UpdateExpression: 'SET temporaryPasswordExpiresAt = :at',
      ExpressionAttributeValues: { ':at': new Date(at).toISOString() },
    }),
  );
}

const detail = async (id: number) =>
  (await callApi('getEmployeeDataById', { token: admin.token, query: { id: String(id) } })).body.data[0];

describe('a temporary password', () => {
  it('is good for 72 hours, and the e-mail says until when in IST', async () => {
    const before = Date.now();
    const { email, id, password } = await newEmployee();

    const expiresAt = Date.parse((await staff.get(id))?.temporaryPasswordExpiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(72 * HOUR);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(72 * HOUR);
    expect((await latestEmailTo(email)).body.text).toMatch(
      /^It expires on .+ IST \(72 hours after it was sent\)/m,
    );
    expect(await detail(id)).toMatchObject({
      CREDENTIAL: 'TEMPORARY',
      CREDENTIAL_EXPIRES_AT: new Date(expiresAt).toISOString(),
    });
    expect((await logIn(email, password)).body).toMatchObject({ success: true, mustChangePassword: true });
  });

  it('is refused once expired, with a message that says what to do, right password or not', async () => {
    const { email, id, password } = await newEmployee();
    await expireAt(id, Date.now() - 1000);

    const refused = await logIn(email, password);

    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: TEMPORARY_PASSWORD_EXPIRED, code: 'temporaryPasswordExpired' });
    expect(TEMPORARY_PASSWORD_EXPIRED).toBe(
      'Your temporary password has expired. Ask an administrator to send a new one.',
    );
    // A wrong password learns nothing about the account.
    expect((await logIn(email, 'Not the password 123')).body).toEqual({ success: false });
    expect((await detail(id))?.CREDENTIAL).toBe('EXPIRED');
  });

  it('cannot be changed once expired, even from a session opened before', async () => {
    const { email, id, password } = await newEmployee();
    const token = (await logIn(email, password)).body.token as string;
    await expireAt(id, Date.now() - 1000);

    const refused = await callApi('changePassword', {
      token,
      body: { currentPassword: password, newPassword: freshPassword() },
      sourceIp: freshAddress(),
    });

    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TEMPORARY_PASSWORD_EXPIRED);
  });

  it('issued before expiry was recorded expires 72 hours after the account was made', async () => {
    const login = await createLogin('OPS', { mustChangePassword: true });
    const fourDaysAgo = new Date(Date.now() - 96 * HOUR).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: staffKey(login.id),
        UpdateExpression: 'SET gsi1sk = :listKey REMOVE temporaryPasswordExpiresAt',
        ExpressionAttributeValues: { ':listKey': `${fourDaysAgo}#${String(login.id).padStart(12, '0')}` },
      }),
    );

    expect((await logIn(login.email, login.password)).body.message).toBe(TEMPORARY_PASSWORD_EXPIRED);
  });
});

describe('resetStaffPassword', () => {
  it('e-mails a new temporary password: the old one dies, the new one logs in, every session ends', async () => {
    const { email, id, password } = await newEmployee();
    await expireAt(id, Date.now() - 1000);
    const login = await createLogin('HR');
    const session = (await logIn(login.email, login.password)).body.token as string;

    const [resent, reset] = await Promise.all([
      callApi('resetStaffPassword', { token: admin.token, body: { id } }),
      callApi('resetStaffPassword', { token: admin.token, body: { id: login.id } }),
    ]);

    expect([resent.status, reset.status]).toEqual([200, 200]);
    const mail = await latestEmailTo(email);
    expect(mail.subject).toBe('Your new Earnlearn staff password');
    expect(mail.body.text).toContain('Your earlier password no longer works.');
    const fresh = await latestTemporaryPassword(email);
    expect(fresh).not.toBe(password);
    expect((await logIn(email, password)).body).toEqual({ success: false });
    expect((await logIn(email, fresh)).body).toMatchObject({ success: true, mustChangePassword: true });
    expect((await detail(id))?.CREDENTIAL).toBe('TEMPORARY');

    // An employee who had chosen a password: it stops working, and so does the session it opened.
    expect((await logIn(login.email, login.password)).body).toEqual({ success: false });
    expect((await callApi('getInternalDashboardData', { token: session })).status).toBe(401);
    const replacement = await latestTemporaryPassword(login.email);
    expect((await logIn(login.email, replacement)).body).toMatchObject({
      success: true,
      mustChangePassword: true,
    });
  });

  it("refuses the admin's own account (400 naming id), an unknown id (404) and a deactivated account (409)", async () => {
    const self = await callApi('resetStaffPassword', { token: admin.token, body: { id: admin.id } });
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual([{ field: 'id', message: expect.stringContaining('your own account') }]);

    expect(
      (await callApi('resetStaffPassword', { token: admin.token, body: { id: 999_999_999 } })).status,
    ).toBe(404);

    const { email, id } = await newEmployee();
    await staff.setActive(id, INACTIVE);
    const inactive = await callApi('resetStaffPassword', { token: admin.token, body: { id } });
    expect(inactive.status).toBe(409);
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe('revokeStaffPassword', () => {
  it('leaves nothing that logs in until a new temporary password is sent', async () => {
    const { email, id, password } = await newEmployee();
    const token = (await logIn(email, password)).body.token as string;

    const revoked = await callApi('revokeStaffPassword', { token: admin.token, body: { id } });

    expect(revoked).toMatchObject({ status: 200, body: { success: true } });
    expect((await logIn(email, password)).body).toEqual({ success: false });
    expect(
      (
        await callApi('changePassword', {
          token,
          body: { currentPassword: password, newPassword: freshPassword() },
        })
      ).status,
    ).toBe(401);
    expect(await detail(id)).toMatchObject({ CREDENTIAL: 'REVOKED', CREDENTIAL_EXPIRES_AT: null });

    await callApi('resetStaffPassword', { token: admin.token, body: { id } });
    expect((await logIn(email, await latestTemporaryPassword(email))).body.success).toBe(true);
  });
});

describe('endStaffSessions', () => {
  it('ends every session of the account and leaves its password as it was', async () => {
    const login = await createLogin('OPS');
    const token = (await logIn(login.email, login.password)).body.token as string;
    expect((await callApi('getInternalDashboardData', { token })).status).toBe(200);

    expect((await callApi('endStaffSessions', { token: admin.token, body: { id: login.id } })).status).toBe(
      200,
    );

    expect((await callApi('getInternalDashboardData', { token })).status).toBe(401);
    expect((await logIn(login.email, login.password)).body.success).toBe(true);
  });
});

describe('the admins', () => {
  const adminToken = async (id: number) => {
    const account = await staff.get(id);
    return issueSessionToken({ accountId: id, role: 'admin', tokenVersion: account?.TOKEN_VERSION ?? 0 });
  };

  it('are listed with their status and credential, the caller marked SELF', async () => {
    const other = await createLogin('admin', { mustChangePassword: true });

    const response = await callApi('getAdminsData', { token: admin.token, query: { limit: '100' } });

    expect(response.status).toBe(200);
    const rows = response.body.data;
    expect(rows.find((row) => row.ID === admin.id)).toMatchObject({
      SELF: true,
      ACTIVE: 1,
      CREDENTIAL: 'PASSWORD',
    });
    expect(rows.find((row) => row.ID === other.id)).toMatchObject({
      SELF: false,
      EMAIL: other.email,
      CREDENTIAL: 'TEMPORARY',
    });
  });

  it('deactivating another admin ends their sessions and log-ins; activating lets them back', async () => {
    const other = await createLogin('admin');
    const token = (await logIn(other.email, other.password, 'adminLogin')).body.token as string;

    const off = await callApi('updateAdminStatus', { token: admin.token, body: { id: other.id, status: 0 } });

    expect(off.status).toBe(200);
    // While deactivated every token says so (403); the session it had stays ended after the reactivation (401).
    expect((await callApi('getDashboardData', { token })).status).toBe(403);
    expect((await logIn(other.email, other.password, 'adminLogin')).status).toBe(403);
    expect(
      (await callApi('updateAdminStatus', { token: admin.token, body: { id: other.id, status: 1 } })).status,
    ).toBe(200);
    expect((await callApi('getDashboardData', { token })).status).toBe(401);
    expect((await logIn(other.email, other.password, 'adminLogin')).body.success).toBe(true);
  });

  it('an admin cannot deactivate their own account, nor an employee through this call', async () => {
    const self = await callApi('updateAdminStatus', {
      token: admin.token,
      body: { id: admin.id, status: 0 },
    });
    expect(self.status).toBe(400);
    expect(self.body.errors?.[0]?.field).toBe('id');
    expect((await staff.get(admin.id))?.ACTIVE).toBe(1);

    const employee = await createLogin('HR');
    const notAdmin = await callApi('updateAdminStatus', {
      token: admin.token,
      body: { id: employee.id, status: 0 },
    });
    expect(notAdmin.status).toBe(404);
    expect((await staff.get(employee.id))?.ACTIVE).toBe(1);
  });

  it('two admins deactivating each other at once leave one of them active: never no admin', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = await Promise.all([createLogin('admin'), createLogin('admin')]);
      const [firstToken, secondToken] = await Promise.all([adminToken(first.id), adminToken(second.id)]);

      const answers = await Promise.all([
        callApi('updateAdminStatus', { token: firstToken, body: { id: second.id, status: 0 } }),
        callApi('updateAdminStatus', { token: secondToken, body: { id: first.id, status: 0 } }),
      ]);

      const active = [(await staff.get(first.id))?.ACTIVE, (await staff.get(second.id))?.ACTIVE];
      expect(active.filter((flag) => flag === 1)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
      for (const answer of answers) expect([200, 401, 403, 409]).toContain(answer.status);
    }
  });

  it("an admin whose own account was deactivated meanwhile changes nobody's credential", async () => {
    const [actor, target] = await Promise.all([createLogin('admin'), createLogin('HR')]);
    const token = await adminToken(actor.id);
    const actorAccount = await staff.get(actor.id);
    await staff.setActive(actor.id, INACTIVE);

    // The session check reads the account first: once deactivated, the call is refused before any change.
    expect((await callApi('revokeStaffPassword', { token, body: { id: target.id } })).status).toBe(403);
    // And the write itself checks the acting admin in the same transaction (a change between the two reads).
    await expect(staff.revokePassword(target.id, 'scrypt$x', actorAccount?.ID ?? 0)).rejects.toThrow(
      staff.ADMIN_CHANGED,
    );
    expect((await logIn(target.email, target.password)).body.success).toBe(true);
  });
});
