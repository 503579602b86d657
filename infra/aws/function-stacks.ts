/**
 * Which nested stack of the api stack holds each endpoint's function. CloudFormation refuses a stack of more
 * than 500 resources, and each function brings 8 or 9 (role, policy, log group, version, alias, alarm,
 * deployment group); a function moved to another stack is deleted and created anew. So:
 * - every area (the contract's `area`: worker, admin, internal, and any area a contract declares) has stacks
 *   of its own, `WorkerFunctions`, `WorkerFunctions2`, ...;
 * - an area's last stack is open: a new endpoint of the area goes there, moving nothing;
 * - a stack holds at most FUNCTIONS_PER_STACK functions. When the open stack is full, synth fails and says so:
 *   list its endpoints in SEALED_STACKS (sealed-stacks.ts) and the area's next endpoint opens the next stack.
 *   A sealed stack keeps its endpoints and takes no other.
 */
import type { Area } from '#shared/api/index';
import { SEALED_STACKS } from './sealed-stacks';
import type { ApiEndpoint } from './stacks/api-stack';

/** 45 functions of 9 resources and the area's CodeDeploy application and role: 407, under a 450 budget. */
export const FUNCTIONS_PER_STACK = 45;

export interface FunctionStack {
  /** The nested stack's construct id (its logical id in the api stack): `WorkerFunctions`, `WorkerFunctions2`. */
  readonly id: string;
  readonly area: Area;
  /** 1 for the area's first stack. */
  readonly number: number;
  readonly endpoints: readonly ApiEndpoint[];
}

export function functionStackId(area: Area, number: number): string {
  return `${area[0]?.toUpperCase()}${area.slice(1)}Functions${number > 1 ? number : ''}`;
}

/** The endpoints, placed in their area's stacks: the sealed ones, then the open one. Throws on a full stack. */
export function functionStacks(
  endpoints: readonly ApiEndpoint[],
  sealed: Partial<Record<Area, readonly (readonly string[])[]>> = SEALED_STACKS,
): FunctionStack[] {
  const areas = [...new Set(endpoints.map(({ contract }) => contract.area))];
  return areas.flatMap((area) => {
    const ofArea = endpoints.filter(({ contract }) => contract.area === area);
    const lists = sealed[area] ?? [];
    const isSealed = (name: string) => lists.some((names) => names.includes(name));
    const members = [
      ...lists.map((names) => ofArea.filter(({ contract }) => names.includes(contract.name))),
      ofArea.filter(({ contract }) => !isSealed(contract.name)),
    ];
    return members.flatMap((stackEndpoints, index) => {
      const id = functionStackId(area, index + 1);
      if (stackEndpoints.length > FUNCTIONS_PER_STACK) {
        throw new Error(
          `${id} would hold ${stackEndpoints.length} functions, more than ${FUNCTIONS_PER_STACK}: seal it (list its ${area} endpoints in infra/aws/sealed-stacks.ts) so that new ones go to ${functionStackId(area, index + 2)}`,
        );
      }
      return stackEndpoints.length > 0 ? [{ id, area, number: index + 1, endpoints: stackEndpoints }] : [];
    });
  });
}
