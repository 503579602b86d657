/**
 * Employers post through the admin's form, moderated: a clean posting of a verified organisation goes live at
 * once, a posting with a rule hit (or from an unverified organisation) waits in the admin's queue with its hits;
 * an unverified organisation has at most 2 jobs live or in review and 5 postings a day (409 with a code); an
 * edit with a hit takes a live job off search; another organisation's job is a 404 for every call; the job is
 * always under the organisation's own name.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as jobs from '#lib/db/jobs';
import * as organisations from '#lib/db/organisations';
import { ACTIVE_LIMIT_CODE, DAILY_LIMIT_CODE, UNVERIFIED_LIMITS } from '#shared/domain/employer-jobs';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { answerOf, callApi, type SentInput } from '#test/support/api';
import { createOrganisationWithOwner, organisationForm, type TestEmployer } from '#test/support/employers';
import { postingBody } from '#test/support/job-posting';

const FEE_TEXT = 'Pay a registration fee of ₹500 before you start.';

let admin: TestAccount;
let worker: TestAccount;
beforeAll(async () => {
  admin = await createStaff('admin');
  worker = await createWorker();
});
afterEach(() => {
  delete process.env.EMPLOYER_AUTO_PUBLISH;
});

/** The admin's posting body without the company: an employer's posting. */
function employerBody(
  overrides: Partial<SentInput<'postJob'>> = {},
  submit = true,
): SentInput<'postEmployerJob'> {
  const { companyName: _name, logo: _logo, ...posting } = postingBody('unused', overrides);
  return { ...posting, submit };
}

async function organisation(options: { verified: boolean; brandName?: string }) {
  const { owner, organisationId } = await createOrganisationWithOwner(
    options.brandName ? { brandName: options.brandName } : {},
  );
  if (options.verified) await organisations.setDocumentCheck(organisationId, 'checked');
  return { owner, organisationId };
}

/** An editEmployerJob body: the posting's fields, the id and the version read. */
function editBody(id: number, version: number, overrides: Partial<SentInput<'postJob'>> = {}) {
  const { submit: _submit, ...posting } = employerBody(overrides);
  return { ...posting, id, version };
}

const post = (owner: TestEmployer, body: SentInput<'postEmployerJob'>) =>
  callApi('postEmployerJob', { token: owner.token, body });

async function openJobIds(): Promise<number[]> {
  const answer = await answerOf('getAllJobs', { token: worker.token, query: { limit: '100' } });
  return answer.data.map((job) => job.ID);
}

async function queueIds(): Promise<number[]> {
  const answer = await answerOf('getModerationQueue', { token: admin.token, query: { limit: '100' } });
  return answer.data.map((row) => row.id);
}

describe('postEmployerJob', () => {
  it('puts a clean posting of a verified organisation live at once, under its brand name, its ORG_ID set', async () => {
    const { owner, organisationId } = await organisation({ verified: true, brandName: 'Kaveri Fresh' });
    const answer = await post(owner, employerBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ state: 'live', hits: [] });
    const job = await jobs.get(answer.body.id, { consistent: true });
    expect(job).toMatchObject({ STATUS: 'OPEN', ORG_ID: organisationId, COMPANY_NAME: 'Kaveri Fresh' });
    expect(job?.STATE).toBeUndefined();
    expect(await openJobIds()).toContain(answer.body.id);
  });

  it("carries the organisation's badge to its card in search, and a change of level to every job of it", async () => {
    const { owner, organisationId } = await organisation({ verified: true, brandName: 'Badge Works' });
    const answer = await post(owner, employerBody({ title: 'Badge check intern' }));
    const searched = async () =>
      (
        await answerOf('searchJobs', { token: worker.token, query: { q: 'badge check', limit: '20' } })
      ).data.find((job) => job.ID === answer.body.id);
    expect((await searched())?.EMPLOYER).toEqual({ ID: organisationId, LEVEL: 'documentsChecked' });

    // A website away from the owner's e-mail domain: no longer domainMatches, and no longer the documents' level
    // either once the admin's check is gone.
    await organisations.setDocumentCheck(organisationId, 'none');
    const update = await callApi('updateOrganisation', {
      token: owner.token,
      body: organisationForm({ brandName: 'Badge Works', website: 'https://elsewhere.example.org' }),
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);

    expect((await jobs.get(answer.body.id, { consistent: true }))?.EMPLOYER).toEqual({
      ID: organisationId,
      LEVEL: 'emailConfirmed',
    });
    expect((await searched())?.EMPLOYER?.LEVEL).toBe('emailConfirmed');
  });

  it('never takes the company from the input: a companyName sent is refused', async () => {
    const { owner } = await organisation({ verified: true });
    const answer = await callApi('postEmployerJob', {
      token: owner.token,
      body: { ...employerBody(), companyName: 'Tata Consultancy Services' } as never,
    });
    expect(answer.status).toBe(400);
  });

  it('sends a posting with a rule hit to review, answering each hit with its explanation; the queue shows them', async () => {
    const { owner } = await organisation({ verified: true });
    const answer = await post(owner, employerBody({ description: FEE_TEXT }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.state).toBe('inReview');
    expect(answer.body.hits).toEqual([
      expect.objectContaining({
        field: 'description',
        kind: 'asksForMoney',
        explanation: expect.any(String),
      }),
    ]);
    expect(await openJobIds()).not.toContain(answer.body.id);
    const queue = await answerOf('getModerationQueue', { token: admin.token, query: { limit: '100' } });
    const row = queue.data.find((entry) => entry.id === answer.body.id);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).toContain('registration fee');
  });

  it('sends a clean posting of an unverified organisation to review', async () => {
    const { owner } = await organisation({ verified: false });
    const answer = await post(owner, employerBody());
    expect(answer.body).toMatchObject({ state: 'inReview', hits: [] });
    expect(await queueIds()).toContain(answer.body.id);
  });

  it('sends a verified clean posting to review when the stage turns employerAutoPublish off', async () => {
    process.env.EMPLOYER_AUTO_PUBLISH = 'off';
    const { owner } = await organisation({ verified: true });
    const answer = await post(owner, employerBody());
    expect(answer.body.state).toBe('inReview');
  });

  it('saves a draft (submit false), which no worker sees and which does not count as active', async () => {
    const { owner } = await organisation({ verified: false });
    const draft = await post(owner, employerBody({}, false));
    expect(draft.body.state).toBe('draft');
    expect(await queueIds()).not.toContain(draft.body.id);
    for (let index = 0; index < UNVERIFIED_LIMITS.active; index++) {
      expect((await post(owner, employerBody())).status).toBe(200);
    }
  });
});

describe("an unverified organisation's limits", () => {
  it(`refuses a third job live or in review with 409 ${ACTIVE_LIMIT_CODE}; a rejection frees its place`, async () => {
    const { owner } = await organisation({ verified: false });
    const first = await post(owner, employerBody());
    await post(owner, employerBody());
    const third = await post(owner, employerBody());
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: ACTIVE_LIMIT_CODE, message: expect.stringContaining('2 jobs') });
    const decided = await callApi('decideModeration', {
      token: admin.token,
      body: { id: first.body.id, version: 0, decision: 'reject', reason: 'The pay is not stated.' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await post(owner, employerBody())).status).toBe(200);
  });

  it(`refuses a sixth posting in a day (drafts too) with 409 ${DAILY_LIMIT_CODE}`, async () => {
    const { owner } = await organisation({ verified: false });
    for (let index = 0; index < 5; index++) {
      expect((await post(owner, employerBody({}, false))).status).toBe(200);
    }
    const sixth = await post(owner, employerBody({}, false));
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ code: DAILY_LIMIT_CODE });
    const listed = await answerOf('getEmployerJobs', { token: owner.token, query: {} });
    expect(listed.data).toHaveLength(5);
  });

  it('refuses submitting a draft past the limit, and closing a live job frees a place', async () => {
    const { owner, organisationId } = await organisation({ verified: false });
    const draft = await post(owner, employerBody({}, false));
    const first = await post(owner, employerBody());
    await post(owner, employerBody());
    const refused = await callApi('submitEmployerJob', { token: owner.token, body: { id: draft.body.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: ACTIVE_LIMIT_CODE });
    expect((await jobs.get(draft.body.id, { consistent: true }))?.STATE).toBe('draft');

    await answerOf('decideModeration', {
      token: admin.token,
      body: { id: first.body.id, version: 0, decision: 'approve' },
    });
    expect(
      (await callApi('closeEmployerJob', { token: owner.token, body: { id: first.body.id } })).status,
    ).toBe(200);
    const submitted = await answerOf('submitEmployerJob', {
      token: owner.token,
      body: { id: draft.body.id },
    });
    expect(submitted.state).toBe('inReview');
    expect((await jobs.get(draft.body.id, { consistent: true }))?.ORG_ID).toBe(organisationId);
  });
});

describe('submitting, editing and closing', () => {
  it('submits a verified clean draft straight to live, and closes it off search', async () => {
    const { owner } = await organisation({ verified: true });
    const draft = await post(owner, employerBody({}, false));
    const submitted = await answerOf('submitEmployerJob', {
      token: owner.token,
      body: { id: draft.body.id },
    });
    expect(submitted).toEqual({ state: 'live', hits: [] });
    expect(await openJobIds()).toContain(draft.body.id);
    const again = await callApi('submitEmployerJob', { token: owner.token, body: { id: draft.body.id } });
    expect(again.status).toBe(409);

    await answerOf('closeEmployerJob', { token: owner.token, body: { id: draft.body.id } });
    expect(await openJobIds()).not.toContain(draft.body.id);
    const { data } = await answerOf('getEmployerJob', {
      token: owner.token,
      query: { id: String(draft.body.id) },
    });
    expect(data.job.STATE).toBe('closed');
    const closeAgain = await callApi('closeEmployerJob', { token: owner.token, body: { id: draft.body.id } });
    expect(closeAgain.status).toBe(409);
  });

  it('keeps a live job live after a clean edit, and takes it off search at once after an edit with a hit', async () => {
    const { owner } = await organisation({ verified: true });
    const posted = await post(owner, employerBody());
    const clean = await answerOf('editEmployerJob', {
      token: owner.token,
      body: editBody(posted.body.id, 0, { title: 'Stock sheet intern' }),
    });
    expect(clean).toEqual({ version: 1, state: 'live', hits: [] });
    expect(await openJobIds()).toContain(posted.body.id);

    const held = await answerOf('editEmployerJob', {
      token: owner.token,
      body: editBody(posted.body.id, 1, { description: FEE_TEXT }),
    });
    expect(held.state).toBe('inReview');
    expect(held.hits.map((hit) => hit.field)).toEqual(['description']);
    expect(await openJobIds()).not.toContain(posted.body.id);
    expect(await queueIds()).toContain(posted.body.id);
  });

  it("lists the organisation's jobs newest first with their states and the admin's reasons", async () => {
    const { owner } = await organisation({ verified: false });
    const rejected = await post(owner, employerBody({ title: 'First' }));
    const sentBack = await post(owner, employerBody({ title: 'Second' }));
    await answerOf('decideModeration', {
      token: admin.token,
      body: { id: rejected.body.id, version: 0, decision: 'reject', reason: 'Looks like a scam.' },
    });
    await answerOf('decideModeration', {
      token: admin.token,
      body: { id: sentBack.body.id, version: 0, decision: 'requestChanges', reason: 'Say the hours.' },
    });
    const draft = await post(owner, employerBody({ title: 'Third' }, false));
    const first = await answerOf('getEmployerJobs', { token: owner.token, query: { limit: '2' } });
    expect(first.data.map((row) => [row.ID, row.STATE, row.MODERATION_REASON])).toEqual([
      [draft.body.id, 'draft', undefined],
      [sentBack.body.id, 'draft', 'Say the hours.'],
    ]);
    expect(first.cursor).toBeDefined();
    const second = await answerOf('getEmployerJobs', {
      token: owner.token,
      query: { limit: '2', cursor: first.cursor },
    });
    expect(second.data.map((row) => [row.ID, row.STATE, row.MODERATION_REASON])).toEqual([
      [rejected.body.id, 'rejected', 'Looks like a scam.'],
    ]);
    const edit = await callApi('editEmployerJob', {
      token: owner.token,
      body: editBody(rejected.body.id, 0),
    });
    expect(edit.status).toBe(409);
  });
});

describe("another organisation's job", () => {
  it('is a 404 for get, edit, submit and close, as if it did not exist', async () => {
    const mine = await organisation({ verified: true });
    const theirs = await organisation({ verified: true });
    const draft = await post(theirs.owner, employerBody({}, false));
    const id = draft.body.id;
    const token = mine.owner.token;
    const answers = await Promise.all([
      callApi('getEmployerJob', { token, query: { id: String(id) } }),
      callApi('editEmployerJob', { token, body: editBody(id, 0) }),
      callApi('submitEmployerJob', { token, body: { id } }),
      callApi('closeEmployerJob', { token, body: { id } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    // The same answer as for an id no job has.
    expect(answers[0]?.body).toMatchObject({ message: `There is no job with id ${id}.` });
    expect((await jobs.get(id, { consistent: true }))?.STATE).toBe('draft');
    const listed = await answerOf('getEmployerJobs', { token, query: {} });
    expect(listed.data.map((row) => row.ID)).not.toContain(id);
    // Nor does a cursor of its list page through it: a key of another organisation's partition is a 400.
    const theirPage = await answerOf('getEmployerJobs', { token: theirs.owner.token, query: { limit: '1' } });
    expect(theirPage.cursor).toBeDefined();
    const paged = await callApi('getEmployerJobs', {
      token,
      query: { limit: '1', cursor: String(theirPage.cursor) },
    });
    expect(paged.status).toBe(400);
  });
});

describe("HR's list of every job", () => {
  it("names an employer's draft and job in review as what they are, not closed", async () => {
    const hr = await createStaff('HR');
    const { owner } = await organisation({ verified: false });
    const draft = await post(owner, employerBody({ title: 'HR list draft' }, false));
    const inReview = await post(owner, employerBody({ title: 'HR list review' }));
    const page = await answerOf('getInternalDashboardData', { token: hr.token, query: { limit: '100' } });
    const stateOf = (id: number) => page.data.find((job) => job.ID === id);
    expect(stateOf(draft.body.id)).toMatchObject({ STATUS: 'CLOSED', STATE: 'draft' });
    expect(stateOf(inReview.body.id)).toMatchObject({ STATUS: 'CLOSED', STATE: 'inReview' });
  });
});
