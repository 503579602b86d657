/**
 * A new employee is named by the admin (before, the name was the e-mail's local part,
 * "asha.hr"). `name` is asked beside the spec's `email` and `type`: empty or not plain text is a 400 naming it,
 * and nothing is created or sent; the name typed is what the list and the details show. Without it (the spec's
 * input) the employee is still added, named by the e-mail's local part (decision 196).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as staff from '#lib/db/staff';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { emailsTo } from '#test/support/email';

let admin: TestAccount;
let counter = 0;
const freshEmail = () => `asha.hr.${++counter}.${Date.now()}@earnlearn.in`;

beforeAll(async () => {
  admin = await createStaff('admin');
});

describe('the name of a new employee', () => {
  it("is the e-mail's local part when a caller sends only the spec's email and type", async () => {
    const email = freshEmail();

    const added = await callApi('addEmployee', { token: admin.token, body: { email, type: 'OPS' } });

    expect(added).toMatchObject({ status: 200, body: { success: true } });
    const account = await staff.findByEmail(email);
    expect(account?.NAME).toBe(email.slice(0, email.indexOf('@')));
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('is stored as typed (trimmed) and shown in the list and the details, not the e-mail', async () => {
    const email = freshEmail();

    const added = await callApi('addEmployee', {
      token: admin.token,
      body: { email, type: 'HR', name: '  Asha Rao ' },
    });

    expect(added).toMatchObject({ status: 200, body: { success: true } });
    const account = await staff.findByEmail(email);
    expect(account?.NAME).toBe('Asha Rao');
    const list = await callApi('getEmployeesData', {
      token: admin.token,
      query: { type: 'HR', search: email.slice(0, email.indexOf('@')) },
    });
    expect(list.body.data).toEqual([expect.objectContaining({ EMAIL: email, NAME: 'Asha Rao' })]);
    const detail = await callApi('getEmployeeDataById', {
      token: admin.token,
      query: { id: String(account?.ID) },
    });
    expect(detail.body.data[0]).toMatchObject({ NAME: 'Asha Rao', EMAIL: email });
  });

  it.each<[string, Record<string, unknown>]>([
    ['empty', { name: '' }],
    ['only spaces', { name: '   ' }],
    ['not text', { name: 42 }],
    ['too long', { name: 'A'.repeat(101) }],
    ['not plain text', { name: 'Asha\u0000Rao' }],
  ])('is checked: %s is a 400 naming `name`, and nothing is created or sent', async (_case, name) => {
    const email = freshEmail();

    const response = await callApi('addEmployee', {
      token: admin.token,
      body: { email, type: 'HR', ...name } as never,
    });

    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.message).toContain('name');
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(await staff.findByEmail(email)).toBeUndefined();
    expect(await emailsTo(email)).toHaveLength(0);
  });
});
