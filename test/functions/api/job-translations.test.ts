/**
 * Jobs in the worker's language: postJob stores the Hindi and Telugu texts a person wrote, has the
 * missing ones drafted by Amazon Translate (mocked here with aws-sdk-client-mock: there is no local Translate)
 * with the company name kept out of what is sent, and every copy of the job card carries the card's texts: the
 * open jobs' list, the search's listing items and the worker's application.
 */
import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COMPANY_PLACEHOLDER } from '#features/job-posting/machine-drafts';
import { db, tableName } from '#lib/clients/dynamodb';
import { jobKey } from '#lib/db/keys';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { postingBody, uploadLogo } from '#test/support/job-posting';
import { admin, jobPostingAccounts, postJob, worker } from '#test/support/job-posting-api';
import { tableSnapshot } from '#test/support/table-snapshot';

jobPostingAccounts();

const translate = mockClient(TranslateClient);

afterEach(() => {
  translate.reset();
  delete process.env.JOB_TRANSLATION;
});

afterAll(() => translate.restore());

const hindi = {
  title: 'डेटा एंट्री इंटर्न',
  location: 'चेन्नई',
  workHours: 'रोज़ 6 घंटे',
  earnings: '₹9,000 प्रति माह',
  position: 'इंटर्न',
  description: 'हमारी स्टॉक शीट में रोज़ के ऑर्डर दर्ज करें।',
  rolesAndResponsibilities: 'ऑर्डर दर्ज करें। बिल जाँचें।',
  whatYouGet: 'प्रमाणपत्र। काम के दिनों में दोपहर का खाना।',
  whoCanApply: 'तेज़ टाइप करने वाले छात्र।',
};

async function storedJob(id: number): Promise<Record<string, unknown>> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: jobKey(id) }));
  return Item as Record<string, unknown>;
}

describe('postJob in Hindi and Telugu', () => {
  it('stores the texts a person wrote (not machine) and every copy of the card carries the card’s', async () => {
    const posted = await postJob({ translations: { hi: hindi } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const id = posted.body.id;

    // The stand-in (no JOB_TRANSLATION, as in the twin) drafts nothing: Telugu stays absent.
    const page = await callApi('getJobById', { token: worker.token, query: { id: String(id) } });
    expect(page.body.data).toMatchObject({
      TITLE: 'Data Entry Intern',
      TRANSLATIONS: {
        hi: {
          TITLE: hindi.title,
          LOCATION: hindi.location,
          DESCRIPTION: hindi.description,
          WHO_CAN_APPLY: hindi.whoCanApply,
          MACHINE: false,
        },
      },
    });
    expect((page.body.data as { TRANSLATIONS: object }).TRANSLATIONS).not.toHaveProperty('te');

    const card = {
      TITLE: hindi.title,
      LOCATION: hindi.location,
      WORK_HOURS: hindi.workHours,
      EARNINGS: hindi.earnings,
      POSITION: hindi.position,
      MACHINE: false,
    };
    const list = await callApi('getAllJobs', { token: worker.token, query: { limit: '100' } });
    expect(list.body.data.find((job) => job.ID === id)?.TRANSLATIONS).toEqual({ hi: card });
    const search = await callApi('searchJobs', { token: worker.token, query: { limit: '100' } });
    expect(search.body.data.find((job) => job.ID === id)?.TRANSLATIONS).toEqual({ hi: card });

    const applicant = await createWorker();
    const applied = await callApi('applyJob', { token: applicant.token, body: { id } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const mine = await callApi('getAppliedJobs', { token: applicant.token });
    expect(mine.body.data.find((job) => job.ID === id)?.TRANSLATIONS).toEqual({ hi: card });
  });

  it('has Amazon Translate draft the missing languages, MACHINE, the company name never sent', async () => {
    process.env.JOB_TRANSLATION = 'amazon';
    translate
      .on(TranslateTextCommand)
      .callsFake(async (input: { Text: string; TargetLanguageCode: string }) => ({
        TranslatedText: `(${input.TargetLanguageCode}) ${input.Text}`,
        SourceLanguageCode: 'en',
        TargetLanguageCode: input.TargetLanguageCode,
      }));
    const posted = await postJob({
      translations: { hi: hindi },
      description: 'Kaveri Textiles makes sarees. Enter daily orders for Kaveri Textiles.',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);

    const calls = translate.commandCalls(TranslateTextCommand).map((call) => call.args[0].input);
    // Telugu only (Hindi was written by a person): one call per text of the job.
    expect(calls).toHaveLength(9);
    for (const call of calls) {
      expect(call).toMatchObject({ SourceLanguageCode: 'en', TargetLanguageCode: 'te' });
      expect(call.Text).not.toContain('Kaveri');
    }
    expect(calls.map((call) => call.Text)).toContain(
      `${COMPANY_PLACEHOLDER} makes sarees. Enter daily orders for ${COMPANY_PLACEHOLDER}.`,
    );

    const stored = (await storedJob(posted.body.id)).TRANSLATIONS as Record<string, Record<string, unknown>>;
    expect(stored.hi).toMatchObject({ TITLE: hindi.title, MACHINE: false });
    expect(stored.te).toMatchObject({
      TITLE: '(te) Data Entry Intern',
      DESCRIPTION: '(te) Kaveri Textiles makes sarees. Enter daily orders for Kaveri Textiles.',
      MACHINE: true,
    });
  });

  it('posts the job in English when Translate fails, and calls nothing when the stage turned it off', async () => {
    process.env.JOB_TRANSLATION = 'amazon';
    translate.on(TranslateTextCommand).rejects(new Error('ThrottlingException'));
    const failed = await postJob();
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(await storedJob(failed.body.id)).not.toHaveProperty('TRANSLATIONS');

    translate.reset();
    process.env.JOB_TRANSLATION = 'off';
    const off = await postJob();
    expect(off.status).toBe(200);
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(0);
    expect(await storedJob(off.body.id)).not.toHaveProperty('TRANSLATIONS');
  });

  it('refuses a language given in part with a 400 naming the missing field, storing nothing', async () => {
    const logo = await uploadLogo({ admin });
    const tableBefore = await tableSnapshot();
    const { location: _, ...withoutCity } = hindi;
    const response = await callApi('postJob', {
      token: admin.token,
      body: postingBody(logo, { translations: { hi: withoutCity as typeof hindi } }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('translations.hi.location');
    expect(await tableSnapshot()).toBe(tableBefore);
  });
});
