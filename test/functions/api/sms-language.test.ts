/**
 * The SMS in the worker's language: the OTP (registration, resend, number change) and the status SMS
 * go in the language the account chose for the site, with that language's DLT template id, through the local
 * SMS outbox as the twin sends; a worker who never chose one gets English.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type * as jobs from '#lib/db/jobs';
import * as users from '#lib/db/users';
import { setEnvironment } from '#lib/environment';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { createApplication, createJob } from '#test/support/fixtures';
import { askCode, MINUTE, newWorker, resend, validate } from '#test/support/registration';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

const ids = {
  SMS_OTP_TEMPLATE_ID: '1107000000000000101',
  SMS_OTP_TEMPLATE_ID_HI: '1107000000000000111',
  SMS_OTP_TEMPLATE_ID_TE: '1107000000000000121',
  SMS_REVIEW_TEMPLATE_ID: '1107000000000000102',
  SMS_REVIEW_TEMPLATE_ID_HI: '1107000000000000112',
  SMS_REVIEW_TEMPLATE_ID_TE: '1107000000000000122',
};

let hr: TestAccount;
beforeAll(async () => {
  setEnvironment(ids);
  hr = await createStaff('HR');
});

const devanagari = /[\u0900-\u097F]/u;
const telugu = /[\u0C00-\u0C7F]/u;

describe('the OTP SMS', () => {
  it('goes in Hindi to a Hindi worker, with the Hindi template id, and the code in it verifies', async () => {
    const worker = await newWorker();
    await users.setSiteLanguage(worker.id, 'hi');
    const number = freshMobileNumber();
    expect((await askCode(worker, number)).status).toBe(200);
    const [sms] = smsTo(number);
    expect(sms?.message).toMatch(devanagari);
    expect(sms?.message).toBe(`Earnlearn कोड ${latestCode(number)} है, 10 मिनट तक मान्य। इसे किसी को न बताएं।`);
    expect(sms?.templateId).toBe(ids.SMS_OTP_TEMPLATE_ID_HI);
    expect((await validate(worker, latestCode(number))).status).toBe(200);
  });

  it('goes in Telugu on a resend to a Telugu worker, and in English to a worker who chose no language', async () => {
    const worker = await newWorker();
    await users.setSiteLanguage(worker.id, 'te');
    const number = freshMobileNumber();
    const start = Date.now();
    expect((await atTime(start, () => askCode(worker, number))).status).toBe(200);
    expect((await atTime(start + MINUTE, () => resend(worker, number))).status).toBe(200);
    const sent = smsTo(number);
    expect(sent).toHaveLength(2);
    for (const sms of sent) {
      expect(sms.message).toMatch(telugu);
      expect(sms.templateId).toBe(ids.SMS_OTP_TEMPLATE_ID_TE);
    }

    const english = await newWorker();
    const other = freshMobileNumber();
    expect((await askCode(english, other)).status).toBe(200);
    expect(smsTo(other)[0]?.message).toMatch(/^Your Earnlearn verification code is \d{6}\./);
    expect(smsTo(other)[0]?.templateId).toBe(ids.SMS_OTP_TEMPLATE_ID);
  });

  it("goes in Hindi to a verified Hindi worker's new number (number change)", async () => {
    const worker = await createWorker();
    await users.setSiteLanguage(worker.id, 'hi');
    const number = freshMobileNumber();
    const answer = await callApi('requestNumberChange', { token: worker.token, body: { number } });
    expect(answer.status).toBe(200);
    expect(smsTo(number)[0]?.message).toMatch(devanagari);
    expect(smsTo(number)[0]?.templateId).toBe(ids.SMS_OTP_TEMPLATE_ID_HI);
  });
});

describe('the status SMS', () => {
  it('goes in Hindi to a Hindi worker, with the Hindi template id', async () => {
    const worker = await createWorker();
    await users.setSiteLanguage(worker.id, 'hi');
    const { application, job } = await createApplication({ worker });
    const answer = await callApi('reviewApplication', {
      token: hr.token,
      body: { id: application.ID, userId: application.USER_ID, status: 'APPLIED', decision: 'accept' },
    });
    expect(answer.status).toBe(200);
    const number = (await users.get(worker.id))?.MOBILE_NUMBER as string;
    const [sms] = smsTo(number);
    expect(sms?.message).toContain('शॉर्टलिस्ट हुआ');
    expect(sms?.message).toContain(job.TITLE.slice(0, 6));
    expect(sms?.message).toMatch(/'आवेदन किए काम' में देखें।$/u);
    expect(sms?.templateId).toBe(ids.SMS_REVIEW_TEMPLATE_ID_HI);
  });

  it('names the job by its Hindi title when the posting has one (the company as written)', async () => {
    const worker = await createWorker();
    await users.setSiteLanguage(worker.id, 'hi');
    const hindi = {
      TITLE: 'गणित ट्यूटर',
      POSITION: 'ट्यूटर',
      LOCATION: 'पुणे',
      WORK_HOURS: 'सप्ताह में 10 घंटे',
      EARNINGS: '₹8,000 प्रति माह',
      DESCRIPTION: 'गणित पढ़ाएं।',
      ROLES_AND_RESPONSIBILITIES: 'पाठ की योजना बनाएं।',
      WHAT_YOU_GET: 'प्रमाणपत्र।',
      WHO_CAN_APPLY: 'गणित के छात्र।',
      MACHINE: false,
    };
    const job = await createJob({
      TITLE: 'Maths Tutor',
      COMPANY_NAME: 'Vidya Academy',
      TRANSLATIONS: { hi: hindi },
    } as Partial<jobs.NewJob>);
    const { application } = await createApplication({ worker, job });
    const answer = await callApi('reviewApplication', {
      token: hr.token,
      body: { id: application.ID, userId: application.USER_ID, status: 'APPLIED', decision: 'accept' },
    });
    expect(answer.status).toBe(200);
    const [sms] = smsTo((await users.get(worker.id))?.MOBILE_NUMBER as string);
    expect(sms?.message).toContain('गणित ट्यूटर');
    expect(sms?.message).toContain('Vidya Academy');
    expect(sms?.message).not.toContain('Maths Tutor');
  });

  it('goes in Telugu to a Telugu worker and in English to one who chose no language', async () => {
    for (const [language, pattern, id] of [
      ['te', telugu, ids.SMS_REVIEW_TEMPLATE_ID_TE],
      [undefined, /^Earnlearn: your application for /, ids.SMS_REVIEW_TEMPLATE_ID],
    ] as const) {
      const worker = await createWorker();
      if (language) await users.setSiteLanguage(worker.id, language);
      const { application } = await createApplication({ worker });
      await callApi('reviewApplication', {
        token: hr.token,
        body: { id: application.ID, userId: application.USER_ID, status: 'APPLIED', decision: 'accept' },
      });
      const [sms] = smsTo((await users.get(worker.id))?.MOBILE_NUMBER as string);
      expect(sms?.message).toMatch(pattern);
      expect(sms?.templateId).toBe(id);
    }
  });
});
