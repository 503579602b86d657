import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * The reason code of each item of a cancelled transaction ('ConditionalCheckFailed', 'TransactionConflict',
 * 'None', ...), or undefined when the error is not a cancelled transaction.
 */
export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

const MAX_ATTEMPTS = 4;

/**
 * Runs a transaction, retrying when it lost a race with another transaction on the same items
 * (TransactionConflict), which DynamoDB reports as a cancellation the SDK does not retry.
 */
export async function withConflictRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error: unknown) {
      const reasons = cancellationReasons(error);
      const lostRace =
        reasons?.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
      if (!lostRace || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}
