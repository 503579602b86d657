import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStageFile, stageApp, stageFilePath } from '#infra/aws/stage-file';
import { main, planFor, splitStage } from '../../scripts/cdk';

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
