/**
 * One-time codes that verify a worker's mobile number, and the per-number send log behind the resend limits
 * (the rules themselves, and so every time written here, come from `functions/features/otp/`).
 *
 * | pattern                               | key                                                  | operation          |
 * |---------------------------------------|------------------------------------------------------|--------------------|
 * | the account's pending code            | pk=USER#<id> sk=OTP                                  | GetItem            |
 * | recent sends to a number (any account) | pk=MOBILE#<number> sk=SENDS                         | GetItem            |
 * | send a new code (replaces the old)    | both items above, each only if unchanged since read  | TransactWriteItems |
 * | log a send refused with 409 (no SMS)  | both items above, sends only, same condition          | TransactWriteItems |
 * | spend a try (before comparing)        | pk=USER#<id> sk=OTP if same code, alive, not expired | UpdateItem ADD     |
 * | use the code (single use)             | pk=USER#<id> sk=OTP if same code and not expired     | UpdateItem REMOVE  |
 * | put back the code an unsent one replaced | pk=USER#<id> sk=OTP if still the unsent code      | UpdateItem SET     |
 *
 * One pending code per account: a new one replaces the old, which stops working. The code is stored only as
 * its keyed hash. Both items carry a `ttl`, but DynamoDB deletes expired items lazily (DynamoDB Local never),
 * so expiry is always checked in code. Once used, the hash is removed and the item stays until its `ttl` to
 * keep the account's send history for the hourly limit.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { OTP_MAX_WRONG_TRIES } from '#shared/domain/constants';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { numberLinkSendsKey, numberSendsKey, pendingCodeKey } from './keys';
import { type TransactItem, transact, updateIf } from './transactions';

export interface PendingCode {
  number: string;
  /** Absent once the code has been used. */
  codeHash?: string;
  /** Epoch milliseconds, like every time below. */
  expiresAt: number;
  /**
   * Tries spent on this code. Every guess spends one before it is compared, and a right one then removes the
   * hash, so on a pending code these are the wrong guesses (and any still being compared).
   */
  wrongTries: number;
  /** The account's latest send attempt (a code sent, or a 409 logged as a send): the send log's race guard. */
  sentAt: number;
  /** This account's sends (to any number) in the last hour, for its hourly limit. */
  sends: number[];
  /**
   * What the code is for: verifying the number (absent, as before) or confirming the erasure of the account
   * (features/erasure). A code of one purpose is never accepted for the other.
   */
  purpose?: CodePurpose;
}

/** What a pending code confirms: `erase` codes only confirm an erasure (features/erasure/confirm.ts). */
export type CodePurpose = 'verify' | 'erase';

export interface NumberSends {
  lastSentAt: number;
  /** Sends to this number (by any account) in the last hour. */
  sends: number[];
}

const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

export async function getPending(accountId: number): Promise<PendingCode | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: pendingCodeKey(accountId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    number: String(Item.number),
    ...(typeof Item.codeHash === 'string' ? { codeHash: Item.codeHash } : {}),
    expiresAt: Number(Item.expiresAt),
    wrongTries: Number(Item.wrongTries ?? 0),
    sentAt: Number(Item.sentAt),
    sends: ((Item.sends ?? []) as unknown[]).map(Number),
    ...(Item.purpose === 'erase' ? { purpose: 'erase' as const } : {}),
  };
}

/** What a send log counts: one-time codes (this module), or parents' consent links (consent.ts), apart. */
export type SentKind = 'code' | 'parentLink';
const sendsKey = (number: string, kind: SentKind) =>
  kind === 'code' ? numberSendsKey(number) : numberLinkSendsKey(number);

export async function getNumberSends(
  number: string,
  kind: SentKind = 'code',
): Promise<NumberSends | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: sendsKey(number, kind), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return { lastSentAt: Number(Item.lastSentAt), sends: ((Item.sends ?? []) as unknown[]).map(Number) };
}

/** What a send attempt read before it was allowed: the write fails if either item changed since. */
interface SendsBefore {
  pending: PendingCode | undefined;
  numberSends: NumberSends | undefined;
}

/** The send history to keep, this attempt included, and when both items may go (epoch ms). */
interface SendLog {
  accountId: number;
  number: string;
  now: number;
  /** The account's sends (to any number) and the number's (by any account). */
  accountSends: number[];
  numberSends: number[];
  /** Once no limit looks at them any more. */
  keepUntil: number;
  previous: SendsBefore;
}

const raced = 'Another code was sent at the same moment.';

/** A condition that holds only if `attribute` still has the value read (or the item is still absent). */
function unchanged(attribute: string, value: number | undefined) {
  return value === undefined
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : {
        ConditionExpression: `${attribute} = :previous`,
        ExpressionAttributeValues: { ':previous': value },
      };
}

/**
 * The write that logs a send to `log.number`, on condition that no other send was logged since it was read:
 * the one-time codes here and a parent's consent link (consent.ts) share each number's limits.
 */
export function numberSendsPut(
  log: Pick<SendLog, 'number' | 'now' | 'numberSends' | 'keepUntil' | 'previous'>,
  kind: SentKind = 'code',
): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...sendsKey(log.number, kind),
        entity: kind === 'code' ? 'OTP_SENDS' : 'LINK_SENDS',
        lastSentAt: log.now,
        sends: log.numberSends,
        ttl: epochSeconds(log.keepUntil),
      },
      ...unchanged('lastSentAt', log.previous.numberSends?.lastSentAt),
    },
  };
}

/** Both writes of a send attempt, or false when another attempt changed either item since it was read. */
async function writeSendLog(pendingWrite: TransactItem, log: SendLog): Promise<boolean> {
  try {
    await transact([pendingWrite, numberSendsPut(log)], { 0: raced, 1: raced });
    return true;
  } catch (error: unknown) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

/**
 * Stores a freshly sent code for the account, replacing its pending one, and logs the send against the
 * number. `previous` is what the caller read when it decided the send was allowed: if either item changed
 * since (another send won the race), nothing is written and the answer is false, so two concurrent requests
 * can never both pass the 30-second rule.
 */
export async function saveNewCode(
  input: SendLog & { codeHash: string; expiresAt: number; purpose?: CodePurpose },
): Promise<boolean> {
  const { accountId, number, now, previous } = input;
  return writeSendLog(
    {
      Put: {
        TableName: tableName,
        Item: {
          ...pendingCodeKey(accountId),
          entity: 'OTP',
          number,
          codeHash: input.codeHash,
          expiresAt: input.expiresAt,
          wrongTries: 0,
          sentAt: now,
          sends: input.accountSends,
          ttl: epochSeconds(input.keepUntil),
          ...(input.purpose === 'erase' ? { purpose: 'erase' } : {}),
        },
        ...unchanged('sentAt', previous.pending?.sentAt),
      },
    },
    input,
  );
}

/**
 * Puts back the code a new one replaced when the new one could not be sent (SNS failed): the worker still
 * holds the earlier code, which must go on working. Only while the unsent code is still the pending one (a
 * later send may have replaced it meanwhile); the send log (`sends`, `sentAt`) stays as written, so the
 * failed send still counts against the limits. True when the earlier code is pending again.
 */
export async function restoreCode(
  accountId: number,
  unsentHash: string,
  earlier: Pick<PendingCode, 'number' | 'expiresAt' | 'wrongTries'> & { codeHash: string },
): Promise<boolean> {
  const updated = await updateIf({
    Key: pendingCodeKey(accountId),
    ConditionExpression: 'codeHash = :unsent',
    UpdateExpression: 'SET codeHash = :hash, #number = :number, expiresAt = :expiresAt, wrongTries = :tries',
    ExpressionAttributeNames: { '#number': 'number' },
    ExpressionAttributeValues: {
      ':unsent': unsentHash,
      ':hash': earlier.codeHash,
      ':number': earlier.number,
      ':expiresAt': earlier.expiresAt,
      ':tries': earlier.wrongTries,
    },
  });
  return updated !== undefined;
}

/**
 * Logs a send attempt that was answered without an SMS (a number another account owns) exactly as a send,
 * against the account and the number, so that answer costs as much as a code. The pending code, if any, is
 * left as it is; `sentAt` moves on as the race guard. Same race rule and answer as saveNewCode.
 */
export async function saveRefusedSend(input: SendLog): Promise<boolean> {
  const { accountId, now, previous } = input;
  const ttl = epochSeconds(input.keepUntil);
  const pendingWrite: TransactItem = previous.pending
    ? {
        Update: {
          TableName: tableName,
          Key: pendingCodeKey(accountId),
          UpdateExpression: 'SET sends = :sends, sentAt = :now, #ttl = :ttl',
          ConditionExpression: 'sentAt = :previous',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':sends': input.accountSends,
            ':now': now,
            ':ttl': ttl,
            ':previous': previous.pending.sentAt,
          },
        },
      }
    : {
        // No code: checking or resending answers that none is pending, as after a used code.
        Put: {
          TableName: tableName,
          Item: {
            ...pendingCodeKey(accountId),
            entity: 'OTP',
            number: input.number,
            expiresAt: now,
            wrongTries: 0,
            sentAt: now,
            sends: input.accountSends,
            ttl,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
  return writeSendLog(pendingWrite, input);
}

/**
 * Spends one of the code's tries, before the guess is compared: atomically, never past the limit, and only
 * while the code with this hash is pending and not expired at `now`. True when a try was spent; false when
 * none could be (replaced, used, dead or expired meanwhile), so concurrent guesses get at most
 * OTP_MAX_WRONG_TRIES comparisons between them.
 */
export async function spendTry(accountId: number, codeHash: string, now: number): Promise<boolean> {
  const updated = await updateIf({
    Key: pendingCodeKey(accountId),
    ConditionExpression: 'codeHash = :hash AND wrongTries < :max AND expiresAt > :now',
    UpdateExpression: 'ADD wrongTries :one',
    ExpressionAttributeValues: {
      ':hash': codeHash,
      ':max': OTP_MAX_WRONG_TRIES,
      ':now': now,
      ':one': 1,
    },
  });
  return updated !== undefined;
}

/**
 * Uses up the code with this hash after a try was spent on it (spendTry) and it matched: true for exactly
 * one caller, and only while the code is still pending and not expired at `now`; every later or concurrent
 * use gets false. The tries are not looked at again: the guess was within the budget when its try was spent.
 */
export async function consumeCode(accountId: number, codeHash: string, now: number): Promise<boolean> {
  const updated = await updateIf({
    Key: pendingCodeKey(accountId),
    ConditionExpression: 'codeHash = :hash AND expiresAt > :now',
    UpdateExpression: 'REMOVE codeHash',
    ExpressionAttributeValues: { ':hash': codeHash, ':now': now },
  });
  return updated !== undefined;
}
