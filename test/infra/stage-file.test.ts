import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '#infra/aws/config';
import { repoRoot } from '#infra/aws/paths';
import { placeholderProblems } from '#infra/aws/placeholders';
import { readStageFile, stageApp, stageFilePath } from '#infra/aws/stage-file';
import { STAGE_KEYS } from '#infra/aws/stage-schema';
import { main, planFor, splitStage } from '../../scripts/cdk';
import { buildEarnlearnApp } from './support/synth';

const googleClientId = '1234-abc.apps.googleusercontent.com';
const written: string[] = [];

/** Writes infra/aws/stages/<stage>.json for one test. */
function stageFile(stage: string, content: unknown) {
  const path = stageFilePath(stage);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  written.push(path);
}
afterEach(() => {
  for (const path of written.splice(0)) rmSync(path, { force: true });
});

describe('a stage settings file (infra/aws/stages/<stage>.json)', () => {
  it('is read, trimmed, and becomes the context of the stage app', () => {
    stageFile('t-read', { stage: 't-read', googleClientId, smsMonthlySpendLimit: ' 20 ', waf: 'off' });
    expect(readStageFile('t-read')).toEqual({
      stage: 't-read',
      googleClientId,
      smsMonthlySpendLimit: '20',
      waf: 'off',
    });
    const app = stageApp('t-read');
    expect(app.node.tryGetContext('googleClientId')).toBe(googleClientId);
    expect(app.node.tryGetContext('waf')).toBe('off');
  });

  it('refuses a misspelt key, naming it, rather than falling back to a default', () => {
    stageFile('t-typo', { stage: 't-typo', googleClientId, smsMonthlySpendLimt: '20' });
    expect(() => readStageFile('t-typo')).toThrow(
      'infra/aws/stages/t-typo.json: unknown key "smsMonthlySpendLimt"',
    );
  });

  it('refuses a file without the Google client id, a value that is not text, and a stage of another name', () => {
    stageFile('t-missing', { stage: 't-missing' });
    expect(() => readStageFile('t-missing')).toThrow(/t-missing\.json: "googleClientId"/);
    stageFile('t-number', { stage: 't-number', googleClientId, smsMonthlySpendLimit: 20 });
    expect(() => readStageFile('t-number')).toThrow(/"smsMonthlySpendLimit"/);
    stageFile('t-other', { stage: 'prod', googleClientId });
    expect(() => readStageFile('t-other')).toThrow('a stage file names its own stage');
    stageFile('t-json', '{ "stage": ');
    expect(() => readStageFile('t-json')).toThrow('t-json.json is not valid JSON');
  });

  it('names the files there are when the stage has none, and refuses a stage name that could climb out', () => {
    expect(() => readStageFile('nowhere')).toThrow(
      /There is no settings file for the stage "nowhere".*example/,
    );
    expect(() => readStageFile('../package')).toThrow(/must be lower-case letters/);
  });
});

describe('npm run bootstrap / synth / diff / deploy (scripts/cdk.ts)', () => {
  it('passes the stage to every CDK command and builds the SPA before a deploy, which runs nothing else', () => {
    expect(planFor('bootstrap', 'prod').commands).toEqual([['npx', 'cdk', 'bootstrap', '-c', 'stage=prod']]);
    expect(planFor('diff', 'prod').commands).toEqual([['npx', 'cdk', 'diff', '--all', '-c', 'stage=prod']]);
    expect(planFor('deploy', 'prod', ['--require-approval', 'never']).commands).toEqual([
      ['npm', 'run', 'build:web'],
      ['npx', 'cdk', 'deploy', '--all', '-c', 'stage=prod', '--require-approval', 'never'],
    ]);
    // The migrations run inside AWS (the migrations stack): nothing of the deploy uses the shell's credentials
    // beyond the CDK CLI's.
    expect(JSON.stringify(planFor('deploy', 'prod').commands)).not.toContain('migrate');
  });

  it('takes --stage out of the arguments in either form and hands the rest to the CLI', () => {
    expect(splitStage(['--stage', 'prod', '-o', 'out'])).toEqual({ stage: 'prod', extra: ['-o', 'out'] });
    expect(splitStage(['--stage=staging'])).toEqual({ stage: 'staging', extra: [] });
    expect(splitStage(['--exclusively'])).toEqual({ extra: ['--exclusively'] });
  });

  it('refuses, before starting the CLI, a step without a stage and a stage without a file', () => {
    const out = { log: vi.fn(), error: vi.fn() };
    expect(main(['deploy'], out)).toBe(2);
    expect(out.error).toHaveBeenCalledWith(
      expect.stringContaining('Give the stage: npm run deploy -- --stage'),
    );
    expect(main(['bootstrap', '--stage', 'nowhere'], out)).toBe(2);
    expect(out.error).toHaveBeenCalledWith(
      expect.stringContaining('no settings file for the stage "nowhere"'),
    );
    expect(main(['destroy', '--stage', 'example'], out)).toBe(2);
    expect(out.log).not.toHaveBeenCalled();
  });
});

describe('the example stage file copied unchanged', () => {
  /** example.json as a stage's own file, with `changes` over it. */
  function copyOfExample(stage: string, changes: Record<string, string | undefined> = {}) {
    const example: Record<string, string | undefined> = { ...readStageFile('example'), stage, ...changes };
    stageFile(stage, Object.fromEntries(Object.entries(example).filter(([, value]) => value !== undefined)));
  }

  it('is refused by bootstrap, diff and deploy before the CDK CLI starts, each placeholder named', () => {
    copyOfExample('t-copy');
    for (const step of ['bootstrap', 'diff', 'deploy']) {
      const out = { log: vi.fn(), error: vi.fn() };
      expect(main([step, '--stage', 't-copy'], out)).toBe(2);
      const message = String(out.error.mock.calls[0]?.[0]);
      expect(message).toContain(
        `t-copy.json still holds the example's placeholders, which ${step} would use`,
      );
      for (const key of ['certificateArn', 'githubOidcProviderArn', 'backupCopyVaultArn']) {
        expect(message).toContain(`"${key}" names the placeholder account 123456789012`);
      }
      for (const key of ['googleClientId', 'smsEntityId', 'smsOtpTemplateId', 'whatsappPhoneNumberId']) {
        expect(message).toContain(`"${key}" is still the example's`);
      }
      expect(out.log).not.toHaveBeenCalled();
    }
    // The example itself too.
    expect(main(['deploy', '--stage', 'example'], { log: vi.fn(), error: vi.fn() })).toBe(2);
  });

  it("passes once every placeholder is the stage's own, and synth of the example still reads it", () => {
    const own = {
      googleClientId: '555-real.apps.googleusercontent.com',
      smsEntityId: '1101999999999999999',
      smsOtpTemplateId: '1107999999999999991',
      smsReviewTemplateId: '1107999999999999992',
      smsParentTemplateId: '1107999999999999993',
      smsOtpTemplateIdHi: '1107999999999999994',
      smsOtpTemplateIdTe: '1107999999999999995',
      smsReviewTemplateIdHi: '1107999999999999996',
      smsReviewTemplateIdTe: '1107999999999999997',
      whatsappPhoneNumberId: 'phone-number-id-ffffffffffffffffffffffffffffffff',
      certificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
      githubOidcProviderArn: 'arn:aws:iam::210987654321:oidc-provider/token.actions.githubusercontent.com',
      backupCopyVaultArn: 'arn:aws:backup:ap-south-2:210987654321:backup-vault:earnlearn-prod-copy',
    };
    copyOfExample('t-own', own);
    expect(placeholderProblems(readStageFile('t-own'))).toEqual([]);
    copyOfExample('t-fewer', { ...own, backupCopyVaultArn: undefined, smsEntityId: undefined });
    expect(placeholderProblems(readStageFile('t-fewer'))).toEqual([]);
    copyOfExample('t-entity', { ...own, smsEntityId: '1101234567890123456' });
    expect(placeholderProblems(readStageFile('t-entity'))).toEqual([
      '"smsEntityId" is still the example\'s "1101234567890123456"',
    ]);
    // Synth takes the example as it is (CI synthesizes it): its settings are all valid.
    expect(readConfig(stageApp('example')).stage).toBe('example');
  });
});

describe('the certificate (certificateArn)', () => {
  const configWith = (certificateArn: string) =>
    readConfig(
      new App({
        context: { stage: 'prod', googleClientId, domainName: 'earnlearn.in', certificateArn },
      }),
    );

  it('must be an ACM certificate in us-east-1, where CloudFront takes it from, refused at synth otherwise', () => {
    const arn = 'arn:aws:acm:us-east-1:210987654321:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';
    expect(configWith(arn).certificateArn).toBe(arn);
    expect(() => configWith(arn.replace('us-east-1', 'ap-south-1'))).toThrow(
      /"certificateArn" must be a certificate in us-east-1/,
    );
    expect(() => configWith('earnlearn.in')).toThrow(/"certificateArn" must be an ACM certificate ARN/);
  });
});

describe('the pager URL', () => {
  it('is refused in a stage file, which is committed: an SSM parameter names it', () => {
    stageFile('t-pager', { stage: 't-pager', googleClientId, alarmHttpsUrl: 'https://events.example/key' });
    expect(() => readStageFile('t-pager')).toThrow(/"alarmHttpsUrl": must not be in a stage file/);
    stageFile('t-pager-ssm', {
      stage: 't-pager-ssm',
      googleClientId,
      alarmHttpsUrlParameter: '/earnlearn/t-pager-ssm/alarm-https-url',
    });
    expect(readConfig(stageApp('t-pager-ssm')).alarmHttpsUrlParameter).toBe(
      '/earnlearn/t-pager-ssm/alarm-https-url',
    );
    stageFile('t-pager-bad', { stage: 't-pager-bad', googleClientId, alarmHttpsUrlParameter: 'no slash' });
    expect(() => readStageFile('t-pager-bad')).toThrow(
      /"alarmHttpsUrlParameter": must be the name of an SSM/,
    );
  });

  it('subscribes to each paging topic the value CloudFormation reads from the parameter at deploy time, in its region', () => {
    const { stacks } = buildEarnlearnApp(
      { alarmHttpsUrlParameter: '/earnlearn/test/alarm-https-url' },
      // No endpoints: only the alarm topics' subscriptions are read.
      { endpoints: [] },
    );
    // The observability stack's topic in the stage's region, the edge alarms' in us-east-1 (with the WAF).
    expect(stacks.edgeAlarms?.region).toBe('us-east-1');
    for (const stack of [stacks.observability, stacks.edgeAlarms as Stack]) {
      const template = Template.fromStack(stack);
      const parameters = Object.entries(
        template.toJSON().Parameters as Record<string, Record<string, string>>,
      );
      const pager = parameters.filter(
        ([, parameter]) => parameter.Default === '/earnlearn/test/alarm-https-url',
      );
      expect(pager, stack.stackName).toHaveLength(1);
      const [parameterId, parameter] = pager[0] as [string, Record<string, string>];
      expect(parameter.Type).toBe('AWS::SSM::Parameter::Value<String>');
      const https = Object.values(template.findResources('AWS::SNS::Subscription')).filter(
        (subscription) => subscription.Properties.Protocol === 'https',
      );
      expect(https.map((subscription) => subscription.Properties.Endpoint)).toEqual([{ Ref: parameterId }]);
      // No URL in the template itself.
      expect(JSON.stringify(template.toJSON())).not.toContain('pagerduty');
    }
  });
});

describe('the runbook (docs/operations.md)', () => {
  const text = readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8');
  const section = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));

  it('names every setting of the stage schema in the first column of the section 2 table', () => {
    const firstCells = section('## 2. Stage settings', '## 3.')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1] ?? '');
    const named = new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1])));
    expect(STAGE_KEYS.filter((key) => !named.has(key))).toEqual([]);
  });

  it('walks a fresh account through CloudFront verification, the us-east-1 certificate and the opt-in region', () => {
    const first = section('## 3. Bootstrap and first deploy', '## 4.');
    for (const step of [
      'CloudFront account verification',
      'aws acm request-certificate --region us-east-1',
      'placeholders',
    ]) {
      expect(first).toContain(step);
    }
    expect(section('## 13.', '### Restore')).toContain('aws account enable-region --region-name ap-south-2');
    expect(section('## 10.', '## 11.')).toContain('aws ssm put-parameter');
  });
});
