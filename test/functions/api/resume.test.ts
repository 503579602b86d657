/**
 * A worker's PDF resume (decision 571): uploaded as a PDF (checked by its first bytes, at most 2 MB), kept,
 * replaced and deleted with saveResume, shown on the profile by name and date; HR and the job's employer open it
 * only through an application of theirs (getApplicationDetails), each open on the worker's record; the export
 * mentions it (name, date), never its key; erasure takes it with the account.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { bucket } from '#features/documents/storage';
import { eraseAccount } from '#features/erasure/erase-account';
import { s3 } from '#lib/clients/s3';
import * as organisations from '#lib/db/organisations';
import * as users from '#lib/db/users';
import { latestAccess } from '#lib/db/worker-records';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createOrganisationWithOwner } from '#test/support/employers';
import { createApplication, createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { jpegBytes, pdfBytes, pngBytes, uploadDocument } from '#test/support/uploads';

let hr: TestAccount;
beforeAll(async () => {
  hr = await createStaff('HR');
});

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

const save = (worker: TestAccount, key: string, fileName?: string) =>
  call('saveResume', { token: worker.token, body: { key, ...(fileName ? { fileName } : {}) } });

async function profileOf(worker: TestAccount) {
  const answer = await callApi('getProfile', { token: worker.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A worker with `bytes` kept as their resume. */
async function workerWithResume(bytes = pdfBytes()): Promise<TestAccount> {
  const worker = await createWorker();
  const key = await uploadDocument(worker, 'resume', bytes, 'application/pdf');
  const saved = await save(worker, key, 'Asha resume.pdf');
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return worker;
}

const details = (token: string, jobId: number, userId: number) =>
  call('getApplicationDetails', { token, query: { id: String(jobId), userId: String(userId) } });

describe('saveResume', () => {
  it('keeps a PDF, shown on the profile by its name and date with a link that answers a PDF', async () => {
    const resume = pdfBytes();
    const worker = await workerWithResume(resume);

    const profile = await profileOf(worker);

    expect(profile.RESUME).toMatchObject({ NAME: 'Asha resume.pdf' });
    expect(Date.parse(profile.RESUME?.UPLOADED_AT ?? '')).not.toBeNaN();
    const opened = await fetch(profile.RESUME?.LINK ?? '');
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(resume);
  });

  it('replaces the resume (the old file deleted) and deletes it with an empty key', async () => {
    const worker = await workerWithResume();
    const first = (await users.get(worker.id))?.RESUME_KEY ?? '';
    expect(await exists(first)).toBe(true);

    const next = await uploadDocument(worker, 'resume', pdfBytes(), 'application/pdf');
    expect((await save(worker, next, 'New.pdf')).status).toBe(200);
    const second = (await users.get(worker.id))?.RESUME_KEY ?? '';
    expect(second).not.toBe(first);
    expect(await exists(first)).toBe(false);
    expect((await profileOf(worker)).RESUME?.NAME).toBe('New.pdf');

    expect((await save(worker, '')).status).toBe(200);
    expect((await profileOf(worker)).RESUME).toBeUndefined();
    expect(await exists(second)).toBe(false);
  });

  it('refuses a renamed file (a JPEG or a png sent as a PDF), keeping nothing', async () => {
    const worker = await createWorker();
    for (const bytes of [jpegBytes(), pngBytes()]) {
      const key = await uploadDocument(worker, 'resume', bytes, 'application/pdf');
      const answer = await save(worker, key);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          field: 'key',
          message: 'the file is not the PDF it was uploaded as. Please upload it again.',
        },
      ]);
    }
    expect((await profileOf(worker)).RESUME).toBeUndefined();
  });

  it('signs no resume form for an image, and takes no key of another kind or worker', async () => {
    const worker = await createWorker();
    const image = await call('createDocumentUpload', {
      token: worker.token,
      body: { document: 'resume', contentType: 'image/jpeg' },
    });
    expect(image.status).toBe(400);
    expect(image.body.message).toBe('contentType: a resume must be a PDF');

    const panCard = await uploadDocument(worker, 'panCard', pdfBytes(), 'application/pdf');
    expect((await save(worker, panCard)).status).toBe(400);
    const other = await createWorker();
    const theirs = await uploadDocument(other, 'resume', pdfBytes(), 'application/pdf');
    const answer = await save(worker, theirs);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('key: this is not a file you uploaded. Please upload it again.');
  });
});

describe('opening a resume', () => {
  it('HR opens it through an application, and the open is on the worker record as a resume read', async () => {
    const resume = pdfBytes();
    const worker = await workerWithResume(resume);
    const { job } = await createApplication({ worker });

    const answer = await details(hr.token, job.ID, worker.id);

    expect(answer.status).toBe(200);
    const documents = (answer.body.data as { DOCUMENTS: { KIND: string; LINK: string }[] }).DOCUMENTS;
    const link = documents.find((document) => document.KIND === 'resume')?.LINK ?? '';
    const opened = await fetch(link);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(resume);
    const [entry] = await latestAccess(worker.id, 1);
    expect(entry?.DATA).toContain('resume');
  });

  it("the job's employer opens it (not the identity documents); another employer's people get a 404", async () => {
    const worker = await workerWithResume();
    const ours = await createOrganisationWithOwner({ brandName: 'Sunrise Foods' });
    const theirs = await createOrganisationWithOwner({ brandName: 'Moonlight Traders' });
    await organisations.setDocumentCheck(ours.organisationId, 'checked');
    const job = await createJob({ ORG_ID: ours.organisationId });
    await createApplication({ job, worker });

    const own = await details(ours.owner.token, job.ID, worker.id);
    expect(own.status).toBe(200);
    const kinds = (own.body.data as { DOCUMENTS: { KIND: string }[] }).DOCUMENTS.map((d) => d.KIND);
    expect(kinds).toEqual(['resume']);

    const other = await details(theirs.owner.token, job.ID, worker.id);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('resume');
  });

  it('is not in any answer about the worker without an application (the admin user detail, HR on another job)', async () => {
    const worker = await workerWithResume();
    const admin = await createStaff('admin');
    const user = await call('getUserDataById', { token: admin.token, query: { id: String(worker.id) } });
    expect(user.status).toBe(200);
    expect(JSON.stringify(user.body)).not.toMatch(/resume\/|X-Amz-Signature/);

    const { job } = await createApplication();
    expect((await details(hr.token, job.ID, worker.id)).status).toBe(404);
  });

  it('the export mentions it by name and date, never its key or a link', async () => {
    const worker = await workerWithResume();
    const answer = await call('getMyData', { token: worker.token, query: {} });
    expect(answer.status).toBe(200);
    const data = answer.body.data as { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ resumeFileName: 'Asha resume.pdf' });
    expect(typeof data.profile.resumeSavedAt).toBe('string');
    expect(JSON.stringify(data)).not.toContain('/resume/');
  });

  it('goes with the account when it is erased', async () => {
    const worker = await workerWithResume();
    const key = (await users.get(worker.id))?.RESUME_KEY ?? '';
    expect(await exists(key)).toBe(true);

    expect(await eraseAccount(worker.id, 'workerRequest')).toBe(true);

    expect(await exists(key)).toBe(false);
  });
});
