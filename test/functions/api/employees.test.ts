/**
 * The admin's employees: adding one (a login with a temporary password, e-mailed through the local SES inbox),
 * refusing an e-mail that already owns a login, the employees count under concurrent adds, the detail, and the
 * status toggle, whose deactivation the employee meets on their very next call.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#features/sign-in/passwords';
import { LOCAL_SES_FROM_ADDRESS } from '#infra/local/dev/email-inbox';
import { lambdaContext, toApiGatewayEvent } from '#infra/local/events';
import { loadHandler } from '#infra/local/handlers';
import { issueSessionToken } from '#lib/auth/session';
import { db, tableName } from '#lib/clients/dynamodb';
import { dashboardKey } from '#lib/db/keys';
import * as staff from '#lib/db/staff';
import { contracts, routePath } from '#shared/api/index';
import { createStaff, currentToken, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { emailsTo, latestEmailTo, latestTemporaryPassword } from '#test/support/email';

let admin: TestAccount;
let counter = 0;
const freshEmail = (name = 'employee') => `${name}.${++counter}.${Date.now()}@earnlearn.in`;

beforeAll(async () => {
  admin = await createStaff('admin');
});

const add = (email: string, type: 'HR' | 'OPS' = 'HR', name = 'Asha Rao') =>
  callApi('addEmployee', { token: admin.token, body: { email, type, name } });

/**
 * addEmployee with a minute to run instead of a Lambda's 10 s: on AWS each call of a burst has its own
 * environment, while here they all queue in one process for libuv's four threads to run scrypt.
 */
async function addWithTimeToSpare(email: string, type: 'HR' | 'OPS') {
  const contract = contracts.addEmployee;
  const handler = await loadHandler(contract);
  const event = toApiGatewayEvent(
    {
      method: contract.method,
      url: contract.path,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, type, name: 'Parallel Employee' }),
    },
    `${contract.method} ${routePath(contract)}`,
  );
  const result = await handler(event, {
    ...lambdaContext(contract.name),
    getRemainingTimeInMillis: () => 60_000,
  });
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as { success?: boolean } };
}

async function employeesCount(): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: dashboardKey, ConsistentRead: true }),
  );
  return Number(Item?.employees ?? 0);
}

async function detail(id: number) {
  const response = await callApi('getEmployeeDataById', { token: admin.token, query: { id: String(id) } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Record<string, unknown>[];
}

describe('addEmployee', () => {
  it('creates the login and e-mails a temporary password that its stored hash verifies', async () => {
    const email = freshEmail('asha.hr');

    const response = await add(email, 'OPS', '  Asha Rao ');

    expect(response).toMatchObject({ status: 200, body: { success: true } });
    const mail = await latestEmailTo(email);
    expect(mail.from).toBe(LOCAL_SES_FROM_ADDRESS);
    expect(mail.subject).toBe('Your Earnlearn staff account');
    expect(mail.body.text).toContain(`Log-in e-mail: ${email}`);
    expect(mail.body.text).toContain('created your Operations staff account');
    const password = await latestTemporaryPassword(email);
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
    const account = await staff.findByEmail(email);
    expect(account).toMatchObject({
      EMAIL: email,
      TYPE: 'OPS',
      NAME: 'Asha Rao',
      ACTIVE: 1,
      mustChangePassword: true,
    });
    expect(await verifyPassword(password, account?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword(`${password}x`, account?.passwordHash ?? '')).toBe(false);
  });

  it('answers success false for an e-mail that already owns a login, and changes and sends nothing', async () => {
    const email = freshEmail();
    expect((await add(email, 'HR')).body).toEqual({ success: true });
    const before = await staff.findByEmail(email);
    const count = await employeesCount();

    const again = await add(email, 'OPS');

    expect(again).toMatchObject({ status: 200, body: { success: false } });
    expect(await staff.findByEmail(email)).toEqual(before);
    expect(await emailsTo(email)).toHaveLength(1);
    expect(await employeesCount()).toBe(count);
  });

  it("answers success false for an admin's e-mail", async () => {
    const adminAccount = await staff.get(admin.id);
    const count = await employeesCount();

    const response = await add(adminAccount?.EMAIL ?? '', 'HR');

    expect(response.body).toEqual({ success: false });
    expect(await staff.get(admin.id)).toEqual(adminAccount);
    expect(await emailsTo(adminAccount?.EMAIL ?? '')).toHaveLength(0);
    expect(await employeesCount()).toBe(count);
  });

  // Six scrypt hashes queue for libuv's four threads on a shared machine: more than the default 30 s is allowed.
  it('keeps the employees count exact under parallel adds of distinct e-mails and of one e-mail', async () => {
    const count = await employeesCount();
    const distinct = Array.from({ length: 3 }, () => freshEmail('parallel'));
    const same = freshEmail('same');

    const answers = await Promise.all([
      ...distinct.map((email) => addWithTimeToSpare(email, 'HR')),
      ...Array.from({ length: 3 }, (_, i) => addWithTimeToSpare(same, i % 2 === 0 ? 'HR' : 'OPS')),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.slice(0, 3).map((answer) => answer.body.success)).toEqual(Array(3).fill(true));
    expect(answers.slice(3).filter((answer) => answer.body.success)).toHaveLength(1);
    expect(await employeesCount()).toBe(count + 4);
    expect(await emailsTo(same)).toHaveLength(1);
    // The one e-mail sent carries the password of the one login that was kept.
    const kept = await staff.findByEmail(same);
    expect(await verifyPassword(await latestTemporaryPassword(same), kept?.passwordHash ?? '')).toBe(true);
  }, 90_000);
});

describe('getEmployeeDataById', () => {
  it('answers the employee as a one-row list with every field of the detail screen, and nothing else', async () => {
    const email = freshEmail('ravi.ops');
    await add(email, 'OPS', 'Ravi Kumar');
    const employee = await staff.findByEmail(email);

    const rows = await detail(employee?.ID ?? 0);

    expect(rows).toEqual([
      {
        ID: employee?.ID,
        NAME: 'Ravi Kumar',
        EMAIL: email,
        TYPE: 'OPS',
        ACTIVE: 1,
        MOBILE_NUMBER: '',
        GENDER: null,
        DOB: '',
        JOININT_DATE: new Date().toISOString().slice(0, 10),
        // The credential, for the admin's actions on the page.
        CREDENTIAL: 'TEMPORARY',
        CREDENTIAL_EXPIRES_AT: employee?.temporaryPasswordExpiresAt,
      },
    ]);
  });

  it("answers an empty list for an unknown id and for an admin's", async () => {
    expect(await detail(987_654_321)).toEqual([]);
    expect(await detail(admin.id)).toEqual([]);
  });
});

describe('updateEmployeeStatus', () => {
  const setStatus = (id: number, status: 0 | 1) =>
    callApi('updateEmployeeStatus', { token: admin.token, body: { id, status } });

  it('deactivates and reactivates an employee, as the detail and the list show', async () => {
    const hr = await createStaff('HR');
    const listed = async () => {
      const response = await callApi('getEmployeesData', {
        token: admin.token,
        query: { type: 'HR', search: String(hr.id) },
      });
      return response.body.data.find((row) => row.ID === hr.id)?.ACTIVE;
    };

    expect(await setStatus(hr.id, 0)).toMatchObject({ status: 200, body: { success: true } });
    expect((await detail(hr.id))[0]?.ACTIVE).toBe(0);
    expect(await listed()).toBe(0);

    expect(await setStatus(hr.id, 1)).toMatchObject({ status: 200, body: { success: true } });
    expect((await detail(hr.id))[0]?.ACTIVE).toBe(1);
    expect(await listed()).toBe(1);
  });

  it("answers 404 for an unknown id and for an admin's, and leaves the admin active", async () => {
    const unknown = await setStatus(987_654_321, 0);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no employee with id 987654321.');
    expect(await staff.get(987_654_321)).toBeUndefined();

    const other = await createStaff('admin');
    const refused = await setStatus(other.id, 0);

    expect(refused.status).toBe(404);
    expect((await staff.get(other.id))?.ACTIVE).toBe(1);
    expect(
      (await callApi('getEmployeeDataById', { token: other.token, query: { id: String(other.id) } })).status,
    ).toBe(200);
  });

  it("refuses an added HR employee's very next call once deactivated, and lets it through once reactivated", async () => {
    const email = freshEmail('next.call');
    await add(email, 'HR');
    const added = await staff.findByEmail(email);
    const id = added?.ID ?? 0;
    // The employee has chosen their own password (until then every call but changePassword is refused).
    const hash = await hashPassword('a password of their own');
    const tokenVersion = await staff.setPassword(id, hash, added?.passwordHash ?? '');
    const token = await issueSessionToken({ accountId: id, role: 'HR', tokenVersion });
    // An HR endpoint: whichever it is, the session check is the one middy stack's.
    const callAsHr = () => callApi('getInternalDashboardData', { token });
    expect((await callAsHr()).status).toBe(200);

    await setStatus(id, 0);
    const refused = await callAsHr();

    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account has been deactivated. Please contact support.');
    await setStatus(id, 1);
    // Reactivated, the employee logs in again: the deactivation ended the session it had (the next test).
    const again = await currentToken({ id, role: 'HR', token });
    expect((await callApi('getInternalDashboardData', { token: again })).status).toBe(200);
  });

  it('ends the sessions it had: a token from before the deactivation answers 401 after the reactivation', async () => {
    const hr = await createStaff('HR');
    const callWith = (token: string) => callApi('getInternalDashboardData', { token });
    expect((await callWith(hr.token)).status).toBe(200);

    await setStatus(hr.id, 0);
    await setStatus(hr.id, 1);

    const old = await callWith(hr.token);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Your session has ended. Please sign in again.');
    expect((await callWith(await currentToken(hr))).status).toBe(200);
  });

  it("ends an admin's sessions when deactivated by the db function the admin tools share", async () => {
    const other = await createStaff('admin');
    await staff.setActive(other.id, 0);
    await staff.setActive(other.id, 1);
    const old = await callApi('getDashboardData', { token: other.token });
    expect(old.status).toBe(401);
    expect((await callApi('getDashboardData', { token: await currentToken(other) })).status).toBe(200);
  });
});
