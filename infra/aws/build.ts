import { Annotations, type App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig } from './config';
import { spendLimitDashboardNote } from './constructs/sms-account-settings';
import { apiEndpoints } from './endpoints';
import { builtWebAssets } from './paths';
import { type ApiEndpoint, ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { DeployAccessStack } from './stacks/deploy-access-stack';
import { EdgeAlarmsStack } from './stacks/edge-alarms-stack';
import { MigrationsStack } from './stacks/migrations-stack';
import { ObservabilityStack } from './stacks/observability-stack';
import { WafStack } from './stacks/waf-stack';
import { WebStack } from './stacks/web-stack';

export interface BuildOptions {
  /** The endpoints to deploy with their handler modules; by default every one (functions/handlers.ts). */
  readonly endpoints?: readonly ApiEndpoint[];
  /** The built SPA; by default `dist/web` when it has been built. */
  readonly webAssetsDir?: string;
}

export interface EarnlearnStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly observability: ObservabilityStack;
  /** The table's data migrations, run at the end of every deploy that changes them (migrations-stack.ts). */
  readonly migrations: MigrationsStack;
  /** The WAF web ACL in us-east-1; none with `-c waf=off`. */
  readonly waf?: WafStack;
  /** CloudFront's alarms and their paging topic in us-east-1, with the WAF; none with `-c waf=off`. */
  readonly edgeAlarms?: EdgeAlarmsStack;
  /** The role GitHub Actions deploys with; only with `githubRepository`. */
  readonly deployAccess?: DeployAccessStack;
}

/**
 * The account the CLI resolved (none offline). The region is the product's, Mumbai, unless `-c region=...`:
 * the CLI sets CDK_DEFAULT_REGION to us-east-1 whenever the profile names none, which would silently move
 * every stack to another continent.
 */
function environment(region: string): Environment {
  return { account: process.env.CDK_DEFAULT_ACCOUNT, region };
}

/** Adds the Earnlearn stacks to `app`, checked by the cdk-nag AWS Solutions rules at synth. */
export function buildEarnlearn(app: App, options: BuildOptions = {}): EarnlearnStacks {
  const config = readConfig(app);
  const env = environment(config.region);
  const name = (concern: string) => `earnlearn-${config.stage}-${concern}`;
  const endpoints = options.endpoints ?? apiEndpoints();

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  Tags.of(app).add('project', 'earnlearn');
  Tags.of(app).add('stage', config.stage);

  const data = new DataStack(app, name('data'), {
    env,
    sesFromAddress: config.sesFromAddress,
    sesIdentity: config.sesIdentity,
    backupCopyVaultArn: config.backupCopyVaultArn,
    accountSettings: config.accountSettings,
  });
  const api = new ApiStack(app, name('api'), {
    env,
    namePrefix: `earnlearn-${config.stage}`,
    endpoints,
    data: data.exports,
    sesFromAddress: config.sesFromAddress,
    siteUrl: config.siteUrl,
    googleClientId: config.googleClientId,
    sms: config.sms,
    deployment: config.deployment,
    deploymentAlarms: config.deploymentAlarms,
    jobTranslation: config.jobTranslation,
    employerAutoPublish: config.employerAutoPublish,
    ...(config.gstinRegistry ? { gstinRegistry: config.gstinRegistry } : {}),
    whatsappPhoneNumberId: config.whatsappPhoneNumberId,
    accountSettings: config.accountSettings,
  });
  api.addStackDependency(data, 'imports the table, bucket and secret by export name');
  // A CloudFront web ACL must be in us-east-1; the web stack reads its ARN across regions.
  const waf = config.waf
    ? new WafStack(app, name('waf'), { env: { ...env, region: 'us-east-1' }, crossRegionReferences: true })
    : undefined;
  const web = new WebStack(app, name('web'), {
    env,
    crossRegionReferences: waf !== undefined,
    webAclArn: waf?.webAcl.attrArn,
    googleClientId: config.googleClientId,
    privacyContact: config.privacyContact,
    originSecret: data.originSecret,
    httpApi: api.httpApi,
    jobPages: {
      table: data.table,
      sessionSecret: data.sessionSecret,
      namePrefix: `earnlearn-${config.stage}`,
      ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
    },
    uploadsBucket: data.uploadsBucket,
    webAssetsDir: options.webAssetsDir ?? builtWebAssets(),
    domainName: config.domainName,
    certificateArn: config.certificateArn,
  });
  // CloudFront's metrics are in us-east-1 only; with the WAF the stage uses that region already (decision 301).
  const edgeAlarms = waf
    ? new EdgeAlarmsStack(app, name('edge-alarms'), {
        env: { ...env, region: 'us-east-1' },
        crossRegionReferences: true,
        distributionId: web.distribution.distributionId,
        namePrefix: `earnlearn-${config.stage}`,
        alarmEmail: config.alarmEmail,
        alarmHttpsUrl: config.alarmHttpsUrl,
        alarmHttpsUrlParameter: config.alarmHttpsUrlParameter,
      })
    : undefined;
  if (!waf) {
    // Leaving a stack out of the app does not delete it: a WAF deployed before keeps running (and billing).
    Annotations.of(web).addInfo(
      `waf=off: a WAF stack deployed before (${name('waf')}, us-east-1) stays until removed, after this deploy: npx cdk destroy ${name('waf')} -c stage=${config.stage} (docs/operations.md, "Removing a stack")`,
    );
    Annotations.of(web).addInfo(
      `waf=off: an edge alarms stack deployed before (${name('edge-alarms')}, us-east-1) stays until removed, first: npx cdk destroy ${name('edge-alarms')} -c stage=${config.stage} (docs/operations.md, "Removing a stack")`,
    );
  }
  const observability = new ObservabilityStack(app, name('observability'), {
    env,
    httpApi: api.httpApi,
    functions: api.functions,
    sweepFunctionName: api.scheduledJobs.heldAccountsSweep.functionName,
    remindersFunctionName: api.scheduledJobs.interviewReminders.functionName,
    digestsFunctionName: api.scheduledJobs.jobDigests.functionName,
    retentionFunctionName: api.scheduledJobs.retentionJob.functionName,
    nudgesFunctionName: api.scheduledJobs.threadNudges.functionName,
    smsDeliveriesFunctionName: api.smsDeliveries?.functionName,
    jobPageFunctionName: web.jobPages.functionName,
    lambdaConcurrencyQuota: config.lambdaConcurrencyQuota,
    table: data.table,
    alarmEmail: config.alarmEmail,
    alarmHttpsUrl: config.alarmHttpsUrl,
    alarmHttpsUrlParameter: config.alarmHttpsUrlParameter,
    monthlyBudgetUsd: config.monthlyBudgetUsd,
    webAclName: waf?.webAcl.name,
    sms: config.sms,
    smsSpendLimitNote: endpoints.some(({ contract }) => contract.uses.sms)
      ? spendLimitDashboardNote(config.sms, config.accountSettings, api.stackName)
      : undefined,
    namePrefix: `earnlearn-${config.stage}`,
    canarySiteUrl: config.siteCanary
      ? (config.siteUrl ?? `https://${web.distribution.distributionDomainName}`)
      : undefined,
  });
  observability.addStackDependency(api, 'monitors the functions by name');
  const migrations = new MigrationsStack(app, name('migrations'), {
    env,
    namePrefix: `earnlearn-${config.stage}`,
    data: data.exports,
  });
  // Every function that reads the table runs the new code (which reads both shapes) before the data changes.
  migrations.addStackDependency(data, 'imports the table by export name');
  migrations.addStackDependency(api, "runs after the endpoints' and the scheduled jobs' new code");
  migrations.addStackDependency(web, "runs after the job pages' new code");
  const deployAccess = config.github
    ? new DeployAccessStack(app, name('deploy-access'), {
        env,
        namePrefix: `earnlearn-${config.stage}`,
        githubRepository: config.github.repository,
        githubEnvironment: config.github.environment,
        ...(config.github.diffEnvironment ? { githubDiffEnvironment: config.github.diffEnvironment } : {}),
        oidcProviderArn: config.github.oidcProviderArn,
      })
    : undefined;
  return { data, api, web, observability, migrations, waf, edgeAlarms, deployAccess };
}
