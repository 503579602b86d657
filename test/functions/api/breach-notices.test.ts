/**
 * The breach notices (functions/features/breach-notices/send.ts) against DynamoDB Local and the SMS and e-mail
 * stand-ins: each person's notice once, in their language, a minor's to the parent, nobody twice when a batch is
 * sent again, each channel paced below its rate.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeBatch } from '#features/breach-notices/send';
import { takeNotice } from '#lib/db/breach-notices';
import { setEnvironment } from '#lib/environment';
import type { PaceClock } from '#lib/messaging/pacing';
import { emailsTo } from '#test/support/email';
import { type FaultyLink, startFaultyLink } from '#test/support/faulty-link';
import { freshMobileNumber, smsTo } from '#test/support/sms';

// SNS through a relay that can refuse connections: an SMS that fails for real.
let smsLink: FaultyLink;
let sendBreachNotices: typeof import('#features/breach-notices/send').sendBreachNotices;
beforeAll(async () => {
  smsLink = await startFaultyLink(process.env.SNS_ENDPOINT as string);
  // Before the SNS client loads: it reads its endpoint once.
  setEnvironment({ SNS_ENDPOINT: smsLink.endpoint });
  ({ sendBreachNotices } = await import('#features/breach-notices/send'));
});
afterAll(() => smsLink.close());

type Batch = NoticeBatch;
type Recipient = Batch['recipients'][number];

let incidents = 0;
/** An incident of its own for each test: its notices are taken apart from the others'. */
const reference = () => `BR-20261127-${++incidents}`;

const emails: Batch['emails'] = {
  en: {
    subject: 'A security incident affecting your Earnlearn account',
    body: 'Dear {{name}},\n\nThe data concerned is your {{dataClasses}}. Quote BR-20261127.\n',
  },
  hi: { subject: 'आपके Earnlearn खाते से जुड़ी एक सुरक्षा घटना', body: 'प्रिय {{name}},\n\n{{dataClasses}}\n' },
};

function person(overrides: Partial<Recipient> = {}): Recipient {
  const tag = randomBytes(4).toString('hex');
  return {
    userId: Number.parseInt(tag, 16) + 1,
    name: `Worker ${tag}`,
    email: `worker.${tag}@example.com`,
    mobile: freshMobileNumber(),
    language: 'en',
    classes: ['account', 'mobile'],
    parentMobile: '',
    ...overrides,
  };
}

/** Time that moves only when the sender waits for its pace: no test waits for real. */
function fakePaceClock(): PaceClock {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}

const batchOf = (recipients: Recipient[], ref = reference()): Batch => ({
  reference: ref,
  date: '27-11-2026',
  emails,
  recipients,
});

describe('breach notices', () => {
  it('sends each person an SMS in their language and the e-mail filled for them', async () => {
    const english = person();
    const hindi = person({ language: 'hi', classes: ['documents'] });
    const batch = batchOf([english, hindi]);

    const report = await sendBreachNotices(batch, fakePaceClock());

    expect(report).toEqual({
      sms: { sent: 2, failed: 0, skipped: 0, noAddress: 0 },
      email: { sent: 2, failed: 0, skipped: 0, noAddress: 0 },
    });
    const [englishSms] = smsTo(english.mobile);
    expect(englishSms?.message).toBe(
      `Earnlearn: a security incident on 27-11-2026 may have exposed your (or your child's) account data. Ref ${batch.reference}. Help: ${process.env.SITE_URL}/privacy`,
    );
    expect(smsTo(hindi.mobile)[0]?.message).toContain(`संदर्भ ${batch.reference}`);
    const [mail] = await emailsTo(english.email);
    expect(mail?.subject).toBe('A security incident affecting your Earnlearn account');
    expect(mail?.body.text).toContain(`Dear ${english.name},`);
    expect(mail?.body.text).toContain(
      'your profile (name, e-mail, date of birth, city, education); mobile number.',
    );
    expect((await emailsTo(hindi.email))[0]?.body.text).toContain('अपलोड किए दस्तावेज़');
  });

  it('tells a minor’s parent by SMS, and sends the minor no e-mail', async () => {
    const parentMobile = freshMobileNumber();
    const minor = person({ parentMobile, classes: ['account', 'parent'] });

    const report = await sendBreachNotices(batchOf([minor]), fakePaceClock());

    expect(smsTo(parentMobile)).toHaveLength(1);
    expect(smsTo(minor.mobile)).toEqual([]);
    expect(await emailsTo(minor.email)).toEqual([]);
    expect(report.email).toEqual({ sent: 0, failed: 0, skipped: 0, noAddress: 1 });
  });

  it('sends nobody the same notice twice when the batch is sent again', async () => {
    const people = [person(), person()];
    const batch = batchOf(people);
    await sendBreachNotices(batch, fakePaceClock());

    const again = await sendBreachNotices(batch, fakePaceClock());

    expect(again).toEqual({
      sms: { sent: 0, failed: 0, skipped: 2, noAddress: 0 },
      email: { sent: 0, failed: 0, skipped: 2, noAddress: 0 },
    });
    for (const { mobile, email } of people) {
      expect(smsTo(mobile)).toHaveLength(1);
      expect(await emailsTo(email)).toHaveLength(1);
    }
  });

  it('sends no notice a run took and never finished (it may have gone), and the other channel still', async () => {
    const crashed = person();
    const batch = batchOf([crashed]);
    await takeNotice(batch.reference, crashed.userId, 'sms', Date.now());

    const report = await sendBreachNotices(batch, fakePaceClock());

    expect(report.sms).toEqual({ sent: 0, failed: 0, skipped: 1, noAddress: 0 });
    expect(smsTo(crashed.mobile)).toEqual([]);
    expect(report.email.sent).toBe(1);
  });

  it('counts a notice SNS refuses as failed, and sends it on the next run', async () => {
    const refused = person();
    const batch = batchOf([refused]);
    await smsLink.setMode('refusing');
    let first: Awaited<ReturnType<typeof sendBreachNotices>>;
    try {
      first = await sendBreachNotices(batch, fakePaceClock());
    } finally {
      await smsLink.setMode('up');
    }
    expect(first.sms).toEqual({ sent: 0, failed: 1, skipped: 0, noAddress: 0 });
    expect(smsTo(refused.mobile)).toEqual([]);

    const next = await sendBreachNotices(batch, fakePaceClock());

    expect(next.sms).toEqual({ sent: 1, failed: 0, skipped: 0, noAddress: 0 });
    expect(next.email).toEqual({ sent: 0, failed: 0, skipped: 1, noAddress: 0 });
    expect(smsTo(refused.mobile)).toHaveLength(1);
  });

  it('paces each channel below its rate: 15 SMS and 10 e-mails a second', async () => {
    const smsOnly = fakePaceClock();
    await sendBreachNotices(batchOf(Array.from({ length: 30 }, () => person({ email: '' }))), smsOnly);
    const emailOnly = fakePaceClock();
    await sendBreachNotices(batchOf(Array.from({ length: 30 }, () => person({ mobile: '' }))), emailOnly);

    // The first of each goes at once, each next one a pace's spacing later (67 ms for SMS, 100 ms for e-mail).
    expect(smsOnly.now()).toBeGreaterThanOrEqual(29 * 67);
    expect(emailOnly.now()).toBeGreaterThanOrEqual(29 * 100);
  });

  it('refuses an e-mail the incident record left unfilled, before sending anything', async () => {
    const unfilled = person();
    const batch = {
      ...batchOf([unfilled]),
      emails: { en: { subject: 'Incident', body: 'Dear {{name}}, {{whatHappened}}' } },
    };

    await expect(sendBreachNotices(batch, fakePaceClock())).rejects.toThrow(/whatHappened/);
    expect(smsTo(unfilled.mobile)).toEqual([]);
  });
});

describe('npm run breach -- --notify, on the configured table', () => {
  it('sends the listed workers their notices, the e-mail filled from the incident record, and reports the counts', async () => {
    const { createWorker } = await import('#test/support/accounts');
    const users = await import('#lib/db/users');
    const { main } = await import('../../../scripts/breach');
    const worker = await createWorker();
    const account = await users.get(worker.id);
    const dir = mkdtempSync(join(tmpdir(), 'breach-incident-'));
    const incidentFile = join(dir, 'incident.json');
    writeFileSync(
      incidentFile,
      JSON.stringify({
        reference: 'BR-20261128-1',
        discoveredAt: '2026-11-28T06:00:00Z',
        contactName: 'Priya Nair',
        contactEmail: 'privacy@earnlearn.in',
        texts: {
          en: {
            whatHappened: 'A staff password was used by someone else.',
            consequences: 'Your contacts may be misused for spam.',
            whatWeDid: 'We ended every staff session.',
            whatYouCanDo: 'Ignore calls asking for a code.',
          },
        },
      }),
    );
    const lines: string[] = [];
    const output = { log: () => undefined, error: (line: string) => lines.push(line) };
    const window = ['--from', '2026-11-27T00:00:00+05:30', '--to', new Date().toISOString()];
    try {
      const code = await main([...window, '--ids', String(worker.id), '--notify', incidentFile], output);
      expect(code, lines.join('\n')).toBe(0);
      expect(lines.at(-1)).toBe(
        "Notices of BR-20261128-1: SMS sent 1, failed 0, skipped (an earlier run's) 0, no address 0; e-mail sent 1, failed 0, skipped (an earlier run's) 0, no address 0",
      );
      expect(smsTo(String(account?.MOBILE_NUMBER))[0]?.message).toContain('on 27-11-2026 may have exposed');
      const [mail] = await emailsTo(String(account?.EMAIL));
      expect(mail?.body.text).toContain(
        'A staff password was used by someone else. It happened between 27 November 2026',
      );
      expect(mail?.body.text).toContain(
        'Priya Nair, privacy@earnlearn.in. Please quote the reference BR-20261128-1.',
      );
      expect(mail?.body.text).not.toContain('{{');

      expect(await main([...window, '--ids', String(worker.id), '--notify', incidentFile], output)).toBe(0);
      expect(lines.at(-1)).toContain("SMS sent 0, failed 0, skipped (an earlier run's) 1");
      expect(smsTo(String(account?.MOBILE_NUMBER))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
