/**
 * The daily job-alert digest (functions/features/job-alerts/digest.ts): it matches only the jobs posted since an
 * alert's last digest, purely by its filters (minors too), sends at most one a worker a day, and an SMS digest
 * keeps every SMS rule (consent, active, daily cap, DLT template in the worker's language, the record of what
 * was sent). Creating, listing and stopping alerts are job-alerts.test.ts's.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { runDigest } from '#features/job-alerts/digest';
import { digestLinkResponse } from '#features/job-pages/digest-link';
import { UNSUBSCRIBE_VALID_DAYS } from '#lib/auth/unsubscribe-token';
import { db, tableName } from '#lib/clients/dynamodb';
import * as alertsDb from '#lib/db/job-alerts';
import { alertDigestDayKey, statusSmsDayKey } from '#lib/db/keys';
import { setEnvironment } from '#lib/environment';
import { STATUS_SMS_PER_DAY } from '#lib/messaging/allowance';
import { istDayAfter } from '#shared/domain/interviews';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { emailsTo } from '#test/support/email';
import { createJob } from '#test/support/fixtures';
import {
  accountOf,
  consentToJobAlerts,
  createAlert,
  createAlertFor,
  setOnAccount,
} from '#test/support/job-alerts';
import { smsTo } from '#test/support/sms';
import { whatsAppTo } from '#test/support/whatsapp';

const DAY_MS = 86_400_000;
/** The site's origin the digests link to (api-env.ts: the local inbox's). */
const site = () => String(process.env.SITE_URL);

/** A word no other test's job has, so each test's digest is about its own jobs only. */
let words = 0;
const uniqueWord = () => `zq${(words++).toString(36)}${Date.now().toString(36)}x`;
/** A job posted `afterMs` from now (the digest takes jobs posted after an alert's creation). */
const postJob = (overrides: Parameters<typeof createJob>[0] = {}, afterMs = 1_000) =>
  createJob({ POSTED_AT: new Date(Date.now() + afterMs).toISOString(), ...overrides });

describe('the daily digest', () => {
  it('leaves out a new matching job whose apply-by day has passed', async () => {
    const word = uniqueWord();
    const worker = await createWorker();
    await createAlertFor(worker, { q: word, city: 'chennai' }, 'email');
    await postJob({ TITLE: `Open ${word} rider`, CITY: 'chennai', WORK_FROM_HOME: 0 });
    await postJob({
      TITLE: `Past ${word} rider`,
      CITY: 'chennai',
      WORK_FROM_HOME: 0,
      APPLY_BY: '2020-01-31',
    });

    await runDigest({ now: Date.now() + 5_000 });
    const text = (await emailsTo(String((await accountOf(worker)).EMAIL)))[0]?.body.text ?? '';
    expect(text).toContain(`Open ${word} rider`);
    expect(text).not.toContain(`Past ${word} rider`);
  });

  it('sends the new matching jobs only, one e-mail with the link and the unsubscribe link, once a day', async () => {
    const word = uniqueWord();
    const before = await createJob({ TITLE: `Early ${word} rider`, CITY: 'chennai' });
    const worker = await createWorker();
    const alertId = await createAlertFor(worker, { q: word, city: 'chennai' }, 'email');
    const matching = await postJob({ TITLE: `Night ${word} rider`, CITY: 'chennai', WORK_FROM_HOME: 0 });
    await postJob({ TITLE: `Day ${word} rider`, CITY: 'pune', WORK_FROM_HOME: 0 });
    await postJob({ TITLE: 'Cashier', CITY: 'chennai' });

    const now = Date.now() + 5_000;
    const run = await runDigest({ now });
    expect(run.outcomes.sent ?? 0).toBeGreaterThanOrEqual(1);
    const account = await accountOf(worker);
    const mails = await emailsTo(String(account.EMAIL));
    expect(mails).toHaveLength(1);
    const text = mails[0]?.body.text ?? '';
    expect(text).toContain(`Night ${word} rider`);
    expect(text).not.toContain(`Day ${word} rider`);
    expect(text).not.toContain(before.TITLE);
    // One job: its page; and the one-tap link, whose token stops this alert.
    expect(text).toContain(`${site()}/jobs/${matching.ID}`);
    const token = new RegExp(`${site()}/unsubscribe#(\\S+)`).exec(text)?.[1] ?? '';
    expect(token.startsWith(`${worker.id}.${alertId}.`)).toBe(true);
    const mark = await db.send(
      new GetCommand({ TableName: tableName, Key: alertDigestDayKey(worker.id, istDayAfter(now, 0)) }),
    );
    expect(mark.Item).toMatchObject({ CHANNEL: 'email', JOBS: 1 });

    // Later the same day: a newer matching job waits for tomorrow.
    const later = await postJob({ TITLE: `Late ${word} rider`, CITY: 'chennai' }, 6_000);
    await runDigest({ now: now + 10_000 });
    expect(await emailsTo(String(account.EMAIL))).toHaveLength(1);
    // The next day: only the job not sent yet (one: its page).
    await runDigest({ now: now + DAY_MS });
    const next = await emailsTo(String(account.EMAIL));
    expect(next).toHaveLength(2);
    expect(next[0]?.body.text).toContain(`Late ${word} rider`);
    expect(next[0]?.body.text).not.toContain(`Night ${word} rider`);
    expect(next[0]?.body.text).toContain(`/jobs/${later.ID}`);
    // Then a day with nothing new sends nothing.
    await runDigest({ now: now + 2 * DAY_MS });
    expect(await emailsTo(String(account.EMAIL))).toHaveLength(2);
  });

  it('links Explore with the alert’s filters when several jobs match, and names the count', async () => {
    const word = uniqueWord();
    const worker = await createWorker();
    await createAlertFor(worker, { q: word, type: 'internship', sort: 'earnings' }, 'email');
    for (const city of ['chennai', 'pune', 'hyderabad', 'mumbai'])
      await postJob({ TITLE: `${word} intern ${city}`, CITY: city, TYPE: 'INTERNSHIP' });
    await postJob({ TITLE: `${word} full job`, TYPE: 'JOB' });
    await runDigest({ now: Date.now() + 5_000 });
    const [mail] = await emailsTo(String((await accountOf(worker)).EMAIL));
    expect(mail?.subject).toContain('4 new job(s)');
    expect(mail?.body.text).toContain(
      `${site()}/dashboard?tab=explore&q=${word}&type=internship&sort=earnings`,
    );
    expect(mail?.body.text).not.toContain('full job');
    // The same news in the bell, linking the same search.
    const bell = await callApi('getNotifications', { token: worker.token });
    expect(bell.body).toMatchObject({
      unread: 1,
      data: [
        {
          kind: 'alertMatch',
          count: 4,
          link: `/dashboard?tab=explore&q=${word}&type=internship&sort=earnings`,
          read: false,
        },
      ],
    });
  });

  it('sends an SMS digest in the worker’s language with its DLT template, counted and on the record', async () => {
    setEnvironment({ SMS_ALERT_TEMPLATE_ID_HI: '1107123456789012354' });
    const word = uniqueWord();
    const worker = await createWorker();
    await setOnAccount(worker, { SITE_LANGUAGE: 'hi' });
    await createAlertFor(worker, { q: word }, 'sms');
    await postJob({ TITLE: `${word} helper` });
    await runDigest({ now: Date.now() + 5_000 });
    const account = await accountOf(worker);
    const [sms] = smsTo(String(account.MOBILE_NUMBER));
    expect(sms?.message).toMatch(/^Earnlearn: आपके अलर्ट/);
    // Short links (the code within DLT's 30 characters), not the full ones.
    expect(sms?.message).toMatch(new RegExp(`${site()}/a/[0-9a-z]{1,8}\\.[A-Za-z0-9_-]{12}/stop$`));
    expect(sms?.message).not.toContain('/unsubscribe#');
    expect(sms?.templateId).toBe('1107123456789012354');
    const day = new Date().toISOString().slice(0, 10);
    const counted = await db.send(
      new GetCommand({ TableName: tableName, Key: statusSmsDayKey(worker.id, day) }),
    );
    expect(counted.Item?.sent).toBe(1);
    const records = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${worker.id}`, ':prefix': 'MESSAGE#' },
      }),
    );
    expect(records.Items?.map((item) => [item.CHANNEL, item.KIND, item.TEXT])).toContainEqual([
      'sms',
      'alertDigest',
      sms?.message,
    ]);
  });

  it("opens the SMS's short links: the digest's job, and a one-tap stop of the alert", async () => {
    const word = uniqueWord();
    const worker = await createWorker();
    const alertId = await createAlertFor(worker, { q: word }, 'sms');
    const job = await postJob({ TITLE: `${word} cook` });
    await runDigest({ now: Date.now() + 5_000 });
    const [sms] = smsTo(String((await accountOf(worker)).MOBILE_NUMBER));
    const code = new RegExp(`${site()}/a/(\\S+)/stop$`).exec(sms?.message ?? '')?.[1] ?? '';
    expect(code.length).toBeLessThanOrEqual(30);
    expect(sms?.message).toContain(`${site()}/a/${code} `);

    // Kept as long as the stop link works, and no longer.
    const expired = await atTime(Date.now() + (UNSUBSCRIBE_VALID_DAYS + 1) * DAY_MS, () =>
      digestLinkResponse(`/a/${code}/stop`),
    );
    expect(expired.headers?.location).toBe('/unsubscribe');
    const see = await digestLinkResponse(`/a/${code}`);
    expect(see).toMatchObject({ statusCode: 302, headers: { location: `${site()}/jobs/${job.ID}` } });
    expect(see.headers?.['cache-control']).toBe('no-store');
    const stop = await digestLinkResponse(`/a/${code}/stop`);
    const location = String(stop.headers?.location);
    expect(location.startsWith(`${site()}/unsubscribe#${worker.id}.${alertId}.`)).toBe(true);
    // The page sends the token it finds in the fragment: the alert stops.
    const token = location.split('#')[1] ?? '';
    expect((await callApi('unsubscribeJobAlert', { body: { token } })).status).toBe(200);
    expect(await alertsDb.listForWorker(worker.id)).toEqual([]);

    // A code changed or made up leads to Explore, or to the page that says the link is not valid.
    const [user, secret] = code.split('.') as [string, string];
    for (const wrong of [
      `${user}.${secret.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      'zz',
      `0.${secret}`,
    ]) {
      expect((await digestLinkResponse(`/a/${wrong}`)).headers?.location).toBe('/dashboard?tab=explore');
      expect((await digestLinkResponse(`/a/${wrong}/stop`)).headers?.location).toBe('/unsubscribe');
    }
  });

  it('sends no SMS digest past the worker’s daily SMS cap, and the jobs wait for the next day', async () => {
    const word = uniqueWord();
    const worker = await createWorker();
    await createAlertFor(worker, { q: word }, 'sms');
    await postJob({ TITLE: `${word} packer` });
    const day = new Date().toISOString().slice(0, 10);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: statusSmsDayKey(worker.id, day),
        UpdateExpression: 'SET sent = :cap',
        ExpressionAttributeValues: { ':cap': STATUS_SMS_PER_DAY },
      }),
    );
    const run = await runDigest({ now: Date.now() + 5_000 });
    expect(run.outcomes.smsCap).toBeGreaterThanOrEqual(1);
    const account = await accountOf(worker);
    expect(smsTo(String(account.MOBILE_NUMBER))).toEqual([]);
    const [alert] = await alertsDb.listForWorker(worker.id);
    expect(alert?.LAST_DIGEST_AT).toBeUndefined();
  });

  it('sends nothing to a deactivated worker, nor once the consent is withdrawn', async () => {
    const word = uniqueWord();
    const inactive = await createWorker();
    await createAlertFor(inactive, { q: word }, 'email');
    await setOnAccount(inactive, { ACTIVE: 0 });
    const withdrawn = await createWorker();
    await createAlertFor(withdrawn, { q: word }, 'email');
    await setOnAccount(withdrawn, { JOB_ALERTS: false });
    await postJob({ TITLE: `${word} loader` });
    await runDigest({ now: Date.now() + 5_000 });
    expect(await emailsTo(String((await accountOf(inactive)).EMAIL))).toEqual([]);
    expect(await emailsTo(String((await accountOf(withdrawn)).EMAIL))).toEqual([]);
  });

  it('gives a worker under 18 exactly the filters they chose: their city’s jobs, nothing similar', async () => {
    const word = uniqueWord();
    const minor = await createWorker();
    await setOnAccount(minor, { DOB: '2011-03-04' });
    await createAlertFor(minor, { q: word, city: 'pune' }, 'email');
    // Jobs open from 14: the digest names only jobs the worker may take (job-eligibility.test.ts).
    const ELIGIBILITY = { minimumAge: 14 as const, education: [], languages: [], unsafeForMinors: [] };
    const chosen = await postJob({ TITLE: `${word} tutor`, CITY: 'pune', WORK_FROM_HOME: 0, ELIGIBILITY });
    await postJob({ TITLE: `${word} tutor remote`, CITY: 'mumbai', WORK_FROM_HOME: 1, ELIGIBILITY });
    await postJob({ TITLE: 'Tutor', CITY: 'pune', WORK_FROM_HOME: 0, ELIGIBILITY });
    await runDigest({ now: Date.now() + 5_000 });
    const minorList = await callApi('getJobAlerts', { token: minor.token });
    expect(minorList.body.minor).toBe(true);
    const [mail] = await emailsTo(String((await accountOf(minor)).EMAIL));
    expect(mail?.subject).toContain('1 new job(s)');
    expect(mail?.body.text).toContain(`/jobs/${chosen.ID}`);
    expect(mail?.body.text).not.toContain('remote');
  });

  it('sends a WhatsApp digest (the job_alert_digest template) to a worker who opted in to WhatsApp', async () => {
    const word = uniqueWord();
    const worker = await createWorker();
    await setOnAccount(worker, { SITE_LANGUAGE: 'te' });
    expect(
      (
        await callApi('updateConsent', {
          token: worker.token,
          body: { purpose: 'whatsapp', granted: true, language: 'te' },
        })
      ).status,
    ).toBe(200);
    await consentToJobAlerts(worker);
    expect((await createAlert(worker, { q: word, channel: 'whatsapp' })).status).toBe(200);
    const job = await postJob({ TITLE: `${word} picker` });
    await runDigest({ now: Date.now() + 5_000 });
    const number = String((await accountOf(worker)).MOBILE_NUMBER);
    expect(smsTo(number)).toEqual([]);
    const [message] = whatsAppTo(number);
    expect(message).toMatchObject({ template: 'job_alert_digest', language: 'te' });
    expect(message?.parameters[0]).toBe('1');
    expect(message?.parameters[1]).toBe(`${site()}/jobs/${job.ID}`);
    expect(message?.parameters[2]).toMatch(new RegExp(`^${site()}/unsubscribe#${worker.id}\\.`));
  });
});
