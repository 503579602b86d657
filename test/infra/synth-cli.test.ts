import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '#infra/aws/config';
import { readStageFile } from '#infra/aws/stage-file';
import { repoRoot } from '#infra/paths';
import { EXAMPLE_STAGE, planFor, synthEnvironment } from '../../scripts/cdk';

// `npm run synth` as CI runs it: the real CDK CLI, cdk.json's app command, the committed example stage file.
const outdir = mkdtempSync(join(tmpdir(), 'earnlearn-synth-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the example stage file (infra/aws/stages/example.json)', () => {
  it('sets every setting the app reads, each one accepted as given', () => {
    const settings = readStageFile(EXAMPLE_STAGE);
    expect(Object.keys(settings).sort()).toEqual(
      [
        'accountSettings',
        'alarmEmail',
        'alarmHttpsUrlParameter',
        'backupCopyVaultArn',
        'certificateArn',
        'deployment',
        'deploymentAlarms',
        'domainName',
        'employerAutoPublish',
        'githubDiffEnvironment',
        'githubEnvironment',
        'githubOidcProviderArn',
        'githubRepository',
        'googleClientId',
        'jobTranslation',
        'monthlyBudgetUsd',
        'privacyContactEmail',
        'privacyContactName',
        'region',
        'sesFromAddress',
        'sesIdentity',
        'siteCanary',
        'siteUrl',
        'smsEntityId',
        'smsMonthlySpendLimit',
        'smsOtpTemplateId',
        'smsOtpTemplateIdHi',
        'smsOtpTemplateIdTe',
        'smsPartPriceUsd',
        'smsStatusShare',
        'smsParentTemplateId',
        'smsReviewTemplateId',
        'smsReviewTemplateIdHi',
        'smsReviewTemplateIdTe',
        'smsSenderId',
        'stage',
        'waf',
        'whatsappPhoneNumberId',
      ].sort(),
    );
    expect(readConfig(new App({ context: settings }))).toMatchObject({
      stage: 'example',
      googleClientId: settings.googleClientId,
      sms: {
        entityId: settings.smsEntityId,
        templateIds: {
          SMS_PARENT_TEMPLATE_ID: settings.smsParentTemplateId,
          SMS_OTP_TEMPLATE_ID_HI: settings.smsOtpTemplateIdHi,
          SMS_REVIEW_TEMPLATE_ID_TE: settings.smsReviewTemplateIdTe,
        },
        monthlySpendLimitUsd: Number(settings.smsMonthlySpendLimit),
      },
      waf: true,
      alarmHttpsUrlParameter: settings.alarmHttpsUrlParameter,
      monthlyBudgetUsd: Number(settings.monthlyBudgetUsd),
      domainName: settings.domainName,
      privacyContact: { name: settings.privacyContactName, email: settings.privacyContactEmail },
      deployment: 'canary',
      jobTranslation: true,
      employerAutoPublish: true,
      whatsappPhoneNumberId: settings.whatsappPhoneNumberId,
      accountSettings: 'own',
    });
  });

  // `cdk bootstrap` synthesizes the app as well, with no more than `-c stage=<stage>`: the first command a
  // fresh account runs once failed here, on a missing googleClientId.
  // Every stack is built, checked and written; only the data stack is bundled (`--exclusively`, as the CLI
  // bundles only the stacks it is asked for): the functions' bundles are the once-synthesized app's
  // (deployed-functions.test.ts), and bundling each handler a second time here would double the infra run.
  it('synthesizes with the CDK CLI from nothing but the stage, into every stack, cdk-nag clean', () => {
    const only = ['--exclusively', 'earnlearn-example-data'];
    const [command = []] = planFor('synth', EXAMPLE_STAGE, ['-o', outdir, ...only]).commands;
    expect(command).toEqual(['npx', 'cdk', 'synth', '--quiet', '-c', 'stage=example', '-o', outdir, ...only]);
    const [program = '', ...args] = command;
    const result = spawnSync(program, args, {
      cwd: repoRoot,
      env: synthEnvironment,
      encoding: 'utf8',
      timeout: 280_000,
    });
    expect(result.stderr).not.toMatch(/AwsSolutions-/);
    expect(result.status, result.stderr).toBe(0);
    const templates = readdirSync(outdir).filter((file) => file.endsWith('.template.json'));
    const nested = templates.filter((file) => file.endsWith('.nested.template.json'));
    expect(templates.filter((file) => !nested.includes(file)).sort()).toEqual(
      ['api', 'data', 'deploy-access', 'edge-alarms', 'migrations', 'observability', 'waf', 'web'].map(
        (stack) => `earnlearn-example-${stack}.template.json`,
      ),
    );
    // The api stack's functions, nested stacks by area (docs/decisions.md 118): the worker and admin areas' first
    // are sealed;
    // and the routes of the endpoints added since the api stack's were frozen, in route stacks (decision 500).
    expect(
      nested
        .map((file) => /(Worker|Admin|Internal|Employer)Functions|(ApiRoutes)/.exec(file)?.slice(1).join(''))
        .sort(),
    ).toEqual(['Admin', 'Admin', 'ApiRoutes', 'Employer', 'Internal', 'Worker', 'Worker']);
    const web = readFileSync(join(outdir, 'earnlearn-example-web.template.json'), 'utf8');
    expect(web).toContain('"earnlearn.in"');
  }, 290_000);

  it('fails with a message that says how to choose a stage when the CLI names none', () => {
    const result = spawnSync('npx', ['cdk', 'synth', '--quiet', '-o', join(outdir, 'none')], {
      cwd: repoRoot,
      env: synthEnvironment,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'Choose a stage: npm run <bootstrap|synth|diff|deploy> -- --stage <stage>',
    );
    expect(result.stderr).toContain('Stage files: example');
  }, 130_000);
});
