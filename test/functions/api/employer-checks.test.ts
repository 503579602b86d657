/**
 * The admin's checks of employers: an owner sends the certificate (a png uploaded as the documents flow does),
 * the organisation waits on the verification queue (oldest first), an admin verifies it (documentsChecked) or
 * refuses it with a reason the employer reads and answers by sending again; a second decision is a 409. The
 * admin's list and detail (members, registry, audit trail, the certificate's audited link), suspension (every
 * member's sessions end at once, members are refused, live jobs leave the lists, e-mails) and reinstatement.
 * Employers cannot call the admin's endpoints.
 */
import { describe, expect, it } from 'vitest';
import * as employerChecks from '#lib/db/employer-checks';
import * as employerJobs from '#lib/db/employer-jobs';
import * as jobEdits from '#lib/db/job-edits';
import * as jobs from '#lib/db/jobs';
import { pauseOrganisationJobs } from '#lib/db/organisation-jobs';
import * as organisations from '#lib/db/organisations';
import { employerCheckMessages } from '#shared/domain/employer-checks';
import { UNVERIFIED_APPLICANTS_A_DAY, UNVERIFIED_LIMITS } from '#shared/domain/employer-jobs';
import { ORGANISATION_SUSPENDED_CODE } from '#shared/domain/employer-team';
import {
  createEmployer,
  createStaff,
  createWorker,
  currentToken,
  type TestAccount,
} from '#test/support/accounts';
import { answerOf, callApi } from '#test/support/api';
import { latestEmailTo } from '#test/support/email';
import { createOrganisationWithOwner, type TestEmployer } from '#test/support/employers';
import { jobInput } from '#test/support/fixtures';
import { postingBody } from '#test/support/job-posting';
import { pngBytes } from '#test/support/uploads';

/** Uploads a certificate as the owner's browser does: the presigned form, then the POST to storage. */
async function uploadCertificate(owner: TestAccount, bytes = pngBytes()): Promise<string> {
  const { data } = await answerOf('createVerificationUpload', { token: owner.token, body: {} });
  const form = new FormData();
  for (const [name, value] of Object.entries(data.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'certificate.png');
  const response = await fetch(data.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The upload answered ${response.status}`);
  return data.key;
}

async function submitted(): Promise<{ owner: TestEmployer; organisationId: string }> {
  const made = await createOrganisationWithOwner();
  const key = await uploadCertificate(made.owner);
  const sent = await callApi('submitVerificationDocuments', {
    token: made.owner.token,
    body: { certificate: key },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return made;
}

async function queueIds(admin: TestAccount): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await answerOf('getVerificationQueue', {
      token: admin.token,
      query: { limit: '2', ...(cursor ? { cursor } : {}) },
    });
    ids.push(...page.data.map((row) => row.id));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

/** A recruiter who joined the organisation (by an invitation, as the team endpoints write it). */
async function addRecruiter(organisationId: string, ownerId: number): Promise<TestEmployer> {
  const recruiter = await createEmployer();
  const at = new Date().toISOString();
  await organisations.invite(organisationId, {
    email: recruiter.email,
    role: 'recruiter',
    invitedAt: at,
    invitedBy: ownerId,
  });
  await organisations.acceptInvitation(
    { ID: recruiter.id, NAME: 'Recruiter', EMAIL: recruiter.email },
    { organisationId, role: 'recruiter', invitedAt: at },
    at,
  );
  return { ...recruiter, token: await currentToken(recruiter) };
}

describe('sending the certificate', () => {
  it('puts the documents in pending, on the queue oldest first', async () => {
    const admin = await createStaff('admin');
    const first = await submitted();
    const second = await submitted();
    const mine = await answerOf('getMyOrganisation', { token: first.owner.token });
    expect(mine.organisation?.verification).toMatchObject({
      documents: 'pending',
      submittedAt: expect.any(String),
    });
    const ids = await queueIds(admin);
    expect(ids.indexOf(first.organisationId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.organisationId)).toBeLessThan(ids.indexOf(second.organisationId));
  });

  it('refuses a key that is not an upload of this organisation (400 naming certificate)', async () => {
    const { owner } = await createOrganisationWithOwner();
    const other = await createOrganisationWithOwner();
    const othersKey = await uploadCertificate(other.owner);
    const refused = await callApi('submitVerificationDocuments', {
      token: owner.token,
      body: { certificate: othersKey },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.field).toBe('certificate');
  });

  it('is for owners only (403 for a recruiter), and 409 while the documents wait', async () => {
    const { owner, organisationId } = await submitted();
    const recruiter = await addRecruiter(organisationId, owner.id);
    expect((await callApi('createVerificationUpload', { token: recruiter.token, body: {} })).status).toBe(
      403,
    );
    const again = await callApi('submitVerificationDocuments', {
      token: owner.token,
      body: { certificate: await uploadCertificate(owner) },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(employerCheckMessages.cannotSend);
  });
});

describe('deciding the documents', () => {
  it('verifies once: documentsChecked, off the queue, the owner told, audited; a second decision is a 409', async () => {
    const admin = await createStaff('admin');
    const { owner, organisationId } = await submitted();
    const posted = await jobs.create({
      ...jobInput(),
      ORG_ID: organisationId,
      EMPLOYER: { ID: organisationId, LEVEL: 'domainMatches' },
    });
    const decided = await callApi('decideVerification', {
      token: admin.token,
      body: { id: organisationId, decision: 'verify' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    // Its jobs' badge says so at once.
    expect((await jobs.get(posted.ID, { consistent: true }))?.EMPLOYER?.LEVEL).toBe('documentsChecked');
    const mine = await answerOf('getMyOrganisation', { token: owner.token });
    expect(mine.organisation).toMatchObject({
      level: 'documentsChecked',
      verification: { documents: 'checked' },
    });
    expect(await queueIds(admin)).not.toContain(organisationId);
    expect((await latestEmailTo(owner.email)).subject).toMatch(/is verified on Earnlearn$/);
    const second = await callApi('decideVerification', {
      token: admin.token,
      body: { id: organisationId, decision: 'refuse', reason: 'Too late' },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(employerCheckMessages.alreadyDecided);
    const detail = await answerOf('getEmployerOrganisation', {
      token: admin.token,
      query: { id: organisationId },
    });
    expect(detail.audit.map((entry) => entry.action)).toEqual(['verified']);
    expect(detail.audit[0]?.by.id).toBe(admin.id);
  });

  it('needs a reason to refuse (400 naming reason)', async () => {
    const admin = await createStaff('admin');
    const { organisationId } = await submitted();
    const refused = await callApi('decideVerification', {
      token: admin.token,
      body: { id: organisationId, decision: 'refuse' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'reason', message: employerCheckMessages.refuseReason }]);
  });

  it('refuses with the reason the employer reads, who may then send again', async () => {
    const admin = await createStaff('admin');
    const { owner, organisationId } = await submitted();
    const reason = 'The certificate is for another GSTIN.';
    await answerOf('decideVerification', {
      token: admin.token,
      body: { id: organisationId, decision: 'refuse', reason },
    });
    const mine = await answerOf('getMyOrganisation', { token: owner.token });
    expect(mine.organisation?.verification).toMatchObject({ documents: 'refused', reason });
    expect((await latestEmailTo(owner.email)).body.text).toContain(reason);
    const again = await answerOf('submitVerificationDocuments', {
      token: owner.token,
      body: { certificate: await uploadCertificate(owner) },
    });
    expect(again.verification.documents).toBe('pending');
    expect(again.verification.reason).toBeUndefined();
    expect(await queueIds(admin)).toContain(organisationId);
  });
});

describe("the admin's organisation pages", () => {
  it('lists organisations newest first, and shows one with members, the registry off and the audited certificate link', async () => {
    const admin = await createStaff('admin');
    const older = await createOrganisationWithOwner();
    const { owner, organisationId } = await submitted();
    const list = await answerOf('getEmployerOrganisations', { token: admin.token, query: { limit: '100' } });
    const ids = list.data.map((row) => row.id);
    expect(ids.indexOf(organisationId)).toBeLessThan(ids.indexOf(older.organisationId));
    expect(list.data.find((row) => row.id === organisationId)).toMatchObject({
      status: 'active',
      members: 1,
      documents: 'pending',
      level: 'domainMatches',
    });

    const detail = await answerOf('getEmployerOrganisation', {
      token: admin.token,
      query: { id: organisationId },
    });
    expect(detail.members).toEqual([expect.objectContaining({ memberId: owner.id, role: 'owner' })]);
    expect(detail.registry).toEqual({ outcome: 'off' });
    expect(detail.certificate).toEqual({ kind: 'gstin', submittedAt: expect.any(String) });

    const opened = await answerOf('openVerificationCertificate', {
      token: admin.token,
      body: { id: organisationId },
    });
    const file = await fetch(opened.link);
    expect(file.status).toBe(200);
    const after = await answerOf('getEmployerOrganisation', {
      token: admin.token,
      query: { id: organisationId },
    });
    expect(after.audit.map((entry) => entry.action)).toEqual(['certificateOpened']);
  });

  it('shows its newest jobs with their state, applicants and reports, the reports of it, and its limits now', async () => {
    const admin = await createStaff('admin');
    const worker = await createWorker();
    const { owner, organisationId } = await createOrganisationWithOwner();
    const { companyName: _name, logo: _logo, ...posting } = postingBody('unused');
    const draft = await answerOf('postEmployerJob', {
      token: owner.token,
      body: { ...posting, title: 'Draft intern', submit: false },
    });
    const inReview = await answerOf('postEmployerJob', {
      token: owner.token,
      body: { ...posting, title: 'Reviewed intern', submit: true },
    });
    const live = await jobs.create(jobInput({ ORG_ID: organisationId, TITLE: 'Live intern' }));
    const applied = await callApi('applyJob', { token: worker.token, body: { id: live.ID } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const reported = await callApi('reportJob', {
      token: worker.token,
      body: { id: live.ID, reason: 'fake' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    await answerOf('getApplicationDetails', {
      token: owner.token,
      query: { id: String(live.ID), userId: String(worker.id) },
    });

    const detail = await answerOf('getEmployerOrganisation', {
      token: admin.token,
      query: { id: organisationId },
    });
    expect(detail.jobs).toEqual({
      data: [
        {
          id: live.ID,
          title: 'Live intern',
          state: 'live',
          status: 'OPEN',
          applicants: 1,
          postedAt: live.POSTED_AT,
          reports: { reporters: 1, paused: false },
        },
        expect.objectContaining({
          id: inReview.id,
          title: 'Reviewed intern',
          state: 'inReview',
          status: 'CLOSED',
        }),
        expect.objectContaining({ id: draft.id, title: 'Draft intern', state: 'draft', status: 'CLOSED' }),
      ],
      more: false,
    });
    expect(detail.jobs.data[2]).not.toHaveProperty('reports');
    expect(detail.reports).toMatchObject({ reports: 1, direct: 0, reasons: { fake: 1, asksForMoney: 0 } });
    // The draft and the submitted posting count as today's postings; only the one in review is active (the
    // live job was written past the limits, as an admin's reopening is).
    expect(detail.limits).toEqual({
      active: { used: 1, allowed: UNVERIFIED_LIMITS.active },
      postingsToday: { used: 2, allowed: UNVERIFIED_LIMITS.daily },
      applicantsToday: { used: 1, allowed: UNVERIFIED_APPLICANTS_A_DAY },
    });

    await organisations.setDocumentCheck(organisationId, 'checked');
    const verified = await answerOf('getEmployerOrganisation', {
      token: admin.token,
      query: { id: organisationId },
    });
    expect(verified.limits.postingsToday).toEqual({ used: 2 });
    expect(verified.limits.applicantsToday).toEqual({ used: 1 });
  });

  it('answers 404 for an unknown organisation and for a certificate never sent', async () => {
    const admin = await createStaff('admin');
    const { organisationId } = await createOrganisationWithOwner();
    const unknown = await callApi('getEmployerOrganisation', {
      token: admin.token,
      query: { id: 'AAAAAAAAAAAAAAAA' },
    });
    expect(unknown.status).toBe(404);
    const none = await callApi('openVerificationCertificate', {
      token: admin.token,
      body: { id: organisationId },
    });
    expect(none.status).toBe(404);
  });

  it("refuses employers the admin's endpoints (403)", async () => {
    const { owner, organisationId } = await submitted();
    for (const [name, body] of [
      ['decideVerification', { id: organisationId, decision: 'verify' }],
      ['suspendEmployer', { id: organisationId, reason: 'x' }],
      ['openVerificationCertificate', { id: organisationId }],
    ] as const) {
      expect((await callApi(name, { token: owner.token, body })).status, name).toBe(403);
    }
    const read = await callApi('getEmployerOrganisation', {
      token: owner.token,
      query: { id: organisationId },
    });
    expect(read.status).toBe(403);
  });
});

describe('suspension', () => {
  it("ends every member's sessions at once, refuses them, pauses the live jobs, tells the members; reinstating opens them again", async () => {
    const admin = await createStaff('admin');
    const { owner, organisationId } = await createOrganisationWithOwner();
    const recruiter = await addRecruiter(organisationId, owner.id);
    const live = await jobs.create(jobInput({ ORG_ID: organisationId }));
    const closedByPoster = await jobs.create(jobInput({ ORG_ID: organisationId }));
    await jobs.close(closedByPoster.ID);
    const reason = 'Workers reported fee demands.';

    const suspended = await callApi('suspendEmployer', {
      token: admin.token,
      body: { id: organisationId, reason },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    for (const member of [owner, recruiter]) {
      expect((await callApi('getMyOrganisation', { token: member.token })).status).toBe(401);
      const fresh = await callApi('getMyOrganisation', { token: await currentToken(member) });
      expect(fresh.status).toBe(403);
      expect(fresh.body.code).toBe(ORGANISATION_SUSPENDED_CODE);
      expect((await latestEmailTo(member.email)).body.text).toContain(reason);
    }
    expect((await jobs.get(live.ID, { consistent: true }))?.STATUS).toBe('CLOSED');
    const open = await jobs.listOpen({ limit: 100 });
    expect(open.items.map((job) => job.ID)).not.toContain(live.ID);
    const again = await callApi('suspendEmployer', {
      token: admin.token,
      body: { id: organisationId, reason },
    });
    expect(again.status).toBe(409);

    const detail = await answerOf('getEmployerOrganisation', {
      token: admin.token,
      query: { id: organisationId },
    });
    expect(detail.organisation).toMatchObject({ status: 'suspended', suspension: { reason } });
    // The job the suspension closed is marked so; the one its poster closed is not.
    const line = (id: number) => detail.jobs.data.find((job) => job.id === id);
    expect(line(live.ID)).toMatchObject({ status: 'CLOSED', pausedBySuspension: true });
    expect(line(closedByPoster.ID)).not.toHaveProperty('pausedBySuspension');

    await answerOf('reinstateEmployer', { token: admin.token, body: { id: organisationId } });
    expect((await callApi('getMyOrganisation', { token: await currentToken(owner) })).status).toBe(200);
    expect((await jobs.get(live.ID, { consistent: true }))?.STATUS).toBe('OPEN');
    expect((await jobs.get(closedByPoster.ID, { consistent: true }))?.STATUS).toBe('CLOSED');
    expect((await latestEmailTo(recruiter.email)).subject).toMatch(/is active again on Earnlearn$/);
    const trail = await answerOf('getEmployerOrganisation', {
      token: admin.token,
      query: { id: organisationId },
    });
    expect(trail.audit.map((entry) => entry.action)).toEqual(['reinstated', 'suspended']);
    expect(trail.audit[1]).toMatchObject({ reason, by: { id: admin.id } });
    expect(
      (await callApi('reinstateEmployer', { token: admin.token, body: { id: organisationId } })).status,
    ).toBe(409);
  });

  it('refuses a posting or submission whose session was checked before the suspension, in its own transaction', async () => {
    const { owner, organisationId } = await createOrganisationWithOwner();
    const by = { ID: owner.id, EMAIL: owner.email };
    const at = new Date().toISOString();
    const draft = await employerJobs.post(
      { ...jobInput(), ORG_ID: organisationId },
      'draft',
      { at, by },
      'none',
    );
    // The suspension commits between the caller's session check and the write.
    await employerChecks.suspend(
      organisationId,
      [owner.id],
      'Fee demands.',
      { ID: 1, EMAIL: 'admin@x.in' },
      at,
    );
    const refused = (write: Promise<unknown>) =>
      expect(write).rejects.toMatchObject({ statusCode: 403, code: ORGANISATION_SUSPENDED_CODE });
    await refused(
      employerJobs.post({ ...jobInput(), ORG_ID: organisationId }, 'live', { at, by }, 'documentsChecked'),
    );
    await refused(
      employerJobs.submit(
        { ...draft, ORG_ID: organisationId },
        jobEdits.versionOf(draft),
        'live',
        { at, by },
        undefined,
        'documentsChecked',
      ),
    );
    const listed = await employerJobs.listForOrganisation(organisationId, { limit: 10 });
    expect(listed.items.map((job) => [job.ID, job.STATE])).toEqual([[draft.ID, 'draft']]);
  });

  it("pauseOrganisationJobs closes only that organisation's live jobs", async () => {
    const mine = await createOrganisationWithOwner();
    const theirs = await createOrganisationWithOwner();
    const a = await jobs.create(jobInput({ ORG_ID: mine.organisationId }));
    const b = await jobs.create(jobInput({ ORG_ID: mine.organisationId }));
    const other = await jobs.create(jobInput({ ORG_ID: theirs.organisationId }));
    const earnlearns = await jobs.create(jobInput());
    expect(await pauseOrganisationJobs(mine.organisationId)).toBe(2);
    expect(await pauseOrganisationJobs(mine.organisationId)).toBe(0);
    for (const job of [a, b]) expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('CLOSED');
    for (const job of [other, earnlearns])
      expect((await jobs.get(job.ID, { consistent: true }))?.STATUS).toBe('OPEN');
  });
});
