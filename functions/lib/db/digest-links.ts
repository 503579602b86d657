/**
 * The short links of a digest SMS (shared/domain/job-alerts.ts `DIGEST_LINK_PATH`): DLT caps a variable at 30
 * characters, so the SMS carries a code and this item the full links it stands for, the digest's jobs and its
 * signed one-tap unsubscribe link (functions/lib/auth/unsubscribe-token.ts), until that link stops working.
 *
 * | pattern               | key                                                                      | operation |
 * |-----------------------|--------------------------------------------------------------------------|-----------|
 * | a digest SMS's links  | pk=USER#<id> sk=ALERTLINK#<secret> (LINK, STOP; ttl: the stop link's end) | PutItem   |
 * | open a link           | the same key, from the code                                              | GetItem   |
 *
 * The code is the worker's id in base 36, a dot and the secret (9 random bytes, 12 base64url characters: 72
 * bits), 21 characters at most: the item sits in the worker's partition (their data export lists it, erasing the
 * account deletes it) and one GetItem by key finds it; a guessed code finds nothing.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { clock } from '../clock';
import { digestLinkKey } from './keys';

const DAY_MS = 86_400_000;
const CODE = /^([1-9a-z][0-9a-z]{0,7})\.([A-Za-z0-9_-]{12})$/;

/** The full links a code stands for. */
export interface DigestLinks {
  /** The digest's jobs (the job, or Explore with the alert's filters), on the site. */
  link: string;
  /** The one-tap unsubscribe link, its signed token in the fragment. */
  stop: string;
}

/** The key a code names; undefined for a malformed one. */
function keyOf(code: string): ReturnType<typeof digestLinkKey> | undefined {
  const match = CODE.exec(code);
  if (!match) return undefined;
  const userId = Number.parseInt(match[1] as string, 36);
  if (userId > 999_999_999_999) return undefined;
  return digestLinkKey(userId, match[2] as string);
}

/** A new code for one of the worker's digest SMS (stored by putDigestLink once the SMS is allowed). */
export function digestLinkCode(userId: number): string {
  return `${userId.toString(36)}.${randomBytes(9).toString('base64url')}`;
}

/** Stores the links `code` stands for, for `validDays`. */
export async function putDigestLink(code: string, links: DigestLinks, validDays: number): Promise<void> {
  const key = keyOf(code);
  if (!key) throw new Error('Not a digest link code');
  const now = clock.now();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...key,
        entity: 'ALERT_LINK',
        LINK: links.link,
        STOP: links.stop,
        CREATED_AT: new Date(now).toISOString(),
        ttl: Math.floor((now + validDays * DAY_MS) / 1000),
      },
    }),
  );
}

/** The links of `code`; undefined for a malformed, unknown or expired one. */
export async function readDigestLink(code: string): Promise<DigestLinks | undefined> {
  const key = keyOf(code);
  if (!key) return undefined;
  const now = clock.now();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key }));
  // DynamoDB deletes expired items lazily: the expiry is checked here too.
  if (!Item || typeof Item.ttl !== 'number' || Item.ttl * 1000 <= now) return undefined;
  return { link: String(Item.LINK), stop: String(Item.STOP) };
}
