import { NestedStack, type NestedStackProps, Validations } from 'aws-cdk-lib';
import { type HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { routePath } from '#shared/api/index';
import type { DeployedFunction } from './api-area-stack';

export interface ApiRouteStackProps extends NestedStackProps {
  /** The api stack's HTTP API: its id reaches this stack as a parameter. */
  readonly httpApi: HttpApi;
  /** The functions whose routes this stack holds: each alias's ARN reaches it from its area stack. */
  readonly functions: readonly DeployedFunction[];
}

/**
 * Routes of the HTTP API that the api stack has no room for (route-stacks.ts, decision 500): per endpoint its
 * route, its integration with the function's `live` alias and the permission API Gateway invokes it with.
 * The api stack keeps the HTTP API and the stage, whose route settings wait for this stack.
 */
export class ApiRouteStack extends NestedStack {
  readonly routes: readonly { readonly fn: DeployedFunction['fn']; readonly route: HttpRoute }[];

  constructor(scope: Construct, id: string, props: ApiRouteStackProps) {
    super(scope, id, { ...props, description: 'Earnlearn /api routes, each invoking a live alias' });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Each function authenticates its caller itself (session token and role check in the shared middy stack); public endpoints such as sign-in and the job list must stay open.',
    });
    this.routes = props.functions.map(({ fn, deploy }) => {
      const { contract } = fn;
      const route = new HttpRoute(this, `${contract.name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(routePath(contract), HttpMethod[contract.method]),
        // The alias, not the function: the permission API Gateway invokes with is on the alias too.
        integration: new HttpLambdaIntegration(`${contract.name}Integration`, deploy.alias),
      });
      return { fn, route };
    });
  }
}
