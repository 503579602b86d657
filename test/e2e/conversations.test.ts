/**
 * Talking on the platform, in headless Chromium against the local twin: HR at 1280 px in English and a worker on
 * a 360 px phone in Hindi, each with the page open, neither reloading:
 * - HR writes to the applicant; the worker's open thread shows it within about 10 s, and the worker replies;
 * - HR's message with a UPI id is held: HR sees why, the worker sees the warning in its place, not the text;
 * - HR sends "not selected" with a reason from the templates and rejects the application: the worker's card,
 *   bell and thread change on their own;
 * - a message left unread gets one SMS (the scheduled job run now, its 15 minutes' delay set to 0): the worker
 *   taps its link from the outbox and lands in the thread, open, on HR's message.
 * Who may read which thread, the masking and the rules are proven in test/functions/api and test/shared; the
 * polling's pace and pause in test/web.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { REASON_NAMES, TEMPLATE_NAMES } from '#shared/domain/message-templates';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
} from '#test/support/browser';
import { apply, newestJob, post, signUpWorker, staffAccount, staffToken } from '#test/support/e2e-api';
import { internalLogIn, workerPage } from '#test/support/e2e-pages';
import { texts } from '#test/support/e2e-texts';
import { smsTo } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const hi = texts('hi');
/** Polling is every 10 s: a change shows within that and one answer's time. */
const LIVE = { timeout: 20_000 };

describe('a conversation per application', () => {
  it('HR and a Hindi worker write to each other; a UPI id is held; a rejection shows without a reload', async () => {
    const run = randomBytes(3).toString('hex');
    const worker = await signUpWorker(`Pooja Verma ${run}`, { language: 'hi' });
    const job = await newestJob(worker.token);
    await apply(worker, job.ID);

    // The worker's Applied Jobs, open on the phone, the job's thread open and empty.
    const phone = await workerPage(browser(), worker, 'narrowest', 'hi');
    await phone.goto(`${baseUrl}/dashboard?tab=applied`);
    // Their one application (its title in Hindi where the job has one).
    const card = phone.getByRole('article').first();
    await card.getByRole('button', { name: hi('thread.button'), exact: true }).click();
    const thread = card.getByRole('region', {
      name: new RegExp(`^${hi('thread.heading').replace('{title}', '.+')}$`),
    });
    await thread.getByText(hi('thread.none', { company: job.COMPANY_NAME })).waitFor();

    // HR writes from the applicant's page.
    const desk = await openPage(browser(), 'desktop');
    await internalLogIn(desk, staffAccount('HR'));
    // The dashboard's logos finish loading first: a new address would cut them off.
    await requestsSettled(desk);
    await desk.goto(`${baseUrl}/internal/applications/${job.ID}/${worker.id}`);
    const messages = desk.getByRole('region', { name: 'Messages' });
    const box = messages.getByRole('textbox', { name: /^Message to the applicant/ });
    const send = messages.getByRole('button', { name: 'Send message' });
    const first = `Please bring your college ID on Monday (${run}).`;
    await box.fill(first);
    await send.click();
    await messages.getByText(first).waitFor();

    // The worker's open thread shows it, and the worker answers in Hindi; HR's open page shows the answer.
    await thread.getByText(first).waitFor(LIVE);
    const reply = `ठीक है, मैं सोमवार को आऊँगी (${run})।`;
    await thread.getByRole('textbox', { name: hi('thread.field') }).fill(reply);
    await thread.getByRole('button', { name: hi('thread.send'), exact: true }).click();
    await thread.getByText(reply).waitFor();
    await messages.getByText(reply).waitFor(LIVE);

    // A message with a UPI id is held: HR is told why; the worker sees the warning, never the text.
    const upi = `Pay Rs 500 to hr.desk${run}@okaxis for the uniform.`;
    await box.fill(upi);
    await send.click();
    await messages.getByText(/^Held: the applicant does not see this message/).waitFor();
    await thread.getByText(hi('thread.held')).waitFor(LIVE);
    expect(await thread.getByText(upi).count()).toBe(0);

    // Not selected, with a reason from the templates, and the application rejected.
    await messages
      .getByRole('combobox', { name: 'Template' })
      .selectOption({ label: TEMPLATE_NAMES.notSelected });
    await messages
      .getByRole('combobox', { name: 'Reason' })
      .selectOption({ label: REASON_NAMES.positionFilled });
    await messages.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Hindi' });
    await messages.getByRole('button', { name: 'Use template' }).click();
    await expect(box.inputValue()).resolves.toContain('यह पद पहले ही भर चुका है');
    await send.click();
    await requestsSettled(desk);
    const review = { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'reject' };
    expect((await post('reviewApplication', review, await staffToken('HR'))).status).toBe(200);

    // On the phone, without a reload: the reason in the thread, the move, the card's status and the bell.
    await thread.getByText('यह पद पहले ही भर चुका है', { exact: false }).waitFor(LIVE);
    await thread.getByText(hi('thread.moved', { status: hi('status.REJECTED') })).waitFor(LIVE);
    await card.getByText(hi('status.REJECTED'), { exact: true }).first().waitFor(LIVE);
    await phone.getByRole('button', { name: /^सूचनाएँ, [1-9]\d* अपठित$/ }).waitFor(LIVE);
    await requestsSettled(phone);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    expect(await overflowsHorizontally(phone)).toBe(false);
    expect(pageProblems(phone)).toEqual([]);
    expect(await seriousAccessibilityProblems(desk)).toEqual([]);
    expect(pageProblems(desk)).toEqual([]);
    await desk.context().close();
    await phone.context().close();
  });

  it('a message left unread is told by SMS, whose link lands the worker in the thread', async () => {
    const run = randomBytes(3).toString('hex');
    const worker = await signUpWorker(`Ravi Teja ${run}`);
    const job = await newestJob(worker.token);
    await apply(worker, job.ID);
    const text = `Can you come in on Thursday at 11 (${run})?`;
    const sent = await post(
      'sendApplicantMessage',
      { id: job.ID, userId: worker.id, text },
      await staffToken('HR'),
    );
    expect(sent.status).toBe(200);

    // The 5-minute job, now, taking messages unread for any time (its delay is 15 minutes).
    expect(
      (await fetch(`${baseUrl}/dev/jobs/message-nudges?delayMinutes=0`, { method: 'POST' })).status,
    ).toBe(200);
    const [sms = ''] = await smsTo(worker.number);
    expect(sms).toContain(`You have a new message from ${job.COMPANY_NAME}`);
    expect(sms).not.toContain(run);
    const link = /https?:\/\/\S+#messages-\d+/.exec(sms)?.[0] ?? '';
    const { pathname, search, hash } = new URL(link);
    expect(`${pathname}${search}${hash}`).toBe(`/dashboard?tab=applied#messages-${job.ID}`);

    const phone = await workerPage(browser(), worker, 'narrowest');
    await phone.goto(`${baseUrl}${pathname}${search}${hash}`);
    const en = texts('en');
    const thread = phone.getByRole('region', {
      name: new RegExp(`^${en('thread.heading').replace('{title}', '.+')}$`),
    });
    await thread.getByText(text).waitFor();
    await requestsSettled(phone);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    expect(await overflowsHorizontally(phone)).toBe(false);
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();
  });
});
