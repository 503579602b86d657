/**
 * The nominee (DPDP s.14), grievances (s.13: a ticket answered within 90 days, the
 * admin's open / due soon / overdue lists, reply, close, the worker told by SMS or e-mail) and the admin's
 * privacy overview (requests of the last 30 days, naming no one).
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as grievances from '#lib/db/grievances';
import { privacyRequestPartition } from '#lib/db/privacy-keys';
import { recordPrivacyRequest } from '#lib/db/privacy-requests';
import * as smsCounts from '#lib/db/sms-counts';
import * as users from '#lib/db/users';
import { dayOf, STATUS_SMS_PER_DAY } from '#lib/messaging/allowance';
import {
  GRIEVANCE_OPEN_MAX,
  GRIEVANCE_REPLIES_MAX,
  GRIEVANCE_TEXT_MAX,
  grievanceMessages,
} from '#shared/domain/grievances';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { emailsTo } from '#test/support/email';
import { mobileOf } from '#test/support/internal-review';
import { smsTo } from '#test/support/sms';

const DAY_MS = 24 * 3600_000;

async function raise(worker: TestAccount, text = 'Which companies received my mobile number?') {
  const response = await callApi('raiseGrievance', {
    token: worker.token,
    body: { category: 'sharing', text, language: 'hi' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const openIds = async (admin: TestAccount, view: 'open' | 'dueSoon' | 'overdue') => {
  const response = await callApi('getGrievances', { token: admin.token, query: { view, limit: '100' } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.map((row) => row.id);
};

describe('the nominee', () => {
  it('is named, changed and removed by the worker, and only their own is read', async () => {
    const worker = await createWorker();
    const other = await createWorker();
    expect((await callApi('getMyRights', { token: worker.token })).body).toEqual({ grievances: [] });

    const named = await callApi('setNominee', {
      token: worker.token,
      body: { nominee: { name: ' Lakshmi Devi ', contact: '9876543210' } },
    });
    expect(named.status).toBe(200);
    expect(named.body.nominee).toMatchObject({ name: 'Lakshmi Devi', contact: '9876543210', kind: 'mobile' });

    await callApi('setNominee', {
      token: worker.token,
      body: { nominee: { name: 'Ravi Kumar', contact: 'Ravi@Example.com' } },
    });
    expect((await callApi('getMyRights', { token: worker.token })).body.nominee).toMatchObject({
      name: 'Ravi Kumar',
      contact: 'ravi@example.com',
      kind: 'email',
    });
    expect((await callApi('getMyRights', { token: other.token })).body).toEqual({ grievances: [] });

    expect((await callApi('setNominee', { token: worker.token, body: { nominee: null } })).status).toBe(200);
    expect((await callApi('getMyRights', { token: worker.token })).body).toEqual({ grievances: [] });
  });

  it('refuses a contact that is neither a mobile number nor an e-mail, naming the field', async () => {
    const worker = await createWorker();
    for (const contact of ['12345', 'ravi@', '+91 98765 43210', '']) {
      const response = await callApi('setNominee', {
        token: worker.token,
        body: { nominee: { name: 'Ravi', contact } },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(
        'contact must be a 10-digit mobile number or an e-mail address',
      );
    }
  });
});

describe('a grievance', () => {
  it('is due 90 days after it is raised, is on the admin list, and its replies reach the worker', async () => {
    const worker = await createWorker();
    const admin = await createStaff('admin');
    const raisedAt = Date.parse('2026-11-27T06:00:00.000Z');
    const ticket = await atTime(raisedAt, () => raise(worker));
    expect(ticket.dueAt).toBe('2027-02-25T06:00:00.000Z');
    expect(ticket.state).toBe('open');
    expect(ticket.id).toMatch(new RegExp(`^${worker.id}-[0-9a-f]{8}$`));

    await atTime(raisedAt + DAY_MS, async () => {
      expect(await openIds(admin, 'open')).toContain(ticket.id);
      const detail = await callApi('getGrievanceById', { token: admin.token, query: { id: ticket.id } });
      expect(detail.body.data).toMatchObject({
        text: 'Which companies received my mobile number?',
        language: 'hi',
        category: 'sharing',
        userId: worker.id,
        thread: [],
      });

      const replied = await callApi('answerGrievance', {
        token: admin.token,
        body: { id: ticket.id, action: 'reply', text: 'Only the two companies you applied to.' },
      });
      expect(replied.status, JSON.stringify(replied.body)).toBe(200);
      expect(replied.body.data.thread).toEqual([
        {
          at: new Date(raisedAt + DAY_MS).toISOString(),
          text: 'Only the two companies you applied to.',
          byStaffId: admin.id,
        },
      ]);

      const closed = await callApi('answerGrievance', {
        token: admin.token,
        body: { id: ticket.id, action: 'close' },
      });
      expect(closed.body.data.state).toBe('closed');
      expect(await openIds(admin, 'open')).not.toContain(ticket.id);
      const again = await callApi('answerGrievance', {
        token: admin.token,
        body: { id: ticket.id, action: 'reply', text: 'More.' },
      });
      expect(again.status).toBe(409);
    });

    const mine = await callApi('getMyRights', { token: worker.token });
    expect(mine.body.grievances).toEqual([
      expect.objectContaining({
        id: ticket.id,
        state: 'closed',
        replies: [
          { at: new Date(raisedAt + DAY_MS).toISOString(), text: 'Only the two companies you applied to.' },
        ],
      }),
    ]);
  });

  it('is due soon within 14 days of its due date and overdue after it, the earliest due date (the most urgent) first', async () => {
    const admin = await createStaff('admin');
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    const older = await atTime(start, async () => raise(await createWorker()));
    const newer = await atTime(start + 10 * DAY_MS, async () => raise(await createWorker()));

    // Day 70: neither is within 14 days of its due date (day 90, day 100).
    await atTime(start + 70 * DAY_MS, async () => {
      expect(await openIds(admin, 'dueSoon')).not.toContain(older.id);
      const open = await openIds(admin, 'open');
      expect(open.indexOf(older.id)).toBeLessThan(open.indexOf(newer.id));
    });
    // Day 80: the older is due in 10 days.
    await atTime(start + 80 * DAY_MS, async () => {
      expect(await openIds(admin, 'dueSoon')).toContain(older.id);
      expect(await openIds(admin, 'dueSoon')).not.toContain(newer.id);
      expect(await openIds(admin, 'overdue')).not.toContain(older.id);
    });
    // Day 95: the older is overdue, the newer due soon; the worker sees the same.
    await atTime(start + 95 * DAY_MS, async () => {
      expect(await openIds(admin, 'overdue')).toContain(older.id);
      expect(await openIds(admin, 'overdue')).not.toContain(newer.id);
      expect(await openIds(admin, 'dueSoon')).toContain(newer.id);
      const detail = await callApi('getGrievanceById', { token: admin.token, query: { id: older.id } });
      expect(detail.body.data.state).toBe('overdue');
    });
  });

  it('pages the open list with a cursor, one page at a time, and refuses a cursor of another view', async () => {
    const admin = await createStaff('admin');
    const worker = await createWorker();
    const at = Date.parse('2031-06-01T00:00:00.000Z');
    await atTime(at, async () => {
      for (let n = 0; n < 3; n++) await raise(worker, `Concern ${n}`);
      const first = await callApi('getGrievances', {
        token: admin.token,
        query: { view: 'open', limit: '2' },
      });
      expect(first.body.data).toHaveLength(2);
      expect(first.body.cursor).toBeDefined();
      const second = await callApi('getGrievances', {
        token: admin.token,
        query: { view: 'open', limit: '2', cursor: first.body.cursor },
      });
      expect(second.status).toBe(200);
      const seen = [...first.body.data, ...second.body.data].map((row) => row.id);
      expect(new Set(seen).size).toBe(seen.length);
    });
    // 80 days on, the three are due within 14 days: a cursor of that view lies after every overdue ticket.
    await atTime(at + 80 * 24 * 3600_000, async () => {
      const dueSoon = await callApi('getGrievances', {
        token: admin.token,
        query: { view: 'dueSoon', limit: '2' },
      });
      expect(dueSoon.body.cursor).toBeDefined();
      const overdue = await callApi('getGrievances', {
        token: admin.token,
        query: { view: 'overdue', limit: '2', cursor: dueSoon.body.cursor },
      });
      expect(overdue.status).toBe(400);
      expect(overdue.body.message).toContain('cursor');
    });
  });

  it('cannot be read by another worker, nor by HR or OPS, and is refused past the cap of open ones', async () => {
    const worker = await createWorker();
    const other = await createWorker();
    const ticket = await raise(worker);
    expect((await callApi('getMyRights', { token: other.token })).body.grievances).toEqual([]);
    for (const role of ['HR', 'OPS'] as const) {
      const staff = await createStaff(role);
      expect(
        (await callApi('getGrievanceById', { token: staff.token, query: { id: ticket.id } })).status,
      ).toBe(403);
    }
    expect((await callApi('getGrievanceById', { token: other.token, query: { id: ticket.id } })).status).toBe(
      403,
    );
    for (let n = 1; n < GRIEVANCE_OPEN_MAX; n++) await raise(worker);
    const over = await callApi('raiseGrievance', {
      token: worker.token,
      body: { category: 'other', text: 'One more', language: 'en' },
    });
    expect(over.status).toBe(409);
  });

  it(`keeps at most ${GRIEVANCE_OPEN_MAX} open however many raises race, and a closed one frees a place`, async () => {
    const worker = await createWorker();
    const admin = await createStaff('admin');
    const answers = await Promise.all(
      Array.from({ length: GRIEVANCE_OPEN_MAX + 7 }, (_, n) =>
        callApi('raiseGrievance', {
          token: worker.token,
          body: { category: 'other', text: `Concern ${n}`, language: 'en' },
        }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(GRIEVANCE_OPEN_MAX);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(grievanceMessages.tooManyOpen);
    }
    const own = (await callApi('getMyRights', { token: worker.token })).body.grievances;
    expect(own.map((ticket) => ticket.id).sort()).toEqual(
      answers.flatMap((answer) => (answer.status === 200 ? [answer.body.data.id] : [])).sort(),
    );

    const first = own[0]?.id ?? '';
    const closed = await callApi('answerGrievance', {
      token: admin.token,
      body: { id: first, action: 'close' },
    });
    expect(closed.status).toBe(200);
    // Closing twice frees no second place.
    expect(
      (await callApi('answerGrievance', { token: admin.token, body: { id: first, action: 'close' } })).status,
    ).toBe(200);
    await raise(worker, 'After the close');
    const over = await callApi('raiseGrievance', {
      token: worker.token,
      body: { category: 'other', text: 'And one more', language: 'en' },
    });
    expect(over.status).toBe(409);
  });

  it(`keeps at most ${GRIEVANCE_REPLIES_MAX} replies on a ticket however many replies race`, async () => {
    const worker = await createWorker();
    const admin = await createStaff('admin');
    const ticket = await raise(worker);
    const key = grievances.keyOf(ticket.id) as { pk: string; sk: string };
    const earlier = { AT: '2031-01-01T00:00:00.000Z', TEXT: 'Earlier', BY: admin.id };
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET REPLIES = :replies',
        ExpressionAttributeValues: { ':replies': Array(GRIEVANCE_REPLIES_MAX - 3).fill(earlier) },
      }),
    );

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        callApi('answerGrievance', {
          token: admin.token,
          body: { id: ticket.id, action: 'reply', text: `Reply ${n}` },
        }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(grievanceMessages.tooManyReplies);
    }
    expect((await grievances.get(ticket.id))?.REPLIES).toHaveLength(GRIEVANCE_REPLIES_MAX);
  });

  it(`refuses text over ${GRIEVANCE_TEXT_MAX} characters, an unknown category and markup, naming the field`, async () => {
    const worker = await createWorker();
    const cases = [
      [{ category: 'other', text: 'x'.repeat(GRIEVANCE_TEXT_MAX + 1), language: 'en' }, 'Please describe'],
      [{ category: 'billing', text: 'Hello', language: 'en' }, 'category must be one of'],
      [{ category: 'other', text: '<script>', language: 'en' }, 'text: Concern must not contain < or >'],
      [{ category: 'other', text: '   ', language: 'en' }, 'Please describe'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await callApi('raiseGrievance', { token: worker.token, body: body as never });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const unknown = await callApi('getGrievanceById', {
      token: (await createStaff('admin')).token,
      query: { id: `${worker.id}-00000000` },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the reply notice', () => {
  it('is one SMS in the worker’s language to a verified number, with no reply text in it', async () => {
    const worker = await createWorker();
    await users.setSiteLanguage(worker.id, 'hi');
    const admin = await createStaff('admin');
    const ticket = await raise(worker);
    const number = await mobileOf(worker);
    const account = await users.get(worker.id);
    const before = await emailsTo(account?.EMAIL ?? '');

    const replied = await callApi('answerGrievance', {
      token: admin.token,
      body: { id: ticket.id, action: 'reply', text: 'A secret-free answer.' },
    });
    expect(replied.body.notified).toBe('sms');
    const sent = smsTo(number);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message).toContain(ticket.id);
    expect(sent[0]?.message).toContain('निजता');
    expect(sent[0]?.message).not.toContain('secret-free');
    expect(await emailsTo(account?.EMAIL ?? '')).toHaveLength(before.length);
  });

  it('is one e-mail when the number is not verified', async () => {
    const worker = await createWorker({ verified: false });
    await users.setSiteLanguage(worker.id, 'te');
    const admin = await createStaff('admin');
    const ticket = await raise(worker);
    const email = (await users.get(worker.id))?.EMAIL ?? '';

    const replied = await callApi('answerGrievance', {
      token: admin.token,
      body: { id: ticket.id, action: 'reply', text: 'Done.' },
    });
    expect(replied.body.notified).toBe('email');
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('మీ గోప్యత ఫిర్యాదుకు జవాబు');
    expect(mails[0]?.body.text).toContain(ticket.id);
    expect(mails[0]?.body.text).toMatch(/https?:\/\/[^ ]+\/profile /);
  });

  it('is an e-mail instead of an SMS once the worker had their status SMS of the day', async () => {
    const worker = await createWorker();
    const admin = await createStaff('admin');
    const ticket = await raise(worker);
    for (let n = 0; n < STATUS_SMS_PER_DAY; n++)
      await smsCounts.takeStatusSms(worker.id, dayOf(Date.now()), STATUS_SMS_PER_DAY);
    const replied = await callApi('answerGrievance', {
      token: admin.token,
      body: { id: ticket.id, action: 'reply', text: 'Done.' },
    });
    expect(replied.body.notified).toBe('email');
    expect(smsTo(await mobileOf(worker))).toHaveLength(0);
  });
});

describe('the privacy overview', () => {
  it('counts the withdrawals and grievances of the last 30 days, naming no one, and the notice in force', async () => {
    const admin = await createStaff('admin');
    const now = Date.parse('2032-03-31T10:00:00.000Z');
    await recordPrivacyRequest('export', new Date(now - 29 * DAY_MS));
    await recordPrivacyRequest('export', new Date(now - 30 * DAY_MS)); // one day too old
    await atTime(now, async () => {
      const before = (await callApi('getPrivacyOverview', { token: admin.token })).body;
      const worker = await createWorker();
      expect(
        (
          await callApi('updateConsent', {
            token: worker.token,
            body: { purpose: 'smsUpdates', granted: false, language: 'en' },
          })
        ).status,
      ).toBe(200);
      await raise(worker);
      const after = await callApi('getPrivacyOverview', { token: admin.token });
      expect(after.status).toBe(200);
      expect(after.body.since).toBe('2032-03-02');
      expect(after.body.requests.withdrawal).toBe(before.requests.withdrawal + 1);
      expect(after.body.requests.grievance).toBe(before.requests.grievance + 1);
      expect(after.body.requests.export).toBe(1);
      expect(after.body.grievances.open).toBe(before.grievances.open + 1);
      expect(after.body.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);

      const { Items } = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': privacyRequestPartition('2032-03-31') },
        }),
      );
      // No value names the worker (a random id may contain the digits of theirs).
      expect((Items ?? []).flatMap((item) => Object.values(item).map(String))).not.toContain(
        String(worker.id),
      );
      expect(Items?.every((item) => typeof item.ttl === 'number')).toBe(true);
    });
  });

  it('is for admins only', async () => {
    for (const role of ['HR', 'OPS'] as const)
      expect((await callApi('getPrivacyOverview', { token: (await createStaff(role)).token })).status).toBe(
        403,
      );
    expect((await callApi('getPrivacyOverview', { token: (await createWorker()).token })).status).toBe(403);
  });
});
