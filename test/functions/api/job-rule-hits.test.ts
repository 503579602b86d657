/**
 * The rules against scam postings on postJob and editJob: a posting a rule holds for is refused naming the
 * field and the rule, accepted once the admin acknowledges the rule, and the acknowledgement kept on the job
 * (with the rule set's version) and in the edit's history.
 */
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '#shared/domain/moderation/rules';
import { callApi } from '#test/support/api';
import { postingBody } from '#test/support/job-posting';
import { admin, jobPostingAccounts, jobsCount, postJob } from '#test/support/job-posting-api';

jobPostingAccounts();

const hindiFee = {
  title: 'डेटा एंट्री इंटर्न',
  location: 'चेन्नई',
  workHours: 'दिन में 6 घंटे',
  earnings: '₹9,000 प्रति माह',
  position: 'इंटर्न',
  description: 'काम शुरू करने से पहले ₹500 रजिस्ट्रेशन फीस जमा करनी होगी।',
  rolesAndResponsibilities: 'ऑर्डर दर्ज करें। बिल जाँचें।',
  whatYouGet: 'प्रमाणपत्र।',
  whoCanApply: 'तेज़ टाइप करने वाले छात्र।',
};

async function adminJob(id: number) {
  const answer = await callApi('getAdminJob', { token: admin.token, query: { id: String(id) } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

describe('postJob and the rules against scam postings', () => {
  it('refuses a job asking for a registration fee in Hindi, naming the field and the rule, and posts nothing', async () => {
    const before = await jobsCount();
    const answer = await postJob({ translations: { hi: hindiFee } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'ruleHits',
      errors: [
        {
          field: 'translations.hi.description',
          message: expect.stringContaining('money.registrationFee: "रजिस्ट्रेशन फीस"'),
        },
      ],
    });
    expect(await jobsCount()).toBe(before);
  });

  it('posts it once the admin acknowledges the rule, and keeps the acknowledgement with the rules version', async () => {
    const answer = await postJob({
      translations: { hi: hindiFee },
      acknowledgedRuleHits: ['money.registrationFee'],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { job } = await adminJob(answer.body.id);
    expect(job.RULE_CHECK).toMatchObject({
      RULES_VERSION,
      BY: { ID: admin.id, EMAIL: expect.stringMatching(/@earnlearn.in$/) },
      HITS: [{ RULE: 'money.registrationFee', FIELD: 'translations.hi.description', MATCH: 'रजिस्ट्रेशन फीस' }],
    });
  });
});

describe('editJob and the rules against scam postings', () => {
  it('refuses an edit adding a phone number, then keeps the acknowledgement in the history and drops it once clean', async () => {
    const posted = await postJob();
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const id = posted.body.id;
    const { job } = await adminJob(id);
    expect(job.RULE_CHECK).toBeUndefined();
    const body = (overrides: Parameters<typeof postingBody>[1], version: number) => ({
      ...postingBody(job.LOGO_LINK, overrides),
      id,
      version,
    });
    const phone = { description: 'Enter daily orders. Call 98765 43210 to apply.' };

    const refused = await callApi('editJob', { token: admin.token, body: body(phone, 0) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'description', message: expect.stringContaining('contact.phone') },
    ]);

    const acknowledged = await callApi('editJob', {
      token: admin.token,
      body: { ...body(phone, 0), acknowledgedRuleHits: ['contact.phone'] },
    });
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    const [edit] = (await adminJob(id)).edits;
    expect(edit?.RULE_CHECK?.HITS).toEqual([
      expect.objectContaining({ RULE: 'contact.phone', MATCH: '98765 43210' }),
    ]);
    expect(edit?.CHANGES.map((change) => change.field)).toEqual(['DESCRIPTION']);

    const clean = await callApi('editJob', { token: admin.token, body: body({}, 1) });
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    expect((await adminJob(id)).job.RULE_CHECK).toBeUndefined();
  });
});
