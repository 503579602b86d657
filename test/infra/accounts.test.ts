/**
 * One AWS account as it holds Earnlearn: a first deploy that rolls back leaves no name taken for the retry, two
 * stages of one account create nothing of the same name and one set of account settings, and the SMS settings
 * are applied on every deploy with no export in the way of a new spend limit. Read from the templates.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmsAccountSettings } from '#infra/aws/constructs/sms-account-settings';
import { allContracts } from '#shared/api/index';
import {
  accountUniques,
  type CfnTemplate,
  importedExportNames,
  physicalName,
  referencedIds,
  templatesOf,
} from './support/physical-names';
import { buildEarnlearnApp, fixtureHandler, NO_BUNDLING, synthesizedEarnlearn } from './support/synth';

/** `stack id type name` of each resource CloudFormation keeps when the stack's create rolls back. */
function keptByARolledBackCreate(templates: Record<string, CfnTemplate>): string[] {
  return Object.entries(templates).flatMap(([stack, template]) =>
    Object.entries(template.Resources ?? {}).flatMap(([id, resource]) => {
      const name = physicalName(resource);
      return resource.DeletionPolicy === 'Retain' && name !== undefined
        ? [`${stack} ${id} ${resource.Type} ${name}`]
        : [];
    }),
  );
}

// One endpoint of each area (each area's nested stack), one that sends SMS, one that sends e-mail.
const endpoints = [
  ...new Set([
    ...[...new Set(allContracts.map((contract) => contract.area))].map((area) =>
      allContracts.find((contract) => contract.area === area),
    ),
    allContracts.find((contract) => contract.uses.sms),
    allContracts.find((contract) => contract.uses.email),
  ]),
].flatMap((contract) => (contract ? [{ contract, entry: fixtureHandler }] : []));

const providerArn = 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';
const stageApps = {
  // The stage that owns the account's things: SMS settings, SES domain identity, budget, GitHub provider, trail.
  prod: {
    stage: 'prod',
    sesFromAddress: 'no-reply@earnlearn.in',
    alarmEmail: 'ops@earnlearn.in',
    monthlyBudgetUsd: '100',
    githubRepository: 'earnlearn/earnlearn',
  },
  // A second stage of the account, sending from the same domain.
  staging: {
    stage: 'staging',
    sesFromAddress: 'staging@earnlearn.in',
    accountSettings: 'shared',
    githubRepository: 'earnlearn/earnlearn',
    githubOidcProviderArn: providerArn,
  },
  // The same second stage, had it been left to own the account's things too.
  stagingOwning: { stage: 'staging', sesFromAddress: 'staging@earnlearn.in' },
  // prod again, with a new spend limit.
  prodRaisedLimit: {
    stage: 'prod',
    sesFromAddress: 'no-reply@earnlearn.in',
    alarmEmail: 'ops@earnlearn.in',
    monthlyBudgetUsd: '100',
    githubRepository: 'earnlearn/earnlearn',
    smsMonthlySpendLimit: '50',
  },
} satisfies Record<string, Record<string, string>>;

const built: Partial<Record<keyof typeof stageApps, Record<string, CfnTemplate>>> = {};
const templates = (key: keyof typeof stageApps) => {
  built[key] ??= templatesOf(buildEarnlearnApp(stageApps[key], { endpoints }).stacks);
  return built[key];
};
const uniques = (key: keyof typeof stageApps) => new Set(accountUniques(templates(key)));
const overlap = (a: keyof typeof stageApps, b: keyof typeof stageApps) =>
  [...uniques(a)].filter((unique) => uniques(b).has(unique)).sort();

describe('a first deploy that rolls back', () => {
  let app: Record<string, CfnTemplate>;
  beforeAll(async () => {
    const earnlearn = await synthesizedEarnlearn();
    const { data, api, web, observability, waf, deployAccess, apiAreas, apiRoutes } = earnlearn.templates;
    const stacks = { data, api, web, observability, waf, deployAccess, ...apiAreas, ...apiRoutes };
    app = Object.fromEntries(
      Object.entries(stacks).flatMap(([key, template]) =>
        template ? [[key, template.toJSON() as CfnTemplate]] : [],
      ),
    );
  });

  it('leaves no resource of a fixed name behind, so the retry does not fail on "already exists"', () => {
    expect(keptByARolledBackCreate(app)).toEqual([]);
    // The deploy-access stack (GitHub's role and provider) too, which the app above leaves out.
    expect(keptByARolledBackCreate(templates('prod'))).toEqual([]);
  });

  it('still keeps, once created, every named log group, the SES identity and the backup vault', () => {
    const resources = Object.values(app).flatMap((template) => Object.values(template.Resources ?? {}));
    const kept = resources.filter(
      (resource) =>
        (resource.Type === 'AWS::Logs::LogGroup' &&
          /^\/aws\/(lambda|apigateway)\//.test(physicalName(resource) ?? '')) ||
        ['AWS::SES::EmailIdentity', 'AWS::Backup::BackupVault'].includes(resource.Type),
    );
    // Every endpoint's function and each scheduled job's, the job pages', the API access log, identity, vault.
    expect(kept.length).toBeGreaterThan(allContracts.length + 3);
    for (const resource of kept) {
      expect(resource).toMatchObject({
        DeletionPolicy: 'RetainExceptOnCreate',
        UpdateReplacePolicy: 'Retain',
      });
    }
  });

  it('keeps only what CloudFormation names: the table, the buckets (they may hold data) and the alarm topic’s key', () => {
    const retained = Object.values(app)
      .flatMap((template) => Object.values(template.Resources ?? {}))
      .filter((resource) => resource.DeletionPolicy === 'Retain');
    expect(new Set(retained.map((resource) => resource.Type))).toEqual(
      new Set(['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::KMS::Key']),
    );
    for (const resource of retained) expect(physicalName(resource)).toBeUndefined();
  });
});

describe('two stages in one account, one owning its settings and one sharing them', () => {
  it('create no resource of the same name, no export of the same name and one set of account settings', () => {
    expect(overlap('prod', 'staging')).toEqual([]);
    // Not because nothing was looked at: both hold names, and prod the account's own things.
    expect(uniques('staging').size).toBeGreaterThan(50);
    const prod = [...uniques('prod')];
    expect(prod).toEqual(
      expect.arrayContaining([
        'account Custom::SmsAccountSettings',
        'account AWS::Budgets::Budget',
        'account AWS::CloudTrail::Trail',
        'name AWS::SES::EmailIdentity earnlearn.in',
        'name AWS::IAM::OIDCProvider https://token.actions.githubusercontent.com',
      ]),
    );
    expect(prod.filter((unique) => unique.includes('DirectPublishToPhoneNumber'))).toHaveLength(2);
  });

  it('record the account in exactly one CloudTrail trail, in the owning stage’s data stack', () => {
    const trails = (key: keyof typeof stageApps) =>
      Object.entries(templates(key)).flatMap(([stack, template]) =>
        Object.values(template.Resources ?? {})
          .filter((resource) => resource.Type === 'AWS::CloudTrail::Trail')
          .map(() => stack),
      );
    expect([...trails('prod'), ...trails('staging')]).toEqual(['earnlearn-prod-data']);
  });

  it('would meet on exactly the account-wide things were the second stage to own them too', () => {
    expect(overlap('prod', 'stagingOwning')).toEqual(
      [
        'account AWS::CloudTrail::Trail',
        'account Custom::SmsAccountSettings',
        'name AWS::SES::EmailIdentity earnlearn.in',
        ...[...uniques('prod')].filter((unique) => unique.includes('DirectPublishToPhoneNumber')),
      ].sort(),
    );
  });
});

describe('the SMS account settings', () => {
  afterEach(() => vi.useRealTimers());

  const synthesizedAt = (time: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(time));
    const app = new App({ context: NO_BUNDLING });
    const stack = new Stack(app, 'Api', { env: { region: 'ap-south-1' } });
    new SmsAccountSettings(stack, 'SmsAccountSettings', {
      senderId: 'EARNLN',
      templateIds: {},
      monthlySpendLimitUsd: 50,
    });
    const [settings] = Object.values(Template.fromStack(stack).findResources('Custom::SmsAccountSettings'));
    return settings?.Properties as Record<string, unknown>;
  };

  it('are sent to the handler again by every deploy, though no setting changed', () => {
    const first = synthesizedAt('2026-12-02T06:00:00Z');
    const next = synthesizedAt('2026-12-02T06:40:00Z');
    // A changed property is an Update, which applies the settings again (test/functions/unit/sms-account-settings.test.ts).
    expect(next).not.toEqual(first);
    expect({ ...next, SynthesizedAt: undefined }).toEqual({ ...first, SynthesizedAt: undefined });
    expect(first).toMatchObject({ MonthlySpendLimitUsd: '50', SenderId: 'EARNLN' });
  });

  it('change no value another stack imports when the spend limit changes', () => {
    const before = templates('prod');
    const after = templates('prodRaisedLimit');
    const imported = new Set(importedExportNames(Object.values(before)));
    expect(imported.size).toBeGreaterThan(0);
    let checked = 0;
    for (const [stack, template] of Object.entries(before)) {
      for (const [id, output] of Object.entries(template.Outputs ?? {})) {
        const name = output.Export?.Name;
        if (typeof name !== 'string' || !imported.has(name)) continue;
        expect(after[stack]?.Outputs?.[id], `${stack} ${id}`).toEqual(output);
        // What the export's value is read from must be the same resource, not one that answers anew.
        for (const ref of referencedIds(output.Value)) {
          expect(after[stack]?.Resources?.[ref], `${name}: ${ref}`).toEqual(template.Resources?.[ref]);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(imported.size);
  });
});
