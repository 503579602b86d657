/**
 * The job lifecycle and the moderation queue: a job created as a draft or in review is invisible to workers and
 * the public (job reads, the job page, apply, save, report, lists and search); getModerationQueue lists the
 * jobs in review oldest first, a page at a time, with their hits; decideModeration approves (live, listed),
 * rejects or asks for changes, once (409 for the second), audited in getAdminJob; a live job edited back to
 * review leaves the lists in the edit's own transaction.
 */
import { describe, expect, it } from 'vitest';
import { jobPageResponse } from '#functions/pages/job-page';
import { toApiGatewayEvent } from '#infra/local/events';
import * as jobEdits from '#lib/db/job-edits';
import * as jobModeration from '#lib/db/job-moderation';
import * as jobs from '#lib/db/jobs';
import { ALREADY_DECIDED_CODE, type ModerationDecision } from '#shared/domain/moderation/decisions';
import { moderate } from '#shared/domain/moderation/moderate';
import { type RuleCheck, storedHits } from '#shared/domain/moderation/rule-check';
import { RULES_VERSION } from '#shared/domain/moderation/rules';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { jobInput } from '#test/support/fixtures';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Earnlearn</title></head><body><div id="root"></div></body></html>';
const poster = { ID: 900, EMAIL: 'poster@employer.example' };
const FEE_TEXT = 'Pay a registration fee of ₹500 before you start.';

function feeCheck(at: string): RuleCheck {
  const hits = moderate({ description: FEE_TEXT });
  expect(hits.length).toBeGreaterThan(0);
  return { RULES_VERSION, HITS: storedHits(hits), BY: poster, AT: at };
}

/** A job submitted for review at `at` (its description asks for a fee, which the rules hold). */
function inReview(at: string, title = `Data entry operator ${at}`) {
  return jobs.create(jobInput({ TITLE: title, DESCRIPTION: FEE_TEXT, RULE_CHECK: feeCheck(at) }), {
    state: 'inReview',
    at,
    by: poster,
  });
}

async function queueIds(admin: TestAccount, limit = 100): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const answer = await callApi('getModerationQueue', {
      token: admin.token,
      query: { limit: String(limit), ...(cursor ? { cursor } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.push(...answer.body.data.map((row) => row.id));
    cursor = answer.body.cursor;
  } while (cursor);
  return ids;
}

const decide = (
  admin: TestAccount,
  id: number,
  decision: ModerationDecision,
  options: { version?: number; reason?: string } = {},
) =>
  callApi('decideModeration', {
    token: admin.token,
    body: {
      id,
      version: options.version ?? 0,
      decision,
      ...(options.reason ? { reason: options.reason } : {}),
    },
  });

async function adminJob(admin: TestAccount, id: number) {
  const answer = await callApi('getAdminJob', { token: admin.token, query: { id: String(id) } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function jobPageStatus(id: number): Promise<number> {
  const event = toApiGatewayEvent(
    { method: 'GET', url: `/jobs/${id}`, headers: { host: 'earnlearn.example' } },
    'GET /jobs/{id}',
  );
  event.pathParameters = { id: String(id) };
  return (await jobPageResponse(event, TEMPLATE)).statusCode ?? 0;
}

/** What a worker and the public can reach of job `id`. */
async function seenByWorkers(id: number, word: string) {
  const worker = await createWorker();
  const [byId, publicJob, page, all, found, apply, save, report] = await Promise.all([
    callApi('getJobById', { token: worker.token, query: { id: String(id) } }),
    callApi('getPublicJob', { query: { id: String(id) } }),
    jobPageStatus(id),
    callApi('getAllJobs', { token: worker.token, query: { limit: '100' } }),
    callApi('searchJobs', { token: worker.token, query: { q: word, limit: '100' } }),
    callApi('applyJob', { token: worker.token, body: { id } }),
    callApi('saveJob', { token: worker.token, body: { id } }),
    callApi('reportJob', { token: worker.token, body: { id, reason: 'fake' } }),
  ]);
  return {
    byId: 'ID' in byId.body.data,
    publicJob: publicJob.status,
    page,
    listed: all.body.data.some((job) => job.ID === id),
    found: found.body.data.some((job) => job.ID === id),
    apply: apply.status,
    save: save.status,
    report: report.status,
  };
}

const INVISIBLE = {
  byId: false,
  publicJob: 404,
  page: 404,
  listed: false,
  found: false,
  apply: 404,
  save: 404,
  report: 404,
};

describe('a job not published', () => {
  it('is no job to workers and the public, in review, as a draft and once rejected', async () => {
    const admin = await createStaff('admin');
    const review = await inReview('2026-01-05T10:00:00.000Z', 'Quokkawrangler review');
    const draft = await jobs.create(jobInput({ TITLE: 'Quokkawrangler draft' }), {
      state: 'draft',
      at: '2026-01-05T10:00:00.000Z',
      by: poster,
    });
    const rejected = await inReview('2026-01-05T10:01:00.000Z', 'Quokkawrangler rejected');
    expect((await decide(admin, rejected.ID, 'reject', { reason: 'Asks for a fee.' })).status).toBe(200);

    for (const job of [review, draft, rejected]) {
      expect(await seenByWorkers(job.ID, 'Quokkawrangler'), job.TITLE).toEqual(INVISIBLE);
    }
  });

  it('shows its state to the admin, in the job list and on the job page', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-05T11:00:00.000Z');

    const { job: read } = await adminJob(admin, job.ID);
    const list = await callApi('getPostedJobs', { token: admin.token, query: { limit: '100' } });

    expect(read).toMatchObject({
      STATE: 'inReview',
      STATUS: 'CLOSED',
      SUBMITTED_AT: '2026-01-05T11:00:00.000Z',
    });
    expect(list.body.data.find((row) => row.ID === job.ID)).toMatchObject({
      STATE: 'inReview',
      STATUS: 'CLOSED',
    });
  });

  it('cannot be opened by the status switch (409): only its approval publishes it', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-05T12:00:00.000Z');

    const answer = await callApi('updateJobStatus', {
      token: admin.token,
      body: { id: job.ID, status: 'OPEN' },
    });

    expect(answer.status).toBe(409);
    expect((await adminJob(admin, job.ID)).job.STATE).toBe('inReview');
  });
});

describe('getModerationQueue', () => {
  it('lists the jobs in review oldest submission first, a page at a time, and no draft or live job', async () => {
    const admin = await createStaff('admin');
    const third = await inReview('2026-02-01T09:00:03.000Z');
    const first = await inReview('2026-02-01T09:00:01.000Z');
    const second = await inReview('2026-02-01T09:00:02.000Z');
    const draft = await jobs.create(jobInput(), {
      state: 'draft',
      at: '2026-02-01T09:00:00.000Z',
      by: poster,
    });
    const live = await jobs.create(jobInput());

    const paged = await queueIds(admin, 2);
    const ours = paged.filter((id) => [first.ID, second.ID, third.ID, draft.ID, live.ID].includes(id));

    expect(ours).toEqual([first.ID, second.ID, third.ID]);
    expect(paged).toEqual(await queueIds(admin));
  });

  it('shows each job with its poster, submission time, rules version and hits explained', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-01T00:00:00.000Z');

    const answer = await callApi('getModerationQueue', { token: admin.token, query: { limit: '100' } });
    const row = answer.body.data.find((candidate) => candidate.id === job.ID);

    expect(row).toMatchObject({
      title: job.TITLE,
      companyName: job.COMPANY_NAME,
      poster: { id: poster.ID, email: poster.EMAIL },
      submittedAt: '2026-01-01T00:00:00.000Z',
      version: 0,
      rulesVersion: RULES_VERSION,
      job: { ID: job.ID, DESCRIPTION: FEE_TEXT },
    });
    expect(row?.hits).toContainEqual(
      expect.objectContaining({
        rule: 'money.registrationFee',
        field: 'description',
        language: 'en',
        match: expect.stringMatching(/registration fee/i),
        explanation: expect.stringContaining('registration fee'),
      }),
    );
  });
});

describe('decideModeration', () => {
  it('approves: the job is live, listed and found, takes applications, and leaves the queue', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-02T00:00:00.000Z', 'Axolotlkeeper trainee');

    const answer = await decide(admin, job.ID, 'approve');

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const seen = await seenByWorkers(job.ID, 'Axolotlkeeper');
    expect(seen).toMatchObject({
      byId: true,
      publicJob: 200,
      page: 200,
      listed: true,
      found: true,
      apply: 200,
    });
    expect(await queueIds(admin)).not.toContain(job.ID);
    const { job: read, moderation } = await adminJob(admin, job.ID);
    expect(read).toMatchObject({ STATE: 'live', STATUS: 'OPEN' });
    // A first publication is new to workers: posted when approved.
    expect(read.POSTED_AT > job.POSTED_AT).toBe(true);
    expect(moderation).toEqual([
      expect.objectContaining({
        DECISION: 'approve',
        BY: expect.objectContaining({ ID: admin.id }),
        RULES_VERSION,
        VERSION: 0,
      }),
    ]);
  });

  it('rejects with the reason kept for the poster and in the audit trail', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-03T00:00:00.000Z');

    expect((await decide(admin, job.ID, 'reject', { reason: 'Asks workers for a fee.' })).status).toBe(200);

    const { job: read, moderation } = await adminJob(admin, job.ID);
    expect(read).toMatchObject({ STATE: 'rejected', MODERATION_REASON: 'Asks workers for a fee.' });
    expect(moderation).toEqual([
      expect.objectContaining({ DECISION: 'reject', REASON: 'Asks workers for a fee.' }),
    ]);
    expect(await queueIds(admin)).not.toContain(job.ID);
  });

  it('asks for changes: back to draft with the reason; the poster submits it again and it rejoins the queue', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-04T00:00:00.000Z');

    expect((await decide(admin, job.ID, 'requestChanges', { reason: 'Remove the fee.' })).status).toBe(200);
    expect((await adminJob(admin, job.ID)).job).toMatchObject({
      STATE: 'draft',
      MODERATION_REASON: 'Remove the fee.',
    });
    expect(await queueIds(admin)).not.toContain(job.ID);

    await jobModeration.submit(job.ID, 0, { at: '2026-01-04T01:00:00.000Z', by: poster }, undefined);

    const { job: read } = await adminJob(admin, job.ID);
    expect(read.STATE).toBe('inReview');
    expect(read.MODERATION_REASON).toBeUndefined();
    expect(read.RULE_CHECK).toBeUndefined();
    expect(await queueIds(admin)).toContain(job.ID);
    // Submitting what is no longer a draft is refused.
    await expect(
      jobModeration.submit(job.ID, 0, { at: '2026-01-04T02:00:00.000Z', by: poster }, undefined),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses a reject or a request for changes without a reason (400 naming reason)', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-06T00:00:00.000Z');

    const answers = await Promise.all([
      decide(admin, job.ID, 'reject'),
      decide(admin, job.ID, 'requestChanges'),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    }
    expect((await adminJob(admin, job.ID)).job.STATE).toBe('inReview');
  });

  it('takes one decision when two admins decide at once: the other gets 409 alreadyDecided', async () => {
    const [one, two] = await Promise.all([createStaff('admin'), createStaff('admin')]);
    const job = await inReview('2026-01-07T00:00:00.000Z');

    const answers = await Promise.all([
      decide(one, job.ID, 'approve'),
      decide(two, job.ID, 'reject', { reason: 'Asks for a fee.' }),
    ]);

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe(ALREADY_DECIDED_CODE);
    expect((await adminJob(one, job.ID)).moderation).toHaveLength(1);
    const again = await decide(one, job.ID, 'approve');
    expect(again.status).toBe(409);
  });

  it('refuses a decision on a version the poster has edited since (409), and an unknown job (404)', async () => {
    const admin = await createStaff('admin');
    const job = await inReview('2026-01-08T00:00:00.000Z');

    expect((await decide(admin, job.ID, 'approve', { version: 3 })).status).toBe(409);
    expect((await decide(admin, 999_999_999, 'approve')).status).toBe(404);
  });
});

describe('a live job edited back to review', () => {
  it('leaves the lists and joins the queue in the edit, and its approval keeps its place', async () => {
    const admin = await createStaff('admin');
    const live = await jobs.create(jobInput({ TITLE: 'Capybarasitter helper' }));
    const edited = { ...jobInput({ TITLE: 'Capybarasitter helper', DESCRIPTION: FEE_TEXT }) };
    const at = '2026-01-09T00:00:00.000Z';

    const version = await jobEdits.edit(live, edited, 0, {
      at,
      by: poster,
      changes: [{ field: 'DESCRIPTION', before: live.DESCRIPTION, after: FEE_TEXT }],
      ruleCheck: feeCheck(at),
      toReview: { at, by: poster },
    });

    expect(await seenByWorkers(live.ID, 'Capybarasitter')).toEqual(INVISIBLE);
    expect(await queueIds(admin)).toContain(live.ID);
    expect((await decide(admin, live.ID, 'approve', { version })).status).toBe(200);
    const { job: read } = await adminJob(admin, live.ID);
    expect(read).toMatchObject({ STATE: 'live', POSTED_AT: live.POSTED_AT, DESCRIPTION: FEE_TEXT });
    expect(await seenByWorkers(live.ID, 'Capybarasitter')).toMatchObject({ listed: true, found: true });
  });
});
