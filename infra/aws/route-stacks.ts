/**
 * Which stack holds each endpoint's route, with its integration and its permission on the function's `live`
 * alias (3 resources an endpoint). The api stack holds the HTTP API, its stage and the routes it was deployed
 * with (PARENT_ROUTES in sealed-stacks.ts), and takes no new one: it stays under CloudFormation's 500 resources
 * however many endpoints there are. Every other route is in a nested route stack, `ApiRoutes2`, `ApiRoutes3`, ...
 * (the api stack being the first); a route moved to another stack is deleted and created anew, so:
 * - the last route stack is open: a new endpoint of any area goes there, moving nothing;
 * - a route stack holds at most ROUTES_PER_STACK routes. When the open one is full, synth fails and says so:
 *   list its endpoints in SEALED_ROUTE_STACKS (sealed-stacks.ts) and the next endpoint opens the next stack.
 */
import type { EndpointContract } from '#shared/api/index';
import { PARENT_ROUTES, SEALED_ROUTE_STACKS } from './sealed-stacks';

/**
 * 140 routes of 3 resources: 420, under a 450 budget; and 141 parameters (each alias's ARN and the API's id),
 * under CloudFormation's 200.
 */
export const ROUTES_PER_STACK = 140;

export interface RouteStack<T> {
  /** The nested stack's construct id (its logical id in the api stack): `ApiRoutes2`, `ApiRoutes3`. */
  readonly id: string;
  /** 2 for the first route stack: the api stack holds the first routes. */
  readonly number: number;
  readonly endpoints: readonly T[];
}

export function routeStackId(number: number): string {
  return `ApiRoutes${number}`;
}

/** The endpoints whose routes stay in the api stack, and the route stacks of the others. Throws on a full stack. */
export function routeStacks<T extends { readonly contract: EndpointContract }>(
  endpoints: readonly T[],
  parent: readonly string[] = PARENT_ROUTES,
  sealed: readonly (readonly string[])[] = SEALED_ROUTE_STACKS,
): { parent: T[]; stacks: RouteStack<T>[] } {
  const inParent = endpoints.filter(({ contract }) => parent.includes(contract.name));
  const others = endpoints.filter(({ contract }) => !parent.includes(contract.name));
  const isSealed = (name: string) => sealed.some((names) => names.includes(name));
  const members = [
    ...sealed.map((names) => others.filter(({ contract }) => names.includes(contract.name))),
    others.filter(({ contract }) => !isSealed(contract.name)),
  ];
  const stacks = members.flatMap((stackEndpoints, index) => {
    const id = routeStackId(index + 2);
    if (stackEndpoints.length > ROUTES_PER_STACK) {
      throw new Error(
        `${id} would hold ${stackEndpoints.length} routes, more than ${ROUTES_PER_STACK}: seal it (list its endpoints in SEALED_ROUTE_STACKS, infra/aws/sealed-stacks.ts) so that new ones go to ${routeStackId(index + 3)}`,
      );
    }
    return stackEndpoints.length > 0 ? [{ id, number: index + 2, endpoints: stackEndpoints }] : [];
  });
  return { parent: inParent, stacks };
}
