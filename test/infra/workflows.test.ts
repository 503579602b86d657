/**
 * The GitHub Actions workflows (.github/workflows), checked by reading them: nothing here reaches GitHub.
 * docs/operations.md, "CI/CD".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/aws/paths';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
}

interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress'?: unknown };
  jobs: Record<string, Job>;
}

/** A GitHub Actions expression as the YAML writes it: `${{ vars.STAGE }}`. */
const expression = (inner: string) => `\${{ ${inner} }}`;

const workflowsDir = join(repoRoot, '.github', 'workflows');
const text = (file: string) => readFileSync(join(workflowsDir, file), 'utf8');
const workflow = (file: string) => load(text(file)) as Workflow;

function job(file: string, id: string): Job {
  const found = workflow(file).jobs[id];
  if (!found) throw new Error(`${file} has no job ${id}`);
  return found;
}

/** Index of the first step matching, -1 when none does. */
const stepIndex = (steps: Step[], match: (step: Step) => boolean) => steps.findIndex(match);
const runs = (pattern: RegExp) => (step: Step) => pattern.test(step.run ?? '');
const uses = (action: string) => (step: Step) => (step.uses ?? '').startsWith(`${action}@`);

describe('the pull-request workflow (ci.yml)', () => {
  it('runs .ci/run on pull requests and pushes to main, and keeps test-results/', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on.push).toEqual({ branches: ['main'] });
    expect(ci.permissions).toEqual({ contents: 'read' });
    // Ubuntu's apt has no real Chromium: the browser tests use the runner's Chrome, so .ci/run installs none.
    expect(job('ci.yml', 'test').env).toEqual({ CHROMIUM_PATH: '/usr/bin/google-chrome' });
    const steps = job('ci.yml', 'test').steps;
    const suite = stepIndex(steps, runs(/(^|\s)bash \.ci\/run$/m));
    expect(suite).toBeGreaterThan(stepIndex(steps, uses('actions/checkout')));
    // .ci/run installs packages with apt: as root, with the runner's environment (CI, PATH).
    expect(steps[suite]?.run).toMatch(/^sudo -E /);
    const upload = steps.find(uses('actions/upload-artifact'));
    expect(upload?.with?.path).toBe('test-results/');
    expect(upload?.if).toBe(expression('!cancelled()'));
  });
});

describe('the deploy workflow (deploy.yml)', () => {
  const deploy = () => workflow('deploy.yml');

  it('runs after CI succeeded on a push to main, or by hand on main', () => {
    expect(deploy().on).toEqual({
      workflow_run: { workflows: ['CI'], types: ['completed'], branches: ['main'] },
      workflow_dispatch: null,
    });
    expect(workflow('ci.yml').name).toBe('CI');
    const guard = job('deploy.yml', 'staging').if ?? '';
    expect(guard).toContain("github.ref == 'refs/heads/main'");
    expect(guard).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(guard).toContain("github.event.workflow_run.event == 'push'");
  });

  it('never runs two deploys at once, and never cancels one midway', () => {
    expect(deploy().concurrency).toEqual({ group: 'deploy', 'cancel-in-progress': false });
  });

  it('deploys staging, then diffs production, then deploys production only after both passed', () => {
    expect(Object.keys(deploy().jobs)).toEqual(['staging', 'production-diff', 'production']);
    expect(job('deploy.yml', 'production-diff').needs).toBe('staging');
    // The approval (the production Environment's reviewers) is asked for only once the diff is there.
    expect(job('deploy.yml', 'production').needs).toBe('production-diff');
    expect(job('deploy.yml', 'staging').environment).toBe('staging');
    // An Environment of its own, without reviewers, whose role can read but not deploy.
    expect(job('deploy.yml', 'production-diff').environment).toBe('production-diff');
    // The Environment whose required reviewers are the manual approval.
    expect(job('deploy.yml', 'production').environment).toBe('production');
  });

  /** The steps' order: each pattern's first step, all found, in this order. */
  function expectInOrder(all: Step[], matches: ((step: Step) => boolean)[]) {
    const indexes = matches.map((match) => stepIndex(all, match));
    expect(indexes.every((index) => index > -1)).toBe(true);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
  }

  const jobs = [
    {
      id: 'staging',
      role: 'AWS_DEPLOY_ROLE_ARN',
      session: 'deploy',
      diff: 'cdk-diff-staging',
      deploys: true,
    },
    {
      id: 'production-diff',
      role: 'AWS_DIFF_ROLE_ARN',
      session: 'diff',
      diff: 'cdk-diff-production',
      deploys: false,
    },
    { id: 'production', role: 'AWS_DEPLOY_ROLE_ARN', session: 'deploy', diff: undefined, deploys: true },
  ] as const;

  for (const { id, role, session, diff, deploys } of jobs) {
    describe(`the ${id} job`, () => {
      const steps = () => job('deploy.yml', id).steps;

      it('takes AWS credentials from GitHub’s OIDC token for the Environment’s role', () => {
        expect(deploy().permissions).toEqual({ contents: 'read' });
        expect(job('deploy.yml', id).permissions).toEqual({ 'id-token': 'write', contents: 'read' });
        const credentials = steps().find(uses('aws-actions/configure-aws-credentials'));
        expect(credentials?.with).toEqual({
          'role-to-assume': expression(`vars.${role}`),
          'role-session-name': `earnlearn-${session}-${expression('github.run_id')}`,
          'aws-region': expression('vars.AWS_REGION'),
        });
        expect(job('deploy.yml', id).env).toEqual({ STAGE: expression('vars.STAGE') });
        const setupNode = steps().find(uses('actions/setup-node'));
        expect(String(setupNode?.with?.['node-version'])).toBe('24');
        expect(steps().every((step) => step.if === undefined)).toBe(true);
      });

      if (diff) {
        it(`keeps the cdk diff as the artifact ${diff}`, () => {
          const all = steps();
          const diffStep = all.find(
            runs(/npm run diff -- --stage "\$STAGE".* 2>&1 \| tee "cdk-diff-\$STAGE\.txt"/),
          );
          expect(diffStep?.run).toContain('set -o pipefail');
          expect(all.find(uses('actions/upload-artifact'))?.with).toMatchObject({
            name: diff,
            path: `cdk-diff-${expression('vars.STAGE')}.txt`,
            'if-no-files-found': 'error',
          });
          expectInOrder(all, [
            uses('aws-actions/configure-aws-credentials'),
            runs(/npm run diff/),
            uses('actions/upload-artifact'),
          ]);
        });
      }

      if (deploys) {
        it('deploys, then runs the smoke check on the deployed site, its last step', () => {
          const all = steps();
          const smoke = stepIndex(all, runs(/npm run smoke -- --url "\$site_url"/));
          expect(all[smoke]?.run).toContain('--stack-name "earnlearn-$STAGE-web"');
          expect(all[smoke]?.run).toContain("OutputKey=='SiteUrl'");
          expectInOrder(all, [
            uses('aws-actions/configure-aws-credentials'),
            ...(diff ? [uses('actions/upload-artifact')] : []),
            runs(/^npm run deploy -- --stage "\$STAGE" --require-approval never$/),
            runs(/npm run smoke/),
          ]);
          // The smoke check is the last step: a failure fails the job, so production waits for staging's.
          expect(smoke).toBe(all.length - 1);
        });
      } else {
        it('deploys nothing: a template diff through the lookup role, no deploy step', () => {
          const all = steps();
          expect(all.find(runs(/npm run diff/))?.run).toContain('--method=template');
          expect(all.some(runs(/npm run deploy|cdk deploy/))).toBe(false);
        });
      }
    });
  }
});

describe('every workflow', () => {
  const files = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

  it('is the two above', () => {
    expect(files.sort()).toEqual(['ci.yml', 'deploy.yml']);
  });

  it('stores no AWS key: no secrets at all, no access-key inputs or variables', () => {
    for (const file of files) {
      expect(text(file), file).not.toMatch(
        /secrets\.|aws-access-key-id|aws-secret-access-key|AWS_SECRET|AKIA/i,
      );
    }
  });

  it('pins every action to a full commit, named by its version in a comment above', () => {
    for (const file of files) {
      const lines = text(file).split('\n');
      const used = lines.flatMap((line, index) => {
        const match = /^\s*(?:- )?uses: (\S+)$/.exec(line);
        return match?.[1] ? [{ action: match[1], comment: lines[index - 1] ?? '' }] : [];
      });
      expect(used.length, file).toBeGreaterThan(0);
      for (const { action, comment } of used) {
        expect(action, file).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
        expect(comment, `${file}: ${action}`).toMatch(
          new RegExp(`# ${action.split('@')[0]} v\\d+\\.\\d+\\.\\d+$`),
        );
      }
    }
  });
});
