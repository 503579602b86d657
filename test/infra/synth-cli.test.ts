import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '#infra/aws/config';
import { exampleContext, exampleSynthArguments, synthEnvironment } from '#infra/aws/synth-example';
import { repoRoot } from '#infra/paths';

// `npm run synth` as CI runs it: the real CDK CLI, cdk.json's app command, every example context value.
const outdir = mkdtempSync(join(tmpdir(), 'earnlearn-synth-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the example context (infra/aws/example-context.json)', () => {
  it('sets every context value the app reads, each one accepted as given', () => {
    const context = exampleContext();
    expect(Object.keys(context).sort()).toEqual(
      [
        'alarmEmail',
        'certificateArn',
        'domainName',
        'googleClientId',
        'privacyContactEmail',
        'privacyContactName',
        'region',
        'sesFromAddress',
        'sesIdentity',
        'siteUrl',
        'smsEntityId',
        'smsMonthlySpendLimit',
        'smsOtpTemplateId',
        'smsReviewTemplateId',
        'smsSenderId',
        'stage',
        'waf',
      ].sort(),
    );
    const read = new App({ context });
    expect(readConfig(read)).toMatchObject({
      stage: context.stage,
      googleClientId: context.googleClientId,
      sms: { entityId: context.smsEntityId, monthlySpendLimitUsd: Number(context.smsMonthlySpendLimit) },
      waf: true,
      domainName: context.domainName,
      privacyContact: { name: context.privacyContactName, email: context.privacyContactEmail },
    });
  });

  it('synthesizes with the CDK CLI into every stack, cdk-nag clean', () => {
    const result = spawnSync('npx', exampleSynthArguments(['-o', outdir]), {
      cwd: repoRoot,
      env: synthEnvironment,
      encoding: 'utf8',
      timeout: 280_000,
    });
    expect(result.stderr).not.toMatch(/AwsSolutions-/);
    expect(result.status, result.stderr).toBe(0);
    const templates = readdirSync(outdir).filter((file) => file.endsWith('.template.json'));
    expect(templates.sort()).toEqual(
      ['api', 'data', 'observability', 'waf', 'web'].map((stack) => `earnlearn-prod-${stack}.template.json`),
    );
    const web = readFileSync(join(outdir, 'earnlearn-prod-web.template.json'), 'utf8');
    expect(web).toContain('"earnlearn.in"');
  }, 290_000);
});
