import { App, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ApiStack } from '#infra/aws/stacks/api-stack';
import { DataStack } from '#infra/aws/stacks/data-stack';
import { contracts, type EndpointContract } from '#shared/api/index';
import {
  buildEarnlearnApp,
  everyEndpointWithFixtureHandler,
  fixtureHandler,
  synthesisError,
  unacknowledgedNagFindings,
} from './support/synth';

// These tests prove the nag checks used by the other files can fail: an unacknowledged finding must stop
// synthesis and show up in the validation report, and the app `cdk synth` builds must carry the checks.

const dataProps = { sesFromAddress: 'no-reply@earnlearn.in', sesIdentity: 'domain' } as const;

function appWithNagChecks(): App {
  const app = new App();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return app;
}

function apiStack(app: App, endpoints: readonly EndpointContract[]): ApiStack {
  const data = new DataStack(app, 'Data', dataProps);
  return new ApiStack(app, 'Api', {
    namePrefix: 'earnlearn-nag',
    endpoints: endpoints.map((contract) => ({ contract, entry: fixtureHandler })),
    data: data.exports,
    sesFromAddress: 'no-reply@earnlearn.in',
    googleClientId: 'test-client.apps.googleusercontent.com',
    sms: { senderId: 'EARNLN', templateIds: {}, monthlySpendLimitUsd: 1 },
  });
}

describe('cdk-nag checks', () => {
  it('pass on the data stack as built', () => {
    const app = appWithNagChecks();
    new DataStack(app, 'Data', dataProps);

    expect(synthesisError(app)).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('stop synthesis on a finding nobody acknowledged', () => {
    const app = appWithNagChecks();
    const data = new DataStack(app, 'Data', dataProps);
    new Bucket(data, 'CarelessBucket');

    const error = synthesisError(app);

    expect(error?.message).toMatch(/AwsSolutions-S1/);
    expect(unacknowledgedNagFindings(app)).toEqual(
      expect.arrayContaining(['AwsSolutions-S1 at Data/CarelessBucket/Resource']),
    );
  });

  it('acknowledge only the findings named: another wildcard on a function role is still reported', () => {
    const app = appWithNagChecks();
    const api = apiStack(app, [contracts.getAllJobs]);
    api.functions[0]?.lambda.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:*'], resources: ['*'] }),
    );

    expect(synthesisError(app)?.message).toMatch(/AwsSolutions-IAM5\[Action::dynamodb:\*\]/);
  });

  it('accept functions that use the uploads bucket in each of the ways a contract can name', () => {
    const app = appWithNagChecks();
    // One app with one function for each way: each grant is checked as in its own app, for one synthesis.
    const ways = ['documentForm', 'logoForm', 'documentLinks', 'keepDocuments', 'keepLogos'] as const;
    apiStack(
      app,
      ways.map((uploads) => ({
        ...contracts.updateProfile,
        name: `updateProfileAs${uploads}`,
        path: `/api/updateProfileAs${uploads}` as const,
        uses: { table: 'readWrite', uploads },
      })),
    );

    expect(synthesisError(app)).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });
});

describe('the app as `cdk synth` builds it', () => {
  // One stand-in function is enough: the checks are registered by buildEarnlearn, whatever is deployed.
  const build = () => buildEarnlearnApp({}, { endpoints: everyEndpointWithFixtureHandler()?.slice(0, 1) });

  it('stops synthesis on a careless bucket or a wildcard permission added to its stacks', () => {
    const { app, stacks } = build();
    new Bucket(stacks.data, 'CarelessBucket');
    stacks.api.functions[0]?.lambda.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:*'], resources: ['*'] }),
    );

    const error = synthesisError(app);

    expect(error?.message).toMatch(/AwsSolutions-S1/);
    expect(error?.message).toMatch(/AwsSolutions-IAM5\[Action::s3:\*\]/);
    expect(unacknowledgedNagFindings(app)).toEqual(
      expect.arrayContaining(['AwsSolutions-S1 at earnlearn-test-data/CarelessBucket/Resource']),
    );
  });

  it('refuses to report "no findings" for an app the checks did not run on', () => {
    const app = new App();
    new DataStack(app, 'Data', dataProps);
    app.synth();

    expect(() => unacknowledgedNagFindings(app)).toThrow(/cdk-nag did not run/);
    expect(() => unacknowledgedNagFindings(new App())).toThrow(/No validation report/);
  });
});
