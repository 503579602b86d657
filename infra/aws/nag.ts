import { Stack, Validations } from 'aws-cdk-lib';
// cdk-nag's own renderer of references in findings (`<Logical.Arn>/*`, an import's name), not re-exported at
// the package root: using it keeps acknowledgment ids identical to the findings they answer.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag names a resource in a finding such as `AwsSolutions-IAM5[Resource::<Site.Arn>/*]`. Works for
 * references that resolve at construction: resources of the same stack and explicit `Fn.importValue`, not
 * CDK's automatic cross-stack exports (their names are only known at synth).
 */
export function nagResourceName(scope: IConstruct, arn: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(arn));
}

/** Acknowledges several findings on one construct for one reason. */
export function acknowledgeFindings(scope: IConstruct, ids: readonly string[], reason: string): void {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
}
