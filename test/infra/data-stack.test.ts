import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { DataStack, type DataStackProps } from '#infra/aws/stacks/data-stack';
import { onlyResource, synthesisError, unacknowledgedNagFindings } from './support/synth';

// The data stack alone: no functions to bundle, so every property is checked in milliseconds.
function synthesizeDataStack(props: Partial<DataStackProps> = {}) {
  const app = new App();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const data = new DataStack(app, 'Data', {
    env: { region: 'ap-south-1' },
    sesFromAddress: 'no-reply@earnlearn.in',
    sesIdentity: 'domain',
    ...props,
  });
  const error = synthesisError(app);
  return { app, error, template: Template.fromStack(data) };
}

const kept = { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' };

describe('data stack', () => {
  const { app, error, template } = synthesizeDataStack();

  it('synthesizes and passes the cdk-nag checks', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('keeps the uploads bucket, versioned, when the stack is deleted or the bucket replaced', () => {
    template.hasResource('AWS::S3::Bucket', {
      ...kept,
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
      }),
    });
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket).toMatchObject(kept);
    }
  });

  it('leaves the uploads bucket’s CORS to the web stack, which knows the site’s origin', () => {
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    }
  });

  it('generates the session-signing keys as JSON with a current key, and keeps them', () => {
    const secret = onlyResource(template, 'AWS::SecretsManager::Secret', {
      Properties: { GenerateSecretString: { GenerateStringKey: 'current' } },
    });
    expect(secret.Properties.GenerateSecretString).toEqual({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'current',
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
    template.hasResource('AWS::SecretsManager::Secret', {
      ...kept,
      Properties: Match.objectLike({
        GenerateSecretString: Match.objectLike({ GenerateStringKey: 'current' }),
      }),
    });
  });

  it('generates the origin-verify value (48 letters and digits), keeps it and exports its ARN', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      ...kept,
      Properties: Match.objectLike({
        GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false },
      }),
    });
    const secrets = template.findResources('AWS::SecretsManager::Secret', {
      Properties: { GenerateSecretString: { PasswordLength: 48 } },
    });
    const [logicalId] = Object.keys(secrets);
    expect(template.toJSON().Outputs.OriginSecretArn).toEqual({
      Value: { Ref: logicalId },
      Export: { Name: 'Data-OriginSecretArn' },
    });
  });

  it('creates the from-address’s domain identity with Easy DKIM, kept, its three CNAMEs as outputs', () => {
    const identity = onlyResource(template, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe('earnlearn.in');
    expect(identity.Properties.DkimSigningAttributes).toBeUndefined(); // Easy DKIM, not a key of ours
    template.hasResource('AWS::SES::EmailIdentity', kept);
    const [logicalId] = Object.keys(template.findResources('AWS::SES::EmailIdentity'));
    const outputs = template.toJSON().Outputs;
    for (const n of [1, 2, 3]) {
      expect(outputs[`DkimRecord${n}`].Value).toEqual({
        'Fn::Join': [
          ' ',
          [
            { 'Fn::GetAtt': [logicalId, `DkimDNSTokenName${n}`] },
            'CNAME',
            { 'Fn::GetAtt': [logicalId, `DkimDNSTokenValue${n}`] },
          ],
        ],
      });
    }
  });
});

describe('data stack with an address identity', () => {
  const { error, template } = synthesizeDataStack({
    sesFromAddress: 'earnlearn.hr@gmail.com',
    sesIdentity: 'address',
  });

  it('creates the address alone, kept, with no DKIM records to publish', () => {
    expect(error).toBeUndefined();
    template.hasResource('AWS::SES::EmailIdentity', {
      ...kept,
      Properties: { EmailIdentity: 'earnlearn.hr@gmail.com' },
    });
    expect(Object.keys(template.toJSON().Outputs).filter((name) => name.startsWith('Dkim'))).toEqual([]);
  });
});
