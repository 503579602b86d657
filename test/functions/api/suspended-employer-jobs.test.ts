/**
 * A suspended employer's jobs stay unpublished until its reinstatement (decision 550): the moderation queue marks
 * a job of a suspended organisation, approving it is a 409 (employerSuspended) checked in the approval's own
 * transaction, rejecting it still works; an admin's reopen of its closed job is refused the same way, and a
 * report dismissed meanwhile opens the job at the reinstatement; once reinstated, approving and reopening work.
 */
import { describe, expect, it } from 'vitest';
import * as employerChecks from '#lib/db/employer-checks';
import * as jobEdits from '#lib/db/job-edits';
import * as jobReports from '#lib/db/job-reports';
import * as jobs from '#lib/db/jobs';
import { EMPLOYER_SUSPENDED_CODE, employerCheckMessages } from '#shared/domain/employer-checks';
import { JOB_REPORTS_TO_PAUSE } from '#shared/domain/job-reports';
import type { ModerationDecision } from '#shared/domain/moderation/decisions';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { answerOf, callApi } from '#test/support/api';
import { createOrganisationWithOwner } from '#test/support/employers';
import { jobInput } from '#test/support/fixtures';

const poster = { ID: 900, EMAIL: 'poster@employer.example' };

/** A job of the organisation submitted for review at `at`. */
function inReview(organisationId: string, at = new Date().toISOString()) {
  return jobs.create(jobInput({ ORG_ID: organisationId }), { state: 'inReview', at, by: poster });
}

const decide = (admin: TestAccount, id: number, decision: ModerationDecision, version = 0) =>
  callApi('decideModeration', {
    token: admin.token,
    body: { id, version, decision, ...(decision === 'approve' ? {} : { reason: 'Asks for a fee.' }) },
  });

/** The queue's rows of `ids`, read a page of 100 at a time. */
async function queueRows(admin: TestAccount, ids: readonly number[]) {
  const rows = [];
  let cursor: string | undefined;
  do {
    const page = await answerOf('getModerationQueue', {
      token: admin.token,
      query: { limit: '100', ...(cursor ? { cursor } : {}) },
    });
    rows.push(...page.data.filter((row) => ids.includes(row.id)));
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

async function suspended(admin: TestAccount) {
  const { organisationId } = await createOrganisationWithOwner();
  return {
    organisationId,
    suspend: () =>
      answerOf('suspendEmployer', {
        token: admin.token,
        body: { id: organisationId, reason: 'Fee demands.' },
      }),
    reinstate: () => answerOf('reinstateEmployer', { token: admin.token, body: { id: organisationId } }),
  };
}

describe("a suspended employer's job in review", () => {
  it('is marked in the queue, cannot be approved (409 with the reason), and can be rejected', async () => {
    const admin = await createStaff('admin');
    const employer = await suspended(admin);
    const toApprove = await inReview(employer.organisationId);
    const toReject = await inReview(employer.organisationId);
    const earnlearns = await jobs.create(jobInput(), {
      state: 'inReview',
      at: new Date().toISOString(),
      by: poster,
    });
    await employer.suspend();

    const rows = await queueRows(admin, [toApprove.ID, toReject.ID, earnlearns.ID]);
    expect(rows.map((row) => [row.id, row.employerSuspended, row.organisationId])).toEqual([
      [toApprove.ID, true, employer.organisationId],
      [toReject.ID, true, employer.organisationId],
      [earnlearns.ID, false, undefined],
    ]);
    const refused = await decide(admin, toApprove.ID, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This employer is suspended: reinstate it before approving its jobs.',
      code: EMPLOYER_SUSPENDED_CODE,
    });
    expect((await jobs.get(toApprove.ID, { consistent: true }))?.STATE).toBe('inReview');
    expect((await jobModerationHistory(admin, toApprove.ID)).map((d) => d.DECISION)).toEqual([]);
    expect((await decide(admin, toReject.ID, 'reject')).status).toBe(200);
    expect((await jobs.get(toReject.ID, { consistent: true }))?.STATE).toBe('rejected');
    expect((await decide(admin, earnlearns.ID, 'approve')).status).toBe(200);
  });

  it('is approved once the employer is reinstated, and goes live', async () => {
    const admin = await createStaff('admin');
    const employer = await suspended(admin);
    const job = await inReview(employer.organisationId);
    await employer.suspend();
    expect((await decide(admin, job.ID, 'approve')).status).toBe(409);

    await employer.reinstate();

    const [row] = await queueRows(admin, [job.ID]);
    expect(row?.employerSuspended).toBe(false);
    expect((await decide(admin, job.ID, 'approve')).status).toBe(200);
    expect(await jobs.get(job.ID, { consistent: true })).toMatchObject({ STATUS: 'OPEN' });
    expect((await jobs.listOpen({ limit: 100 })).items.map((open) => open.ID)).toContain(job.ID);
  });

  it('refuses an approval whose organisation was suspended after the queue was read, in its own transaction', async () => {
    const admin = await createStaff('admin');
    const employer = await suspended(admin);
    const live = await jobs.create(jobInput({ ORG_ID: employer.organisationId }));
    const at = new Date().toISOString();
    // A live job edited back into review: the suspension's pause leaves it (it is not live), its approval checks.
    const version = await jobEdits.edit(live, jobInput({ ORG_ID: employer.organisationId }), 0, {
      at,
      by: poster,
      changes: [{ field: 'TITLE', before: live.TITLE, after: 'Edited' }],
      toReview: { at, by: poster },
    });
    const [row] = await queueRows(admin, [live.ID]);
    expect(row?.employerSuspended).toBe(false);
    // The suspension commits after the admin read the queue (no pause of the job: it is in review).
    await employerChecks.suspend(employer.organisationId, [], 'Fee demands.', poster, at);

    const refused = await decide(admin, live.ID, 'approve', version);

    expect(refused).toMatchObject({ status: 409, body: { code: EMPLOYER_SUSPENDED_CODE } });
    expect((await jobs.listOpen({ limit: 100 })).items.map((open) => open.ID)).not.toContain(live.ID);
  });
});

describe("a suspended employer's closed job", () => {
  it("is not reopened by the admin's status switch until the employer is reinstated", async () => {
    const admin = await createStaff('admin');
    const employer = await suspended(admin);
    const job = await jobs.create(jobInput({ ORG_ID: employer.organisationId }));
    await jobs.close(job.ID);
    await employer.suspend();
    const reopen = () =>
      callApi('updateJobStatus', { token: admin.token, body: { id: job.ID, status: 'OPEN' } });

    const refused = await reopen();

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: employerCheckMessages.suspendedReopen,
      code: EMPLOYER_SUSPENDED_CODE,
    });
    expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('CLOSED');
    await employer.reinstate();
    // The poster closed it: the reinstatement leaves it closed, the admin may open it now.
    expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('CLOSED');
    expect((await reopen()).status).toBe(200);
    expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('OPEN');
  });

  it('paused by reports and dismissed while suspended, opens at the reinstatement', async () => {
    const admin = await createStaff('admin');
    const employer = await suspended(admin);
    const job = await jobs.create(jobInput({ ORG_ID: employer.organisationId }));
    for (let index = 0; index < JOB_REPORTS_TO_PAUSE; index++) {
      await jobReports.report(8_000_000 + job.ID * 10 + index, { id: job.ID, reason: 'fake' });
    }
    expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('CLOSED');
    await employer.suspend();

    await jobReports.review(job.ID, 'dismiss', admin.id);

    expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('CLOSED');
    await employer.reinstate();
    expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('OPEN');
  });
});

async function jobModerationHistory(admin: TestAccount, id: number) {
  const { data } = await answerOf('getAdminJob', { token: admin.token, query: { id: String(id) } });
  return data.moderation;
}
