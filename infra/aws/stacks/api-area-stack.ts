import { NestedStack, type NestedStackProps, Validations } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { Area } from '#shared/api/index';
import type { DeploymentStyle, GstinRegistrySettings, SmsSettings } from '../config';
import { ApiFunction } from '../constructs/api-function';
import { GradualDeploy } from '../constructs/gradual-deploy';
import type { ApiEndpoint } from './api-stack';
import { importData } from './data-imports';
import type { DataExports } from './data-stack';

/** The managed policy CodeDeploy's own service role for Lambda uses: it may move an alias, nothing more. */
export const CODEDEPLOY_LAMBDA_POLICY = 'service-role/AWSCodeDeployRoleForLambdaLimited';

export interface ApiAreaStackProps extends NestedStackProps {
  readonly area: Area;
  /** 1 for the area's first stack of functions, 2 for the next (function-stacks.ts). */
  readonly number: number;
  /** The stack's endpoints, all of the area. */
  readonly endpoints: readonly ApiEndpoint[];
  /** Function names start with it (`earnlearn-prod-getAllJobs`), as they did in the api stack itself. */
  readonly namePrefix: string;
  readonly data: DataExports;
  readonly sesFromAddress: string;
  readonly siteUrl?: string;
  readonly googleClientId: string;
  readonly sms: SmsSettings;
  /** Amazon Translate drafts job texts (the stage's `jobTranslation`). */
  readonly jobTranslation: boolean;
  /** Verified employers' clean postings go live at once (the stage's `employerAutoPublish`). */
  readonly employerAutoPublish: boolean;
  /** The WhatsApp number's id; none: WhatsApp is not offered. */
  readonly whatsappPhoneNumberId?: string;
  /** The GST registry provider; none: lookups are off. */
  readonly gstinRegistry?: GstinRegistrySettings;
  readonly deployment: DeploymentStyle;
  /** Whether the alarms roll a deployment back (off: the break-glass redeploy during an incident). */
  readonly deploymentAlarms: boolean;
  /** Alarms of the whole API that roll back every function's deployment (by name: no reference, no cycle). */
  readonly apiAlarms: (scope: Construct) => IAlarm[];
}

/** A function of the area with its gradual deploy: the route invokes `deploy.alias`. */
export interface DeployedFunction {
  readonly fn: ApiFunction;
  readonly deploy: GradualDeploy;
}

/**
 * Functions of one area of the API (the contract's `area`; an area has one stack or more: function-stacks.ts), each with a version,
 * a `live` alias, an Errors alarm on it and a CodeDeploy deployment group; one CodeDeploy application and one
 * deployment role for the area. A nested stack of the api stack, which keeps the HTTP API and the routes: with
 * gradual deploys a single stack would pass CloudFormation's 500 resources (decisions 114 and 118).
 */
export class ApiAreaStack extends NestedStack {
  readonly area: Area;
  /** The area, and the stack's number after the first (`worker-2`): it names the CodeDeploy application. */
  readonly label: string;
  readonly functions: readonly DeployedFunction[];
  readonly application: LambdaApplication;
  readonly deploymentRole: Role;

  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    super(scope, id, {
      ...props,
      description: `Earnlearn ${props.area} API functions, each behind a live alias that CodeDeploy shifts`,
    });
    this.area = props.area;
    this.label = props.number > 1 ? `${props.area}-${props.number}` : props.area;

    const imported = importData(this, props.data);
    const { table, uploadsBucket, sessionSecret } = imported;
    const originSecret = imported.originSecret();
    // Imported only into an area with a function that pushes (or gives the public key).
    const vapidSecret = props.endpoints.some(({ contract }) => contract.uses.push)
      ? imported.vapidSecret()
      : undefined;

    // The area's own resources are named by its stack's number after the first, as its functions' are by their
    // names: every logical id stays unique across the app (an area's first stack keeps the ids it deployed with).
    const own = props.number > 1 ? `${props.area}${props.number}` : props.area;
    this.application = new LambdaApplication(this, `${own}Deployments`, {
      applicationName: `${props.namePrefix}-api-${this.label}`,
    });
    this.deploymentRole = new Role(this, `${own}DeploymentRole`, {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: `CodeDeploy shifts the live aliases of the ${props.area} API functions`,
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName(CODEDEPLOY_LAMBDA_POLICY)],
    });
    Validations.of(this.deploymentRole).acknowledge({
      id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${CODEDEPLOY_LAMBDA_POLICY}]`,
      reason:
        "CodeDeploy's own policy for Lambda deployments: it may read and update aliases, read the deployment's alarms and invoke only CodeDeployHook_* functions; a copy of it would drift from what the service needs.",
    });
    const apiAlarms = props.apiAlarms(this);

    this.functions = props.endpoints.map(({ contract, entry }) => {
      const fn = new ApiFunction(this, contract.name, {
        contract,
        entry,
        functionName: `${props.namePrefix}-${contract.name}`,
        table,
        sessionSecret,
        uploadsBucket,
        sesFromAddress: props.sesFromAddress,
        siteUrl: props.siteUrl,
        googleClientId: props.googleClientId,
        sms: props.sms,
        jobTranslation: props.jobTranslation,
        employerAutoPublish: props.employerAutoPublish,
        ...(props.whatsappPhoneNumberId ? { whatsappPhoneNumberId: props.whatsappPhoneNumberId } : {}),
        ...(props.gstinRegistry ? { gstinRegistry: props.gstinRegistry } : {}),
        originSecret,
        ...(vapidSecret ? { vapidSecret } : {}),
      });
      const deploy = new GradualDeploy(fn, 'Deploy', {
        fn,
        application: this.application,
        role: this.deploymentRole,
        deployment: props.deployment,
        deploymentAlarms: props.deploymentAlarms,
        namePrefix: props.namePrefix,
        apiAlarms,
      });
      return { fn, deploy };
    });
  }
}
