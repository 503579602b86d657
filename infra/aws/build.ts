import { type App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { EndpointContract } from '../../shared/api';
import { readConfig } from './config';
import { handlerEntry, implementedEndpoints } from './endpoints';
import { builtWebAssets } from './paths';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { ObservabilityStack } from './stacks/observability-stack';
import { WebStack } from './stacks/web-stack';

export interface BuildOptions {
  /** The endpoints to deploy with their handler modules; by default those whose handler file exists. */
  readonly endpoints?: readonly { readonly contract: EndpointContract; readonly entry: string }[];
  /** The built SPA; by default `dist/web` when it has been built. */
  readonly webAssetsDir?: string;
}

export interface EarnlearnStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly observability: ObservabilityStack;
}

/** Deploys to the account and region the CLI resolved, or an account-agnostic Mumbai stack offline. */
function environment(): Environment {
  return {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION ?? 'ap-south-1',
  };
}

/** Adds the Earnlearn stacks to `app`, checked by the cdk-nag AWS Solutions rules at synth. */
export function buildEarnlearn(app: App, options: BuildOptions = {}): EarnlearnStacks {
  const config = readConfig(app);
  const env = environment();
  const name = (concern: string) => `earnlearn-${config.stage}-${concern}`;
  const endpoints =
    options.endpoints ?? implementedEndpoints().map((contract) => ({ contract, entry: handlerEntry(contract) }));

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  Tags.of(app).add('project', 'earnlearn');
  Tags.of(app).add('stage', config.stage);

  const data = new DataStack(app, name('data'), { env, domainName: config.domainName });
  const api = new ApiStack(app, name('api'), {
    env,
    endpoints,
    table: data.table,
    uploadsBucket: data.uploadsBucket,
    sessionSecret: data.sessionSecret,
    sesFromAddress: config.sesFromAddress,
    googleClientId: config.googleClientId,
  });
  const web = new WebStack(app, name('web'), {
    env,
    httpApi: api.httpApi,
    uploadsBucket: data.uploadsBucket,
    webAssetsDir: options.webAssetsDir ?? builtWebAssets(),
    domainName: config.domainName,
    certificateArn: config.certificateArn,
  });
  const observability = new ObservabilityStack(app, name('observability'), {
    env,
    httpApi: api.httpApi,
    functions: api.functions,
    table: data.table,
    alarmEmail: config.alarmEmail,
  });
  return { data, api, web, observability };
}
