/**
 * Signing in with a mobile number and an SMS code (functions/features/sign-in/phone.ts has the rules): one
 * pending code per number, kept in the number's partition, and the same per-number send log as the codes that
 * verify a number (otps.ts), so both kinds of code share the number's limits (30 s apart, 5 an hour).
 *
 * | pattern                               | key                                                  | operation          |
 * |---------------------------------------|------------------------------------------------------|--------------------|
 * | the number's pending sign-in code     | pk=MOBILE#<number> sk=SIGNIN                         | GetItem            |
 * | send a new code (replaces the old)    | the code + pk=MOBILE#<number> sk=SENDS, each only if | TransactWriteItems |
 * |                                       |   unchanged since read                               |                    |
 * | spend a try (before comparing)        | the code, if same code, alive, not expired           | UpdateItem ADD     |
 * | use the code (single use)             | the code, if same code and not expired               | UpdateItem REMOVE  |
 *
 * The code is stored only as its keyed hash. The item carries a `ttl`, but expiry is always checked in code.
 * Whose number it is (the owner item, `MOBILE#<number>`/`OWNER`) is users.ts's.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { OTP_MAX_WRONG_TRIES } from '#shared/domain/constants';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { phoneSignInCodeKey } from './keys';
import { type NumberSends, numberSendsPut } from './otps';
import { transact, updateIf } from './transactions';

export interface SignInCode {
  /** Absent once used. */
  codeHash?: string;
  /** Epoch milliseconds, like every time below. */
  expiresAt: number;
  /** Tries spent on this code (every guess spends one before it is compared). */
  wrongTries: number;
  /** When this code was sent: the race guard of the next send. */
  sentAt: number;
}

const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

export async function getCode(number: string): Promise<SignInCode | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: phoneSignInCodeKey(number), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    ...(typeof Item.codeHash === 'string' ? { codeHash: Item.codeHash } : {}),
    expiresAt: Number(Item.expiresAt),
    wrongTries: Number(Item.wrongTries ?? 0),
    sentAt: Number(Item.sentAt),
  };
}

/**
 * Keeps a freshly made code for the number, replacing its pending one, and logs the send against the number:
 * false (nothing written) when another send changed either item since they were read, so two concurrent
 * requests never both pass the 30-second rule.
 */
export async function saveNewCode(input: {
  number: string;
  now: number;
  codeHash: string;
  expiresAt: number;
  numberSends: number[];
  keepUntil: number;
  previous: { code: SignInCode | undefined; numberSends: NumberSends | undefined };
}): Promise<boolean> {
  const { number, now, previous } = input;
  const raced = 'Another code was sent at the same moment.';
  try {
    await transact(
      [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...phoneSignInCodeKey(number),
              entity: 'PHONE_SIGNIN',
              codeHash: input.codeHash,
              expiresAt: input.expiresAt,
              wrongTries: 0,
              sentAt: now,
              ttl: epochSeconds(input.keepUntil),
            },
            ...(previous.code === undefined
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: 'sentAt = :previous',
                  ExpressionAttributeValues: { ':previous': previous.code.sentAt },
                }),
          },
        },
        numberSendsPut({
          number,
          now,
          numberSends: input.numberSends,
          keepUntil: input.keepUntil,
          previous: { pending: undefined, numberSends: previous.numberSends },
        }),
      ],
      { 0: raced, 1: raced },
    );
    return true;
  } catch (error: unknown) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

/**
 * Spends one of the code's tries before the guess is compared: atomically, never past the limit, only while
 * this code is pending and not expired. False when none could be spent.
 */
export async function spendTry(number: string, codeHash: string, now: number): Promise<boolean> {
  const updated = await updateIf({
    Key: phoneSignInCodeKey(number),
    ConditionExpression: 'codeHash = :hash AND wrongTries < :max AND expiresAt > :now',
    UpdateExpression: 'ADD wrongTries :one',
    ExpressionAttributeValues: { ':hash': codeHash, ':max': OTP_MAX_WRONG_TRIES, ':now': now, ':one': 1 },
  });
  return updated !== undefined;
}

/** Uses the code up after it matched: true for exactly one caller, while it is pending and not expired. */
export async function consumeCode(number: string, codeHash: string, now: number): Promise<boolean> {
  const updated = await updateIf({
    Key: phoneSignInCodeKey(number),
    ConditionExpression: 'codeHash = :hash AND expiresAt > :now',
    UpdateExpression: 'REMOVE codeHash',
    ExpressionAttributeValues: { ':hash': codeHash, ':now': now },
  });
  return updated !== undefined;
}
