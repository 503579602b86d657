/**
 * Translate on demand (issue 39, decision 606): a message of a thread in its reader's language, the worker's site
 * language or English for the hiring side, from the language its script shows; through the translation port
 * (Amazon Translate, mocked here) and kept on the message, so the second reader costs no call; the stand-in (no
 * JOB_TRANSLATION, as in the twin) answers without a text. The worker translates only what they may read; the
 * hiring side only threads of jobs it may see, each translation on the worker's record.
 */
import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createOrganisationWithOwner } from '#test/support/employers';
import { createApplication } from '#test/support/fixtures';
import { accessEntriesOf } from '#test/support/job-applications';

const translate = mockClient(TranslateClient);
let hr: TestAccount;
let otherOwner: TestAccount;

beforeAll(async () => {
  hr = await createStaff('HR');
  otherOwner = (await createOrganisationWithOwner({ brandName: 'Faraway Traders' })).owner;
});
afterEach(() => {
  delete process.env.JOB_TRANSLATION;
  translate.reset();
});
afterAll(() => translate.restore());

const workerTranslates = (worker: TestAccount, id: number, messageId: string) =>
  callApi('translateApplicationMessage', { token: worker.token, body: { id, messageId } });
const hiringTranslates = (caller: TestAccount, id: number, userId: number, messageId: string) =>
  callApi('translateApplicantMessage', { token: caller.token, body: { id, userId, messageId } });

describe('translating a message', () => {
  it("gives the hiring side a worker's Hindi in English, once through Translate, and on the worker's record", async () => {
    const { job, worker } = await createApplication();
    const sent = await callApi('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'मैं सोमवार को आऊँगी।' },
    });
    const messageId = sent.body.MESSAGE.ID;
    process.env.JOB_TRANSLATION = 'amazon';
    translate.on(TranslateTextCommand).resolves({ TranslatedText: 'I will come on Monday.' });

    const first = await hiringTranslates(hr, job.ID, worker.id, messageId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ FROM: 'hi', TO: 'en', TEXT: 'I will come on Monday.' });
    expect(translate.commandCalls(TranslateTextCommand)[0]?.args[0].input).toMatchObject({
      Text: 'मैं सोमवार को आऊँगी।',
      SourceLanguageCode: 'hi',
      TargetLanguageCode: 'en',
    });
    const again = await hiringTranslates(hr, job.ID, worker.id, messageId);
    expect(again.body.data.TEXT).toBe('I will come on Monday.');
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(1);
    const entries = await accessEntriesOf(worker.id);
    expect(entries.filter((entry) => entry.WHAT === 'translateApplicantMessage')).toHaveLength(2);

    // Another organisation's employer cannot reach it.
    expect((await hiringTranslates(otherOwner, job.ID, worker.id, messageId)).status).toBe(404);
  });

  it("gives the worker HR's English in their language, and nothing of a held message or another's thread", async () => {
    const { job, worker } = await createApplication();
    await callApi('setLanguage', { token: worker.token, body: { language: 'te' } });
    const plain = await callApi('sendApplicantMessage', {
      token: hr.token,
      body: { id: job.ID, userId: worker.id, text: 'Please come on Monday.' },
    });
    const held = await callApi('sendApplicantMessage', {
      token: hr.token,
      body: { id: job.ID, userId: worker.id, text: 'Pay Rs 500 to hr.desk@okaxis for the kit.' },
    });
    process.env.JOB_TRANSLATION = 'amazon';
    translate.on(TranslateTextCommand).resolves({ TranslatedText: 'దయచేసి సోమవారం రండి.' });

    const translated = await workerTranslates(worker, job.ID, plain.body.MESSAGE.ID);
    expect(translated.body.data).toEqual({ FROM: 'en', TO: 'te', TEXT: 'దయచేసి సోమవారం రండి.' });
    expect((await workerTranslates(worker, job.ID, held.body.MESSAGE.ID)).status).toBe(404);
    const other = await createApplication({ job });
    expect((await workerTranslates(other.worker, job.ID, plain.body.MESSAGE.ID)).status).toBe(404);
    // The hiring side may translate the held one (it reads it).
    expect((await hiringTranslates(hr, job.ID, worker.id, held.body.MESSAGE.ID)).status).toBe(200);
  });

  it('answers a message already in the language as it is, and no text where translation is off', async () => {
    const { job, worker } = await createApplication();
    const sent = await callApi('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'Yes, Monday.' },
    });
    const same = await hiringTranslates(hr, job.ID, worker.id, sent.body.MESSAGE.ID);
    expect(same.body.data).toEqual({ FROM: 'en', TO: 'en', TEXT: 'Yes, Monday.' });
    const telugu = await callApi('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'సరే, సోమవారం.' },
    });
    const off = await hiringTranslates(hr, job.ID, worker.id, telugu.body.MESSAGE.ID);
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ FROM: 'te', TO: 'en' });
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(0);
    const bad = await hiringTranslates(hr, job.ID, worker.id, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/messageId/);
  });
});
