/**
 * Through the twin's real sockets: the twin counts log-ins by the socket's address, and
 * Linux routes all of 127.0.0.0/8 to loopback, so a client bound to 127.0.0.2 is another address than one on
 * 127.0.0.1. Wrong passwords from 127.0.0.2 lock that (e-mail, address) pair only: the owner's right password
 * from 127.0.0.1 still logs in, and the admin's unlock opens 127.0.0.2 again. A fresh employee (added by the
 * demo admin, from an address of its own) is used, so no other journey's log-in is touched.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { adminSession } from '#test/support/e2e-admin-session';
import { latestTemporaryPassword } from '#test/support/email';

const baseUrl = inject('baseUrl');
const emailInbox = inject('emailInbox');

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { success?: boolean; message?: string; token?: string; data?: { ID: number; EMAIL: string }[] };
}

/**
 * A call to the API from a chosen local address (the socket's source, which the twin reports as sourceIp): a
 * POST with a JSON body, or a GET with `query`.
 */
function send(
  path: string,
  from: string,
  options: { body?: unknown; query?: Record<string, string>; token?: string },
): Promise<Answer> {
  const url = new URL(`/api/${path}`, baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        localAddress: from,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] as string | undefined,
            body: JSON.parse(text || '{}'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const post = (path: string, body: unknown, from: string, token?: string) =>
  send(path, from, token ? { body, token } : { body });

const LOCKED = /^Too many failed log-ins\. Please try again in \d+ minutes?\.$/;

describe('staff log-in lock-out across two client addresses', () => {
  it('locks 127.0.0.2 after five wrong passwords, lets the right one in from 127.0.0.1, and the admin unlocks', async () => {
    const admin = demoStaff.find((account) => account.role === 'admin');
    if (!admin) throw new Error('no demo admin');
    const { token: adminToken } = await adminSession(
      (path, body, token) => post(path, body, '127.0.0.3', token),
      admin,
    );

    const email = `lockout.${randomBytes(4).toString('hex')}@example.com`;
    const added = await post('addEmployee', { email, type: 'HR', name: 'Asha Rao' }, '127.0.0.3', adminToken);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const password = await latestTemporaryPassword(email, emailInbox);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await post(
        'internallogin',
        { email, password: `Wrong password ${attempt}` },
        '127.0.0.2',
      );
      expect(wrong, `wrong password ${attempt}`).toMatchObject({ status: 200, body: { success: false } });
    }
    const locked = await post('internallogin', { email, password }, '127.0.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(LOCKED);
    expect(Number(locked.retryAfter)).toBeGreaterThanOrEqual(1);

    const owner = await post('internallogin', { email, password }, '127.0.0.1');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body).toMatchObject({ success: true, mustChangePassword: true });

    // The admin unlocks the employee: the right password works from 127.0.0.2 again at once.
    const listed = await send('getEmployeesData', '127.0.0.3', {
      query: { type: 'HR', search: email, limit: '5' },
      token: adminToken,
    });
    const id = listed.body.data?.find((row) => row.EMAIL === email)?.ID;
    expect(id, JSON.stringify(listed.body)).toBeDefined();
    const unlocked = await post('unlockStaffLogin', { id }, '127.0.0.3', adminToken);
    expect(unlocked).toMatchObject({ status: 200, body: { success: true } });
    const again = await post('internallogin', { email, password }, '127.0.0.2');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.success).toBe(true);
  });
});
