import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig, statusMonthlyParts } from '#infra/aws/config';
import { stageFileSchema } from '#infra/aws/stage-schema';
import { SMS_PURPOSES, SMS_TEMPLATES } from '#shared/domain/message-purposes';

const googleClientId = 'id.apps.googleusercontent.com';
const configOf = (context: Record<string, string>) =>
  readConfig(new App({ context: { googleClientId, ...context } }));

describe('deployment context', () => {
  it('defaults to the prod stage in Mumbai, sending from no-reply@earnlearn.in', () => {
    expect(configOf({})).toEqual({
      stage: 'prod',
      region: 'ap-south-1',
      googleClientId,
      sesFromAddress: 'no-reply@earnlearn.in',
      sesIdentity: 'domain',
      sms: { senderId: 'EARNLN', templateIds: {}, monthlySpendLimitUsd: 1 },
      waf: true,
      siteCanary: true,
      domainName: undefined,
      certificateArn: undefined,
      alarmEmail: undefined,
      deployment: 'canary',
      deploymentAlarms: true,
      jobTranslation: true,
      employerAutoPublish: true,
      accountSettings: 'own',
      lambdaConcurrencyQuota: 1000,
    });
  });

  it("lets a second stage of the account leave the account's own things to the first", () => {
    expect(configOf({ accountSettings: 'shared' }).accountSettings).toBe('shared');
    expect(() => configOf({ accountSettings: 'mine' })).toThrow(/accountSettings.*"own" or "shared"/);
    // The cost budget and the GitHub OIDC provider are one per account: a sharing stage makes neither.
    expect(() =>
      configOf({ accountSettings: 'shared', alarmEmail: 'ops@earnlearn.in', monthlyBudgetUsd: '100' }),
    ).toThrow(/monthlyBudgetUsd.*whole account/);
    expect(() => configOf({ accountSettings: 'shared', githubRepository: 'earnlearn/earnlearn' })).toThrow(
      /githubOidcProviderArn.*one GitHub OIDC provider/,
    );
    const providerArn = 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';
    expect(
      configOf({
        accountSettings: 'shared',
        githubRepository: 'earnlearn/earnlearn',
        githubOidcProviderArn: providerArn,
      }).github?.oidcProviderArn,
    ).toBe(providerArn);
  });

  it('has a template id setting for every SMS purpose in every language', () => {
    for (const purpose of SMS_PURPOSES) {
      const languages = SMS_TEMPLATES.filter((template) => template.purpose === purpose).map(
        (template) => template.language,
      );
      expect(new Set(languages), purpose).toEqual(new Set(['en', 'hi', 'te']));
    }
    expect(SMS_TEMPLATES.map(({ setting }) => setting)).toContain('smsRetentionTemplateIdTe');
  });

  it('reads a backup copy vault in another region', () => {
    const arn = 'arn:aws:backup:ap-south-2:123456789012:backup-vault:earnlearn-prod-copy';
    expect(configOf({ backupCopyVaultArn: arn }).backupCopyVaultArn).toBe(arn);
    expect(configOf({}).backupCopyVaultArn).toBeUndefined();
  });

  it('refuses to synthesize without the Google client id, naming it', () => {
    expect(() => readConfig(new App())).toThrow(/Context "googleClientId" is required/);
    expect(() => configOf({ googleClientId: 'not-a-client-id' })).toThrow(/googleClientId/);
  });

  it('reads the SMS settings DLT issued and refuses what SNS would refuse', () => {
    expect(
      configOf({
        smsSenderId: 'EARNLN',
        smsEntityId: '1101234567890123456',
        smsOtpTemplateId: '1107123456789012345',
        smsReviewTemplateId: '1107123456789012346',
        smsMonthlySpendLimit: '50',
      }).sms,
    ).toEqual({
      senderId: 'EARNLN',
      entityId: '1101234567890123456',
      templateIds: {
        SMS_OTP_TEMPLATE_ID: '1107123456789012345',
        SMS_REVIEW_TEMPLATE_ID: '1107123456789012346',
      },
      monthlySpendLimitUsd: 50,
    });
    // A template id per text per language (Hindi and Telugu beside English).
    expect(
      configOf({
        smsOtpTemplateIdHi: '1107123456789012348',
        smsOtpTemplateIdTe: '1107123456789012349',
        smsReviewTemplateIdHi: '1107123456789012350',
        smsReviewTemplateIdTe: '1107123456789012351',
      }).sms,
    ).toMatchObject({
      templateIds: {
        SMS_OTP_TEMPLATE_ID_HI: '1107123456789012348',
        SMS_OTP_TEMPLATE_ID_TE: '1107123456789012349',
        SMS_REVIEW_TEMPLATE_ID_HI: '1107123456789012350',
        SMS_REVIEW_TEMPLATE_ID_TE: '1107123456789012351',
      },
    });
    expect(() => configOf({ smsOtpTemplateIdHi: '1107-hindi' })).toThrow(/smsOtpTemplateIdHi/);
    // Every text of every SMS purpose in every language: the stage file takes its id, the functions get it.
    const everyId = Object.fromEntries(
      SMS_TEMPLATES.map(({ setting }, index) => [setting, String(1107000000000000000n + BigInt(index))]),
    );
    expect(stageFileSchema.safeParse({ stage: 'example', googleClientId, ...everyId }).success).toBe(true);
    expect(configOf(everyId).sms.templateIds).toEqual(
      Object.fromEntries(SMS_TEMPLATES.map(({ setting, variable }) => [variable, everyId[setting]])),
    );
    expect(() => configOf({ smsSenderId: 'EARN-LEARN' })).toThrow(/smsSenderId/);
    // DLT headers are letters only, at most 6: SNS would send a longer or numeric one from a random number.
    expect(() => configOf({ smsSenderId: 'EARNLEARN' })).toThrow('3 to 6 letters');
    expect(() => configOf({ smsSenderId: 'EARN12' })).toThrow('3 to 6 letters');
    expect(() => configOf({ smsEntityId: '12ab' })).toThrow(/smsEntityId/);
    expect(() => configOf({ smsMonthlySpendLimit: '0' })).toThrow(/smsMonthlySpendLimit/);
    expect(() => configOf({ waf: 'maybe' })).toThrow(/waf/);
    expect(() => configOf({ sesIdentity: 'both' })).toThrow(/sesIdentity/);
    expect(configOf({ waf: 'off', sesIdentity: 'address' })).toMatchObject({
      waf: false,
      sesIdentity: 'address',
    });
  });

  it("reads the status SMS share of the month's SMS and the part price, refusing what is no share or price", () => {
    const chosen = configOf({
      smsMonthlySpendLimit: '50',
      smsStatusShare: '0.5',
      smsPartPriceUsd: '0.0025',
    }).sms;
    expect(chosen).toMatchObject({ statusShare: 0.5, partPriceUsd: 0.0025 });
    expect(statusMonthlyParts(chosen)).toBe(10_000);
    // Unchosen: 60% of what USD 50 buys at USD 0.0027 a part.
    expect(statusMonthlyParts(configOf({ smsMonthlySpendLimit: '50' }).sms)).toBe(11_111);
    for (const share of ['0', '1.5', 'half', '-0.2']) {
      expect(() => configOf({ smsStatusShare: share })).toThrow(/smsStatusShare/);
    }
    for (const price of ['0', '1', 'cheap']) {
      expect(() => configOf({ smsPartPriceUsd: price })).toThrow(/smsPartPriceUsd/);
    }
  });

  it('takes what the operator passes with -c', () => {
    expect(
      configOf({
        stage: 'staging',
        region: 'ap-south-2',
        googleClientId: 'id.apps.googleusercontent.com',
        sesFromAddress: 'hr@earnlearn.in',
        alarmEmail: 'ops@earnlearn.in',
        domainName: 'earnlearn.in',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      }),
    ).toMatchObject({ stage: 'staging', region: 'ap-south-2', alarmEmail: 'ops@earnlearn.in' });
  });

  it('links e-mails to siteUrl, else to the custom domain, else to nothing', () => {
    expect(configOf({ siteUrl: 'https://staff.earnlearn.in/' }).siteUrl).toBe('https://staff.earnlearn.in');
    expect(
      configOf({
        siteUrl: 'https://www.earnlearn.in',
        domainName: 'earnlearn.in',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      }).siteUrl,
    ).toBe('https://www.earnlearn.in');
    expect(
      configOf({
        domainName: 'earnlearn.in',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      }).siteUrl,
    ).toBe('https://earnlearn.in');
    expect(configOf({}).siteUrl).toBeUndefined();
  });

  it('names the privacy contact of /config.json when both its name and e-mail are given, else none', () => {
    expect(
      configOf({
        privacyContactName: ' Grievance Officer, Earnlearn ',
        privacyContactEmail: 'privacy@earnlearn.in',
      }).privacyContact,
    ).toEqual({ name: 'Grievance Officer, Earnlearn', email: 'privacy@earnlearn.in' });
    expect(configOf({}).privacyContact).toBeUndefined();
  });

  it('reads an https alarm endpoint and a monthly budget that e-mails alarmEmail', () => {
    expect(
      configOf({
        alarmEmail: 'ops@earnlearn.in',
        alarmHttpsUrl: 'https://hooks.example.com/alarms?token=abc',
        monthlyBudgetUsd: '150',
      }),
    ).toMatchObject({ alarmHttpsUrl: 'https://hooks.example.com/alarms?token=abc', monthlyBudgetUsd: 150 });
  });

  it.each([
    [
      { privacyContactName: 'Grievance Officer' },
      /privacyContactName" and "privacyContactEmail" go together/,
    ],
    [{ privacyContactEmail: 'privacy@earnlearn.in' }, /go together/],
    [{ privacyContactName: 'Grievance Officer', privacyContactEmail: 'privacy' }, /privacyContactEmail/],
    [{ stage: 'Prod!' }, /stage/],
    [{ siteUrl: 'earnlearn.in' }, /siteUrl/],
    [{ siteUrl: 'http://earnlearn.in' }, /siteUrl/],
    [{ siteUrl: 'https://earnlearn.in/internal' }, /siteUrl/],
    [{ sesFromAddress: 'earnlearn.in' }, /sesFromAddress/],
    [{ alarmEmail: 'ops' }, /alarmEmail/],
    [{ alarmHttpsUrl: 'http://hooks.example.com/alarms' }, /alarmHttpsUrl" must be an https URL/],
    [{ alarmHttpsUrl: 'hooks.example.com/alarms' }, /alarmHttpsUrl/],
    [{ alarmEmail: 'ops@earnlearn.in', monthlyBudgetUsd: '0' }, /monthlyBudgetUsd" must be whole US dollars/],
    [{ alarmEmail: 'ops@earnlearn.in', monthlyBudgetUsd: '12.50' }, /monthlyBudgetUsd/],
    [{ monthlyBudgetUsd: '100' }, /monthlyBudgetUsd" needs "alarmEmail"/],
    [{ domainName: 'earnlearn.in' }, /certificateArn/],
    [{ backupCopyVaultArn: 'earnlearn-prod-copy' }, /backupCopyVaultArn" must be the ARN of a backup vault/],
    [
      { backupCopyVaultArn: 'arn:aws:s3:ap-south-2:123456789012:backup-vault:copy' },
      /backupCopyVaultArn" must be the ARN/,
    ],
    [{ jobTranslation: 'no' }, /jobTranslation" must be "on" or "off"/],
    [
      { backupCopyVaultArn: 'arn:aws:backup:ap-south-1:123456789012:backup-vault:copy' },
      /backupCopyVaultArn" must name a vault in another region than the stacks' \(ap-south-1\)/,
    ],
  ])('rejects %o', (context, message) => {
    expect(() => configOf(context)).toThrow(message);
  });

  it('reads the GST registry provider, off unless both its URL and its key are given', () => {
    const key = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:gsp-key-AbCdEf';
    expect(configOf({})).not.toHaveProperty('gstinRegistry');
    expect(
      configOf({ gstinRegistryUrl: 'https://api.gsp.example/gst/v1', gstinRegistryKeySecretArn: key })
        .gstinRegistry,
    ).toEqual({ url: 'https://api.gsp.example/gst/v1', keySecretArn: key });
    expect(() => configOf({ gstinRegistryUrl: 'https://api.gsp.example/gst/v1' })).toThrow(/go together/);
    expect(() =>
      configOf({ gstinRegistryUrl: 'http://api.gsp.example', gstinRegistryKeySecretArn: key }),
    ).toThrow(/gstinRegistryUrl" must be the provider's https API base URL/);
    expect(() =>
      configOf({ gstinRegistryUrl: 'https://api.gsp.example', gstinRegistryKeySecretArn: 'gsp-key' }),
    ).toThrow(/gstinRegistryKeySecretArn" must be the ARN/);
  });

  it('reads the WhatsApp number id, none unless given, and refuses what is not one', () => {
    expect(configOf({})).not.toHaveProperty('whatsappPhoneNumberId');
    expect(
      configOf({ whatsappPhoneNumberId: 'phone-number-id-0123456789abcdef0123456789abcdef' })
        .whatsappPhoneNumberId,
    ).toBe('phone-number-id-0123456789abcdef0123456789abcdef');
    for (const wrong of [
      '+919876543210',
      'phone-number-id-123',
      'PHONE-NUMBER-ID-0123456789ABCDEF0123456789ABCDEF',
    ]) {
      expect(() => configOf({ whatsappPhoneNumberId: wrong })).toThrow(
        /Context "whatsappPhoneNumberId" must be the number's id in AWS End User Messaging Social/,
      );
    }
  });

  it('drafts job texts with Amazon Translate unless the stage turns jobTranslation off', () => {
    expect(configOf({}).jobTranslation).toBe(true);
    expect(configOf({ jobTranslation: 'on' }).jobTranslation).toBe(true);
    expect(configOf({ jobTranslation: 'off' }).jobTranslation).toBe(false);
  });

  it("publishes verified employers' clean postings at once unless the stage turns employerAutoPublish off", () => {
    expect(configOf({}).employerAutoPublish).toBe(true);
    expect(configOf({ employerAutoPublish: 'off' }).employerAutoPublish).toBe(false);
    expect(() => configOf({ employerAutoPublish: 'no' })).toThrow(
      /employerAutoPublish" must be "on" or "off"/,
    );
  });

  it('checks the site from outside unless the stage turns siteCanary off', () => {
    expect(configOf({}).siteCanary).toBe(true);
    expect(configOf({ siteCanary: 'off' }).siteCanary).toBe(false);
    expect(() => configOf({ siteCanary: 'no' })).toThrow(/siteCanary" must be "on" or "off"/);
  });
});
