import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  type IOidcProvider,
  OidcProviderNative,
  PolicyStatement,
  Role,
  WebIdentityPrincipal,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { acknowledgeFindings, nagResourceName } from '../nag';

/** GitHub Actions' OIDC issuer: one IAM provider per account has this URL. */
export const GITHUB_OIDC_URL = 'https://token.actions.githubusercontent.com';
export const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';

/** The CDK bootstrap roles (`cdk bootstrap`'s default qualifier) a deploy assumes; none else. */
export const CDK_BOOTSTRAP_ROLES = ['deploy-role', 'file-publishing-role', 'lookup-role'] as const;
export const CDK_QUALIFIER = 'hnb659fds';

export interface DeployAccessStackProps extends StackProps {
  /** `earnlearn-<stage>`: names the role and the stacks it may read. */
  readonly namePrefix: string;
  /** The GitHub repository allowed to deploy, `owner/name`. */
  readonly githubRepository: string;
  /** The GitHub Environment whose jobs may take the role (the workflow's `environment:`). */
  readonly githubEnvironment: string;
  /**
   * The GitHub Environment of the job that produces the stage's diff before the approval: it gets a role of its
   * own that may only assume the CDK lookup role and read the stage's stacks (no deploy).
   */
  readonly githubDiffEnvironment?: string;
  /**
   * The account's existing GitHub OIDC provider: IAM allows one per URL and account, so the first stage of an
   * account creates it and every other stage of that account names it here.
   */
  readonly oidcProviderArn?: string;
}

/**
 * What GitHub Actions deploys with, without any stored key: a role that only jobs of one repository's one
 * GitHub Environment can take (by a short-lived OIDC token), and that may do no more than assume the CDK
 * bootstrap roles (which deploy, through CloudFormation) and read the stage's stack outputs (the smoke check's
 * site address). docs/operations.md, "CI/CD".
 */
export class DeployAccessStack extends Stack {
  readonly role: Role;
  /** The diff-only role; only with `githubDiffEnvironment`. */
  readonly diffRole?: Role;
  readonly provider: IOidcProvider;

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, props);
    this.provider = props.oidcProviderArn
      ? OidcProviderNative.fromOidcProviderArn(this, 'GitHubOidc', props.oidcProviderArn)
      : new OidcProviderNative(this, 'GitHubOidc', {
          url: GITHUB_OIDC_URL,
          clientIds: ['sts.amazonaws.com'],
        });

    const githubRole = (id: string, roleName: string, environment: string, description: string) =>
      new Role(this, id, {
        roleName,
        description,
        maxSessionDuration: Duration.hours(2),
        assumedBy: new WebIdentityPrincipal(this.provider.oidcProviderArn, {
          StringEquals: {
            [`${GITHUB_OIDC_HOST}:aud`]: 'sts.amazonaws.com',
            [`${GITHUB_OIDC_HOST}:sub`]: `repo:${props.githubRepository}:environment:${environment}`,
          },
        }),
      });
    const bootstrapRole = (role: (typeof CDK_BOOTSTRAP_ROLES)[number]) =>
      `arn:${Aws.PARTITION}:iam::${Aws.ACCOUNT_ID}:role/cdk-${CDK_QUALIFIER}-${role}-${Aws.ACCOUNT_ID}-*`;
    const stacks = `arn:${Aws.PARTITION}:cloudformation:*:${Aws.ACCOUNT_ID}:stack/${props.namePrefix}-*/*`;
    const allow = (role: Role, assumable: readonly string[]) => {
      role.addToPolicy(new PolicyStatement({ actions: ['sts:AssumeRole'], resources: [...assumable] }));
      role.addToPolicy(
        new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [stacks] }),
      );
      acknowledgeFindings(
        role,
        [...assumable, stacks].map((arn) => `AwsSolutions-IAM5[Resource::${nagResourceName(this, arn)}]`),
        "The bootstrap roles' names end in their region (the stage's, and us-east-1 for the WAF), and a stack's ARN in its id, which CloudFormation chooses; the names are fixed up to there",
      );
    };

    this.role = githubRole(
      'GitHubDeployRole',
      `${props.namePrefix}-github-deploy`,
      props.githubEnvironment,
      `GitHub Actions deploys ${props.namePrefix} from ${props.githubRepository}, environment ${props.githubEnvironment}`,
    );
    allow(this.role, CDK_BOOTSTRAP_ROLES.map(bootstrapRole));

    // The diff before the approval reads what is deployed through the lookup role (read-only, and denied KMS
    // decryption by the bootstrap template) and can deploy nothing: it runs with no reviewer.
    if (props.githubDiffEnvironment) {
      this.diffRole = githubRole(
        'GitHubDiffRole',
        `${props.namePrefix}-github-diff`,
        props.githubDiffEnvironment,
        `GitHub Actions diffs ${props.namePrefix} before its approval, environment ${props.githubDiffEnvironment}`,
      );
      allow(this.diffRole, [bootstrapRole('lookup-role')]);
      new CfnOutput(this, 'DiffRoleArn', {
        value: this.diffRole.roleArn,
        description: `The ${props.githubDiffEnvironment} Environment's variable AWS_DIFF_ROLE_ARN (docs/operations.md, "CI/CD")`,
      });
    }

    new CfnOutput(this, 'DeployRoleArn', {
      value: this.role.roleArn,
      description: 'The GitHub Environment variable AWS_DEPLOY_ROLE_ARN (docs/operations.md, "CI/CD")',
    });
  }
}
