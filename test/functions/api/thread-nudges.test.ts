/**
 * Told where they are (issue 39, decision 605): a hiring side's message the worker leaves unread 15 minutes gets
 * one SMS naming the company and the job, with the link to the thread and none of the message's text; at most
 * one a thread until the worker reads it; none for a message read in time, a muted thread or a held message.
 */
import { describe, expect, it } from 'vitest';
import { sendThreadNudges } from '#features/application-threads/nudges';
import { THREAD_NUDGE_DELAY_MINUTES } from '#shared/domain/application-threads';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';
import { mobileOf } from '#test/support/internal-review';
import { smsTo } from '#test/support/sms';

const MINUTE = 60_000;
/** A run as the schedule would make it `minutes` from now. */
const runIn = (minutes: number) => sendThreadNudges({ now: Date.now() + minutes * MINUTE });

const hiringSends = (caller: TestAccount, jobId: number, userId: number, text: string) =>
  callApi('sendApplicantMessage', { token: caller.token, body: { id: jobId, userId, text } });

describe('the SMS of an unread message', () => {
  it('goes once, after the delay, with the company, the job and the link, never the text', async () => {
    const hr = await createStaff('HR');
    const { job, worker } = await createApplication();
    const number = await mobileOf(worker);
    const secret = 'Please bring your college ID card on Monday at ten.';
    expect((await hiringSends(hr, job.ID, worker.id, secret)).status).toBe(200);

    await runIn(THREAD_NUDGE_DELAY_MINUTES - 1);
    expect(smsTo(number)).toHaveLength(0);

    await runIn(THREAD_NUDGE_DELAY_MINUTES + 1);
    const sent = smsTo(number);
    expect(sent).toHaveLength(1);
    // The title cut to DLT's 30 characters ("…" at the end); the site's origin is the stage's SITE_URL.
    expect(sent[0]?.message).toMatch(
      new RegExp(
        `^Earnlearn: You have a new message from ${job.COMPANY_NAME} about ${job.TITLE.slice(0, 20)}.*\\. Read and reply: https?://[^/]+/dashboard\\?tab=applied#messages-${job.ID}$`,
      ),
    );
    expect(sent[0]?.message).not.toContain('college');

    // A second message before the worker reads: no second SMS, however long it waits.
    await hiringSends(hr, job.ID, worker.id, 'And a pen, please.');
    await runIn(2 * THREAD_NUDGE_DELAY_MINUTES + 2);
    expect(smsTo(number)).toHaveLength(1);

    // Once read, the next unread message may be told again.
    expect(
      (await callApi('getApplicationThread', { token: worker.token, query: { id: String(job.ID) } })).status,
    ).toBe(200);
    await hiringSends(hr, job.ID, worker.id, 'See you at the front desk.');
    await runIn(THREAD_NUDGE_DELAY_MINUTES + 1);
    expect(smsTo(number)).toHaveLength(2);
  });

  it('does not go for a message read in time, a muted thread, or a held message', async () => {
    const hr = await createStaff('HR');
    const read = await createApplication();
    const muted = await createApplication();
    const held = await createApplication();
    await hiringSends(hr, read.job.ID, read.worker.id, 'Can you start next week?');
    await callApi('getApplicationThread', { token: read.worker.token, query: { id: String(read.job.ID) } });
    await callApi('muteApplicationThread', {
      token: muted.worker.token,
      body: { id: muted.job.ID, muted: true },
    });
    await hiringSends(hr, muted.job.ID, muted.worker.id, 'Can you start next week?');
    const scam = await hiringSends(
      hr,
      held.job.ID,
      held.worker.id,
      'Pay Rs 500 to hr.desk@okaxis for the kit.',
    );
    expect(scam.body.MESSAGE.HELD).toBe(true);

    await runIn(THREAD_NUDGE_DELAY_MINUTES + 1);
    for (const { worker } of [read, muted, held]) expect(smsTo(await mobileOf(worker))).toHaveLength(0);
  });

  it('goes once when two runs find the same message', async () => {
    const hr = await createStaff('HR');
    const { job, worker } = await createApplication();
    await hiringSends(hr, job.ID, worker.id, 'Are you free on Friday?');
    await Promise.all([runIn(THREAD_NUDGE_DELAY_MINUTES + 1), runIn(THREAD_NUDGE_DELAY_MINUTES + 1)]);
    expect(smsTo(await mobileOf(worker))).toHaveLength(1);
  });
});
