/**
 * Counts that cap who makes us send (an SMS, a new account): each a number in one item per subject and window,
 * raised by a conditional ADD so that parallel requests never pass a cap between them, and several taken in one
 * transaction so that a request refused by one cap spends none of the others.
 *
 * | pattern                                   | key                                     | operation               |
 * |-------------------------------------------|-----------------------------------------|-------------------------|
 * | take places under several caps at once    | pk=CAP#<cap>#<subject> sk=<hour or day> | TransactWrite of ADDs   |
 *
 * Items carry a `ttl` a little after their window; the window is part of the key, so an old count is never read.
 */

import { tableName } from '../clients/dynamodb';
import { capCountKey } from './keys';
import type { TransactItem } from './requests';
import { cancellationReasons, transact } from './transactions';

export interface CapPlace {
  /** The cap's name, as in the key and the metric. */
  cap: string;
  /** What is counted: a keyed hash, an address, or `all`. */
  subject: string;
  /** The window's id: `2026-12-02T07` (an hour, UTC) or `2026-12-02` (a day, UTC). */
  window: string;
  /** How many the window holds at most. */
  limit: number;
  /** How many this request takes (1, or an SMS's parts). */
  amount: number;
  /** Epoch seconds after which DynamoDB may delete the count. */
  ttl: number;
}

function takeItem(place: CapPlace): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: capCountKey(place.cap, place.subject, place.window),
      ConditionExpression: 'attribute_not_exists(#count) OR #count <= :room',
      UpdateExpression: 'ADD #count :amount SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'taken', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':amount': place.amount,
        ':room': place.limit - place.amount,
        ':entity': 'CAP_COUNT',
        ':ttl': place.ttl,
      },
    },
  };
}

/**
 * Takes `amount` under every cap of `places`, all or none: answers undefined when each had room (all counted), or
 * the first place that had none (nothing counted).
 */
export async function takePlaces(places: readonly CapPlace[]): Promise<CapPlace | undefined> {
  const full = places.find((place) => place.amount > place.limit);
  if (full) return full;
  if (places.length === 0) return undefined;
  try {
    await transact(places.map(takeItem));
    return undefined;
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    const index = reasons?.indexOf('ConditionalCheckFailed') ?? -1;
    const refused = index >= 0 ? places[index] : undefined;
    if (refused) return refused;
    throw error;
  }
}
