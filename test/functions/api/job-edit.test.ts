/**
 * Editing a posted job (editJob, getAdminJob): the same input as postJob with the version read, a history of
 * field-level changes, applicants told by the bell of pay, place or hours, the translations marked stale
 * rather than overwritten; and the apply-by date closing a job by itself.
 */
import { describe, expect, it } from 'vitest';
import { createWorker } from '#test/support/accounts';
import { callApi, type SentInput } from '#test/support/api';
import { postingBody } from '#test/support/job-posting';
import { admin, jobPostingAccounts, openJobIds, postJob, worker } from '#test/support/job-posting-api';

jobPostingAccounts();

const hindi = {
  title: 'डेटा एंट्री इंटर्न',
  location: 'चेन्नई',
  workHours: 'दिन में 6 घंटे',
  earnings: '₹9,000 प्रति माह',
  position: 'इंटर्न',
  description: 'हमारी स्टॉक शीट में रोज़ के ऑर्डर दर्ज करें।',
  rolesAndResponsibilities: 'ऑर्डर दर्ज करें। बिल जाँचें।',
  whatYouGet: 'प्रमाणपत्र।',
  whoCanApply: 'तेज़ टाइप करने वाले छात्र।',
};

async function posted(overrides: Partial<SentInput<'postJob'>> = {}) {
  const answer = await postJob(overrides);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

async function adminJob(id: number) {
  const answer = await callApi('getAdminJob', { token: admin.token, query: { id: String(id) } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The edit of job `id` from what the admin's page read, with `overrides` (the logo kept). */
async function edit(id: number, overrides: Partial<SentInput<'postJob'>>, version?: number) {
  const { job } = await adminJob(id);
  return callApi('editJob', {
    token: admin.token,
    body: { ...postingBody(job.LOGO_LINK, overrides), id, version: version ?? job.VERSION },
  });
}

describe('editJob', () => {
  it('refuses a field postJob refuses with a 400 naming it, and writes nothing', async () => {
    const id = await posted();
    const answer = await edit(id, { pay: { unit: 'DAY', amount: 800, upTo: 600 } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('pay.upTo');
    expect((await adminJob(id)).job.VERSION).toBe(0);
  });

  it('refuses an edit from a version older than the job (two admins at once) with a 409, keeping the first', async () => {
    const id = await posted();
    const first = await edit(id, { title: 'Data Entry Assistant' }, 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(1);

    const second = await edit(id, { title: 'Stock Clerk' }, 0);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/changed this job after you opened it/);
    const { job, edits } = await adminJob(id);
    expect(job).toMatchObject({ TITLE: 'Data Entry Assistant', VERSION: 1 });
    expect(edits).toHaveLength(1);
  });

  it("keeps each edit in the job's history: who, when, and each field's value before and after", async () => {
    const id = await posted();
    const before = Date.now();
    const answer = await edit(id, { title: 'Data Entry Assistant', openings: 3, skills: ['DATA_ENTRY'] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const { edits } = await adminJob(id);
    expect(edits).toHaveLength(1);
    const [entry] = edits;
    expect(entry?.BY).toEqual({ ID: admin.id, EMAIL: expect.stringContaining('@') });
    expect(Date.parse(entry?.AT ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(entry?.CHANGES).toEqual([
      { field: 'OPENINGS', after: '3' },
      { field: 'SKILLS', after: '["DATA_ENTRY"]' },
      { field: 'TITLE', before: 'Data Entry Intern', after: 'Data Entry Assistant' },
    ]);
  });

  it('tells each applicant by the bell when the pay changes, and not when only the description does', async () => {
    const id = await posted();
    const applicant = await createWorker();
    expect((await callApi('applyJob', { token: applicant.token, body: { id } })).status).toBe(200);

    const described = await edit(id, { description: 'Enter daily orders. Check totals.' });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    expect((await callApi('getNotifications', { token: applicant.token })).body.data).toEqual([]);

    const paid = await edit(id, { pay: { unit: 'DAY', amount: 600, upTo: 800 } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const bell = (await callApi('getNotifications', { token: applicant.token })).body.data;
    expect(bell).toEqual([
      expect.objectContaining({ kind: 'jobChanged', jobId: id, changed: ['pay'], read: false }),
    ]);
    // Every card reads the pay from its parts.
    const page = await callApi('getJobById', { token: applicant.token, query: { id: String(id) } });
    expect(page.body.data).toMatchObject({ EARNINGS: '₹600–₹800 a day', PAY: { unit: 'DAY', amount: 600 } });
  });

  it("marks a person's Hindi texts stale when the English changes, never overwriting them", async () => {
    const id = await posted({ translations: { hi: hindi } });
    const answer = await edit(id, { title: 'Data Entry Assistant', translations: { hi: hindi } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const { job } = await adminJob(id);
    expect(job.TRANSLATIONS?.hi).toMatchObject({ TITLE: hindi.title, MACHINE: false, STALE: true });
    // A person writing the Hindi again makes it current.
    const rewritten = await edit(id, {
      title: 'Data Entry Assistant',
      translations: { hi: { ...hindi, title: 'डेटा एंट्री सहायक' } },
    });
    expect(rewritten.status, JSON.stringify(rewritten.body)).toBe(200);
    const after = (await adminJob(id)).job.TRANSLATIONS?.hi;
    expect(after).toMatchObject({ TITLE: 'डेटा एंट्री सहायक', MACHINE: false });
    expect(after?.STALE).toBeUndefined();
  });
});

describe('the apply-by date', () => {
  it('closes the job by itself after its day: it reads as closed, leaves the lists and refuses applying', async () => {
    const id = await posted({ applyBy: '2020-01-31' });
    const open = await posted({ applyBy: '2999-12-31' });
    expect(await openJobIds()).toContain(open);
    expect(await openJobIds()).not.toContain(id);
    const searched = await callApi('searchJobs', { token: worker.token, query: { limit: '100' } });
    const found = searched.body.data.map((job: { ID: number }) => job.ID);
    expect(found).toContain(open);
    expect(found).not.toContain(id);
    const applicant = await createWorker();
    const page = await callApi('getJobById', { token: applicant.token, query: { id: String(id) } });
    expect(page.body.data).toMatchObject({ STATUS: 'CLOSED', APPLY_BY: '2020-01-31' });
    const applied = await callApi('applyJob', { token: applicant.token, body: { id } });
    expect(applied.status).toBe(409);
    // The admin's Posted Jobs says so too.
    const rows = await callApi('getPostedJobs', { token: admin.token, query: { limit: '100' } });
    const statusOf = (jobId: number) =>
      rows.body.data.find((row: { ID: number }) => row.ID === jobId)?.STATUS;
    expect([statusOf(id), statusOf(open)]).toEqual(['CLOSED', 'OPEN']);
  });
});
