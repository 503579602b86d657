/**
 * The shared data helpers against DynamoDB Local: `transact` (one transaction, a failed condition turned into
 * the caller's Conflict), `queryPage` (one partition of an index, newest first, with checked cursors) and
 * `queryAll` / `queryEachPage` (a partition read whole, page after page).
 */

import { randomBytes } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import type { KeyShape } from '#lib/db/keys';
import { queryAll, queryEachPage, queryPage } from '#lib/db/paging';
import { putNew, transact } from '#lib/db/transactions';

const unique = () => randomBytes(4).toString('hex');
const read = async (pk: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: { pk, sk: 'ITEM' }, ConsistentRead: true })))
    .Item;

describe('transact', () => {
  it('writes every item', async () => {
    const [a, b] = [`T#${unique()}`, `T#${unique()}`];
    await transact([putNew({ pk: a, sk: 'ITEM' }), putNew({ pk: b, sk: 'ITEM' })]);
    expect(await read(a)).toEqual({ pk: a, sk: 'ITEM' });
    expect(await read(b)).toEqual({ pk: b, sk: 'ITEM' });
  });

  it("answers the caller's Conflict for the item whose condition failed, and writes nothing", async () => {
    const [existing, fresh] = [`T#${unique()}`, `T#${unique()}`];
    await transact([putNew({ pk: existing, sk: 'ITEM' })]);
    const conflicts = { 0: 'first is taken', 1: 'second is taken' };

    await expect(
      transact([putNew({ pk: fresh, sk: 'ITEM' }), putNew({ pk: existing, sk: 'ITEM' })], conflicts),
    ).rejects.toMatchObject({ name: 'Conflict', statusCode: 409, message: 'second is taken' });
    await expect(
      transact([putNew({ pk: existing, sk: 'ITEM' }), putNew({ pk: fresh, sk: 'ITEM' })], conflicts),
    ).rejects.toMatchObject({ statusCode: 409, message: 'first is taken' });
    expect(await read(fresh)).toBeUndefined();
  });

  it('throws a failed condition it has no message for as DynamoDB reported it', async () => {
    const existing = `T#${unique()}`;
    await transact([putNew({ pk: existing, sk: 'ITEM' })]);
    await expect(
      transact([putNew({ pk: `T#${unique()}`, sk: 'ITEM' }), putNew({ pk: existing, sk: 'ITEM' })], {
        0: 'not this one',
      }),
    ).rejects.toBeInstanceOf(TransactionCanceledException);
  });
});

describe('queryPage', () => {
  const shape: KeyShape = { pk: /^T#[0-9a-f]+$/, sk: /^ITEM$/, sortKey: /^[A-Z]+#[0-9]{2}$/ };

  /** Items of one gsi2 partition, sort keys `A#01`.. and `B#01`.., written in a shuffled order. */
  async function partitionWith(count: number): Promise<string> {
    const partition = `LIST#${unique()}`;
    const sortKeys = ['A', 'B'].flatMap((status) =>
      Array.from({ length: count }, (_, i) => `${status}#${String(i + 1).padStart(2, '0')}`),
    );
    for (const sortKey of [...sortKeys].sort(() => Math.random() - 0.5)) {
      await transact([putNew({ pk: `T#${unique()}`, sk: 'ITEM', gsi2pk: partition, gsi2sk: sortKey })]);
    }
    return partition;
  }

  const sortKeysOf = (items: Record<string, unknown>[]) => items.map((item) => item.gsi2sk);

  it('pages through one partition newest first, `limit` at a time, and ends without a cursor', async () => {
    const partition = await partitionWith(3);
    const seen: unknown[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await queryPage<Record<string, unknown>>({
        index: 'gsi2',
        partition,
        shape,
        limit: 4,
        cursor,
      });
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...sortKeysOf(page.items));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(['B#03', 'B#02', 'B#01', 'A#03', 'A#02', 'A#01']);
    expect(pages).toBe(2);
  });

  it('keeps to a sort-key prefix, across pages', async () => {
    const partition = await partitionWith(3);
    const query = { index: 'gsi2', partition, sortKeyPrefix: 'A#', shape, limit: 2 } as const;
    const first = await queryPage<Record<string, unknown>>(query);
    const second = await queryPage<Record<string, unknown>>({ ...query, cursor: first.cursor });
    expect([...sortKeysOf(first.items), ...sortKeysOf(second.items)]).toEqual(['A#03', 'A#02', 'A#01']);
  });

  it('refuses a cursor of another partition or prefix than the one read, with a 400', async () => {
    const [mine, theirs] = [await partitionWith(2), await partitionWith(2)];
    const { cursor } = await queryPage({ index: 'gsi2', partition: theirs, shape, limit: 1 });
    await expect(
      queryPage({ index: 'gsi2', partition: mine, shape, limit: 1, cursor }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      queryPage({ index: 'gsi2', partition: theirs, sortKeyPrefix: 'A#', shape, limit: 1, cursor }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('queryAll', () => {
  /** One partition of `count` items, sort keys `ITEM#01`.., written in a shuffled order. */
  async function partitionWith(count: number): Promise<string> {
    const pk = `WHOLE#${unique()}`;
    const sortKeys = Array.from({ length: count }, (_, i) => `ITEM#${String(i + 1).padStart(2, '0')}`);
    for (const sk of [...sortKeys].sort(() => Math.random() - 0.5)) await transact([putNew({ pk, sk })]);
    return pk;
  }
  const whole = (pk: string) => ({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
    // Two a page, so that every read below crosses pages.
    Limit: 2,
  });

  it('reads a partition whole across pages, in the order asked', async () => {
    const pk = await partitionWith(5);
    const items = await queryAll<{ sk: string }>({ ...whole(pk), ScanIndexForward: false });
    expect(items.map((item) => item.sk)).toEqual(['ITEM#05', 'ITEM#04', 'ITEM#03', 'ITEM#02', 'ITEM#01']);
  });

  it('stops once it has `max` items, and answers that many', async () => {
    const pk = await partitionWith(5);
    const items = await queryAll<{ sk: string }>(whole(pk), 3);
    expect(items.map((item) => item.sk)).toEqual(['ITEM#01', 'ITEM#02', 'ITEM#03']);
  });

  it('hands queryEachPage every page until the visitor answers false', async () => {
    const pk = await partitionWith(5);
    const pages: number[] = [];
    await queryEachPage(whole(pk), (items) => void pages.push(items.length));
    expect(pages).toEqual([2, 2, 1]);
    const visited: number[] = [];
    await queryEachPage(whole(pk), (items) => visited.push(items.length) < 2);
    expect(visited).toEqual([2, 2]);
  });
});
