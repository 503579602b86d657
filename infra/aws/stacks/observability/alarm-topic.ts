/**
 * The topic that pages: encrypted with a key CloudWatch may use, SSL-only, e-mailed to `alarmEmail` and posted
 * to the pager's https URL. One per region that holds paging alarms (an alarm notifies a topic of its own
 * region only): the observability stack's, and the edge alarms' in us-east-1.
 */
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { SubscriptionProtocol, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, UrlSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';

export interface AlarmTopicProps {
  readonly alarmEmail?: string;
  /** A pager or chat tool's https endpoint (a local synth's `-c alarmHttpsUrl=...`). */
  readonly alarmHttpsUrl?: string;
  /** The SSM String parameter of the topic's own region that holds that endpoint, read at each deploy. */
  readonly alarmHttpsUrlParameter?: string;
}

/** The key (`AlarmTopicKey`) and the topic (`AlarmTopic`), with its e-mail subscription. */
export function alarmTopic(scope: Construct, props: AlarmTopicProps): { key: Key; topic: Topic } {
  // CloudWatch can publish to an encrypted topic only with a customer managed key that lets it.
  const key = new Key(scope, 'AlarmTopicKey', {
    description: 'Encrypts the Earnlearn alarm topic',
    enableKeyRotation: true,
  });
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
  const topic = new Topic(scope, 'AlarmTopic', {
    displayName: 'Earnlearn alarms',
    masterKey: key,
    enforceSSL: true,
  });
  if (props.alarmEmail) topic.addSubscription(new EmailSubscription(props.alarmEmail));
  return { key, topic };
}

/**
 * Subscribes the pager's URL. It carries the pager's key: a deployed stage reads it from SSM (a template
 * parameter CloudFormation resolves at each deploy, in the stack's region), so the committed stage file never
 * holds it.
 */
export function subscribePager(scope: Construct, topic: Topic, props: AlarmTopicProps): void {
  const pagerUrl = props.alarmHttpsUrlParameter
    ? StringParameter.valueForStringParameter(scope, props.alarmHttpsUrlParameter)
    : props.alarmHttpsUrl;
  if (pagerUrl)
    topic.addSubscription(new UrlSubscription(pagerUrl, { protocol: SubscriptionProtocol.HTTPS }));
}
