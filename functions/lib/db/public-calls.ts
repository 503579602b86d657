/**
 * Calls to the public endpoints (no session: the parent's link, unsubscribe, a job's public page, the
 * log-ins), counted per source address and endpoint in fixed windows. The rules, and so the windows, come from
 * `functions/lib/http/public-limit.ts`.
 *
 * | pattern                          | key                                                     | operation                  |
 * |----------------------------------|---------------------------------------------------------|----------------------------|
 * | take one call of the window      | pk=PUBLIC_CALLS#<endpoint>#<address> sk=WINDOW#<n>      | UpdateItem ADD 1, if below |
 *
 * One conditional ADD: parallel calls each take a different place, so no more than the limit pass, and a
 * refused call changes nothing. Items carry a `ttl` at their window's end and the window is part of the key,
 * so a count is never read after its window even before DynamoDB deletes it.
 */
import { publicCallsKey } from './keys';
import { updateIf } from './transactions';

/** Takes one of `limit` calls of the address's window; false when the window's calls are all taken. */
export async function takeCall(
  endpoint: string,
  address: string,
  window: { index: number; endsAt: number },
  limit: number,
): Promise<boolean> {
  const taken = await updateIf({
    Key: publicCallsKey(endpoint, address, window.index),
    ConditionExpression: 'attribute_not_exists(calls) OR calls < :limit',
    UpdateExpression: 'ADD calls :one SET entity = :entity, #ttl = :ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':limit': limit,
      ':one': 1,
      ':entity': 'PUBLIC_CALLS',
      ':ttl': Math.ceil(window.endsAt / 1000),
    },
  });
  return taken !== undefined;
}
