/**
 * The workers' job search: each open job has a listing item (a copy of its card and of what the filters go
 * by) in every list it belongs to, written and removed in the same transaction as the job's own change
 * (`jobs.ts`: post, close, reopen), so a search never shows a closed job. Every search is one Query of one
 * list, in its order, with at most one filter expression; a call reads a bounded number of items
 * (`mostItemsRead`, in at most MAX_READS Queries), so its cost does not grow with the number of jobs.
 *
 * | pattern                                      | list (pk; gsi3pk is the same)  | order / range                       |
 * |----------------------------------------------|--------------------------------|-------------------------------------|
 * | no filter                                    | JOBLIST#ALL                    | newest: sk=<postedAt>#<id>, desc    |
 * | city                                         | JOBLIST#CITY#<district id>     | earnings: gsi3sk=<₹ a month, 8      |
 * | work from home                               | JOBLIST#WFH                    |   digits>#<postedAt>#<id>, desc     |
 * | city + work from home (the city or remote)   | JOBLIST#ALL, CITY = c OR WFH   |                                     |
 * | type (internship, job, gig)                  | JOBLIST#TYPE#<type>            |                                     |
 * | city + type                                  | JOBLIST#CITY#<id>#TYPE#<type>  |                                     |
 * | text (one or more words)                     | JOBLIST#WORD#<head of longest  | posted within N days: sk >= <time>  |
 * |                                              |   word> (every word's prefix,  |   (newest); min earnings: gsi3sk >= |
 * |                                              |   city and WFH in the filter)  |   <₹ a month> (earnings)            |
 * | type (with text or WFH), work hours, and min | the list above                 | filter expression on the page read  |
 * |   earnings (newest)                          |                                |                                     |
 * |   or posted within (earnings)                |                                |                                     |
 * | near me (a district or a point, decision 622)| JOBLIST#CITY#<id> (#TYPE#<t>)  | district by district, nearest first |
 * |                                              |   of each district to 200 km   |   (searchInOrder, at most 16        |
 * |                                              |   (JOBLIST#WFH first with WFH) |   Queries a call)                   |
 * | list a job / unlist it (post, reopen / close)| one item per list it is in     | Put / Delete in the job's           |
 * |                                              |   (at most 5 + 60 heads)       |   TransactWriteItems                |
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchedJob } from '#shared/api/job-shapes';
import type { JobSchedule, JobType } from '#shared/domain/job-rules';
import { jobHeads, jobTerms, jobText, type SearchableJob } from '#shared/domain/job-terms';
import { cardTranslations } from '#shared/domain/job-texts';
import type { SkillCode } from '#shared/domain/skills';
import { db, tableName } from '../clients/dynamodb';
import { BadRequest } from '../errors';
import { type CursorScope, decodeCursor, encodeCursor, INVALID_CURSOR } from './cursor';
import {
  EARNINGS_DIGITS,
  type ListingList,
  listingByEarningsShape,
  listingItemKeys,
  listingPartition,
  listingShape,
} from './keys';
import { type Page, queryEachPage, type WholeQuery } from './paging';
import type { TransactItem } from './transactions';

/** What a job's listing items are made of (a stored job has all of it). */
export type ListedJob = SearchedJob & {
  CITY: string;
  TRANSLATIONS?: SearchableJob['TRANSLATIONS'];
  APPLY_BY?: string | undefined;
  /** The skills the job asks for (shared/domain/skills.ts): recommendations match them to the worker's. */
  SKILLS?: SkillCode[] | undefined;
};

/**
 * Queries per call at most, and the items each reads after the first: the first reads one more than the page
 * (enough when the filters drop few), the next READ_PAGE each (when they drop many).
 */
export const READ_PAGE = 100;
export const MAX_READS = 4;

/** The most listing items one call reads, for a page of `limit`. */
export function mostItemsRead(limit: number): number {
  return limit + 1 + READ_PAGE * (MAX_READS - 1);
}

/**
 * The lists a job is in: every job's, its city's, the WFH list when it can be done from home, its type's and its
 * type's in its city (the search by type reads its key, not a filter that may read pages and find nothing), and
 * the list of each head of its terms (shared/domain/job-terms.ts). Near me with WFH reads every job's list (decision 167),
 * so no list of a city's WFH jobs is written any more (migration 0003 removes them).
 */
export function listsOf(job: ListedJob): ListingList[] {
  const lists: ListingList[] = [{ kind: 'ALL' }];
  // A job stored before CITY existed has no district to be listed under.
  if (job.CITY) lists.push({ kind: 'CITY', city: job.CITY });
  if (job.WORK_FROM_HOME === 1) lists.push({ kind: 'WFH' });
  // A job stored before TYPE existed has none to be listed under (its type filter never matched it either).
  if (job.TYPE) lists.push({ kind: 'TYPE', type: job.TYPE });
  if (job.CITY && job.TYPE) lists.push({ kind: 'CITY_TYPE', city: job.CITY, type: job.TYPE });
  for (const head of jobHeads(jobTerms(job))) lists.push({ kind: 'WORD', word: head });
  return lists;
}

function listingItem(partition: string, job: ListedJob): Record<string, unknown> {
  return {
    ...listingItemKeys(partition, job),
    ID: job.ID,
    TITLE: job.TITLE,
    COMPANY_NAME: job.COMPANY_NAME,
    LOGO_LINK: job.LOGO_LINK,
    LOCATION: job.LOCATION,
    WORK_FROM_HOME: job.WORK_FROM_HOME,
    WORK_HOURS: job.WORK_HOURS,
    EARNINGS: job.EARNINGS,
    POSITION: job.POSITION,
    POSTED_AT: job.POSTED_AT,
    TYPE: job.TYPE,
    SCHEDULE: job.SCHEDULE,
    MONTHLY_EARNINGS: job.MONTHLY_EARNINGS,
    CITY: job.CITY,
    // The last day it takes applications: a search leaves the job out after it (worker/search-jobs.ts).
    ...(job.APPLY_BY ? { APPLY_BY: job.APPLY_BY } : {}),
    // The card's texts in Hindi and Telugu, where the job has them.
    ...(job.TRANSLATIONS ? { TRANSLATIONS: cardTranslations(job.TRANSLATIONS) } : {}),
    // Who may take it, so Explore Jobs marks (or hides) the cards a worker may not take.
    ...(job.ELIGIBILITY ? { ELIGIBILITY: job.ELIGIBILITY } : {}),
    // The skills it asks for, which "Recommended for you" matches to the worker's (decision 600).
    ...(job.SKILLS?.length ? { SKILLS: job.SKILLS } : {}),
    // The employer that posted it itself and its verification level: the card's badge.
    ...(job.EMPLOYER ? { EMPLOYER: job.EMPLOYER } : {}),
    // The words of a text search are checked against these on the page read (prefixes of terms).
    TEXT: jobText(jobTerms(job)),
  };
}

/** The partitions of the lists a job is in, as the rules say today: stored on the job as `LISTINGS`. */
export function listingPartitions(job: ListedJob): string[] {
  return listsOf(job).map(listingPartition);
}

/** Every listing item of an open job: put them in the transaction that opens it. */
export function listingItems(job: ListedJob): Record<string, unknown>[] {
  return listingPartitions(job).map((partition) => listingItem(partition, job));
}

export function listingPuts(job: ListedJob): TransactItem[] {
  return listingItems(job).map((Item) => ({ Put: { TableName: tableName, Item } }));
}

/**
 * The deletes of every listing item of a job: put them in the transaction that closes it. They are the lists
 * the job was written to (`LISTINGS`, stored when it was opened), not the lists today's rules would give: a
 * change of the word rules (stop words, the longest words kept) must not leave a closed job in a list. A job
 * from before `LISTINGS` (migration 0002 records it) falls back to today's rules.
 */
export function listingDeletes(job: ListedJob & { LISTINGS?: readonly string[] }): TransactItem[] {
  const partitions = job.LISTINGS ?? listingPartitions(job);
  return partitions.map((partition) => {
    const { pk, sk } = listingItemKeys(partition, job);
    return { Delete: { TableName: tableName, Key: { pk, sk } } };
  });
}

/** A search: one list, one order, and the conditions checked on the items read. */
export interface ListingQuery {
  list: ListingList;
  order: 'newest' | 'earnings';
  /** Only jobs posted at or after this time (ISO 8601). */
  postedFrom?: string | undefined;
  /** Only jobs earning at least this many rupees a month. */
  minEarnings?: number | undefined;
  /** Checked on the page read (at most one filter expression, of all of them). */
  city?: string | undefined;
  workFromHome?: boolean | undefined;
  /** Near me with work from home: jobs of this city, or that can be done from home (anywhere). */
  cityOrRemote?: string | undefined;
  /** Only jobs that cannot be done from home (near me with work from home: those came first, decision 620). */
  notRemote?: boolean | undefined;
  type?: JobType | undefined;
  schedule?: JobSchedule | undefined;
  /** Search terms each of which must start a term of the job (its TEXT has " <term>"). */
  words?: readonly string[] | undefined;
  limit: number;
  cursor?: string | undefined;
}

interface Expression {
  key: string;
  filter: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
  /** The lowest sort key the range reads (a cursor below it is not of this search). */
  lowest: string | undefined;
}

/** One read of a listing list, newest (or best paid) first: its filter only when it has one. */
function listingRead(
  expression: Expression,
  byEarnings: boolean,
  limit: number,
  start: Record<string, unknown> | undefined,
): QueryCommand {
  const filtered = expression.filter.length > 0;
  return new QueryCommand({
    TableName: tableName,
    ...(byEarnings ? { IndexName: 'gsi3' } : {}),
    KeyConditionExpression: expression.key,
    ...(filtered ? { FilterExpression: expression.filter.join(' AND ') } : {}),
    ExpressionAttributeNames: expression.names,
    ExpressionAttributeValues: expression.values,
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: start,
  });
}

function expressionOf(query: ListingQuery, partition: string): Expression {
  const byEarnings = query.order === 'earnings';
  const names: Record<string, string> = {
    '#pk': byEarnings ? 'gsi3pk' : 'pk',
    '#sk': byEarnings ? 'gsi3sk' : 'sk',
  };
  const values: Record<string, unknown> = { ':partition': partition };
  const filter: string[] = [];
  let lowest: string | undefined;
  const condition = (name: string, attribute: string, operator: string, value: unknown) => {
    names[`#${name}`] = attribute;
    values[`:${name}`] = value;
    filter.push(`#${name} ${operator} :${name}`);
  };
  if (query.postedFrom !== undefined) {
    if (byEarnings) condition('posted', 'POSTED_AT', '>=', query.postedFrom);
    else lowest = query.postedFrom;
  }
  if (query.minEarnings !== undefined) {
    if (byEarnings) lowest = String(query.minEarnings).padStart(EARNINGS_DIGITS, '0');
    else condition('earnings', 'MONTHLY_EARNINGS', '>=', query.minEarnings);
  }
  if (query.city !== undefined) condition('city', 'CITY', '=', query.city);
  if (query.workFromHome) condition('wfh', 'WORK_FROM_HOME', '=', 1);
  if (query.notRemote) condition('onsite', 'WORK_FROM_HOME', '<>', 1);
  if (query.cityOrRemote !== undefined) {
    names['#near'] = 'CITY';
    names['#remote'] = 'WORK_FROM_HOME';
    values[':near'] = query.cityOrRemote;
    values[':remote'] = 1;
    filter.push('(#near = :near OR #remote = :remote)');
  }
  // A type list is the type: no filter for it (a filter that drops every item costs a page of reads).
  const listed = query.list.kind === 'TYPE' || query.list.kind === 'CITY_TYPE';
  if (query.type !== undefined && !listed) condition('type', 'TYPE', '=', query.type);
  if (query.schedule !== undefined) condition('schedule', 'SCHEDULE', '=', query.schedule);
  if (query.words?.length) {
    names['#text'] = 'TEXT';
    query.words.forEach((word, index) => {
      values[`:word${index}`] = ` ${word}`;
      filter.push(`contains(#text, :word${index})`);
    });
  }
  if (lowest !== undefined) values[':lowest'] = lowest;
  else delete names['#sk'];
  const key = `#pk = :partition${lowest === undefined ? '' : ' AND #sk >= :lowest'}`;
  return { key, filter, names, values, lowest };
}

/** The key of an item as a cursor of this search: the table's keys, and gsi3's when reading by earnings. */
function keyOf(item: Record<string, unknown>, byEarnings: boolean): Record<string, unknown> {
  return byEarnings
    ? { pk: item.pk, sk: item.sk, gsi3pk: item.gsi3pk, gsi3sk: item.gsi3sk }
    : { pk: item.pk, sk: item.sk };
}

/**
 * One page of a search: up to `limit` jobs, newest (or highest earnings) first. With a filter expression it
 * reads at most MAX_READS times (`mostItemsRead` items), so a page may hold fewer than `limit` jobs and still
 * have a cursor (the rest of the list is unread, not empty).
 */
export async function search(query: ListingQuery): Promise<Page<ListedJob>> {
  const byEarnings = query.order === 'earnings';
  const partition = listingPartition(query.list);
  const expression = expressionOf(query, partition);
  const scope: CursorScope = {
    partitionKey: byEarnings ? 'gsi3pk' : 'pk',
    sortKey: byEarnings ? 'gsi3sk' : 'sk',
    partition,
    shape: byEarnings ? listingByEarningsShape : listingShape,
  };
  let start = decodeCursor(query.cursor, scope);
  const startSortKey = start?.[scope.sortKey];
  if (startSortKey !== undefined && expression.lowest !== undefined && startSortKey < expression.lowest) {
    throw BadRequest.field('cursor', INVALID_CURSOR);
  }
  const filtered = expression.filter.length > 0;
  const found: Record<string, unknown>[] = [];
  for (let reads = 0; reads < MAX_READS; reads++) {
    const need = query.limit - found.length;
    // First one more than the page: whether there is a next page is known, so the last page has no cursor
    // (no empty page after it). Unfiltered, that is all; filtered, the next reads take bigger pages.
    const result = await db.send(
      listingRead(expression, byEarnings, filtered && reads > 0 ? READ_PAGE : need + 1, start),
    );
    const items = result.Items ?? [];
    if (items.length >= need) {
      found.push(...items.slice(0, need));
      const last = found.at(-1) as Record<string, unknown>;
      // The page ends at its last job, read or not: the next one goes on from there.
      const more = items.length > need || (filtered && result.LastEvaluatedKey !== undefined);
      return {
        items: found as ListedJob[],
        cursor: more ? encodeCursor(keyOf(last, byEarnings)) : undefined,
      };
    }
    found.push(...items);
    start = result.LastEvaluatedKey as typeof start;
    if (start === undefined) break;
  }
  return { items: found as ListedJob[], cursor: encodeCursor(start) };
}

/**
 * At most this many Queries per call of a search that reads several lists in turn (`searchInOrder`): empty
 * lists cost half a read unit each, so a sparse region still fills a page in one call; and no Query starts
 * once `mostItemsRead(limit)` items have been read (the bound of a filtered `search`).
 */
export const MAX_LIST_READS = 16;

/** The most listing items one call of `searchInOrder` reads, for a page of `limit`. */
export function mostItemsReadInOrder(limit: number): number {
  return mostItemsRead(limit) + Math.max(limit + 1, READ_PAGE);
}

/** A job of `searchInOrder`'s page, with the index of the list it was read from. */
export type ListedInOrder = ListedJob & { listIndex: number };

const ORDER_CURSOR_KEYS = ['i', 'k'];

/**
 * One page of a search that reads several lists one after another (near me: the worker's district's, then the
 * next nearest, decision 620): each list in its own order, the next list once one is read to its end, the
 * page ending when it holds `limit` jobs, after MAX_LIST_READS Queries or `mostItemsRead(limit)` items read, or
 * after the last list. Its cursor is
 * the list it stopped in and the key there (each checked as `search` checks its own), so a page may hold fewer
 * than `limit` jobs, even none, and still have a cursor; every call reads at most `mostItemsReadInOrder` items.
 */
export async function searchInOrder(
  queries: readonly Omit<ListingQuery, 'limit' | 'cursor'>[],
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<ListedInOrder>> {
  const scopeOf = (query: Omit<ListingQuery, 'limit' | 'cursor'>): CursorScope => {
    const byEarnings = query.order === 'earnings';
    return {
      partitionKey: byEarnings ? 'gsi3pk' : 'pk',
      sortKey: byEarnings ? 'gsi3sk' : 'sk',
      partition: listingPartition(query.list),
      shape: byEarnings ? listingByEarningsShape : listingShape,
    };
  };
  let index = 0;
  let start: Record<string, string> | undefined;
  if (page.cursor !== undefined && page.cursor !== '') {
    const at = decodeOrderCursor(page.cursor, queries.length);
    index = at.i;
    const query = queries[index] as (typeof queries)[number];
    start = decodeCursor(at.k, scopeOf(query));
    const lowest = expressionOf({ ...query, limit: page.limit }, listingPartition(query.list)).lowest;
    const startSortKey = start?.[scopeOf(query).sortKey];
    if (startSortKey !== undefined && lowest !== undefined && startSortKey < lowest) {
      throw BadRequest.field('cursor', INVALID_CURSOR);
    }
  }
  const found: ListedInOrder[] = [];
  const cursorAt = (i: number, key: Record<string, unknown> | undefined) =>
    i < queries.length
      ? Buffer.from(JSON.stringify({ i, ...(key ? { k: encodeCursor(key) } : {}) }), 'utf8').toString(
          'base64url',
        )
      : undefined;
  let read = 0;
  for (
    let reads = 0;
    reads < MAX_LIST_READS && index < queries.length && read < mostItemsRead(page.limit);
    reads++
  ) {
    const query = queries[index] as (typeof queries)[number];
    const byEarnings = query.order === 'earnings';
    const expression = expressionOf({ ...query, limit: page.limit }, listingPartition(query.list));
    const filtered = expression.filter.length > 0;
    const need = page.limit - found.length;
    // One more than the page, unfiltered: whether this list goes on is known without another read.
    const result = await db.send(
      listingRead(expression, byEarnings, filtered ? Math.max(need + 1, READ_PAGE) : need + 1, start),
    );
    read += result.ScannedCount ?? 0;
    const items = (result.Items ?? []) as ListedJob[];
    const tagged = items.map((item) => ({ ...item, listIndex: index }));
    if (items.length >= need) {
      found.push(...tagged.slice(0, need));
      const last = items[need - 1] as unknown as Record<string, unknown>;
      const listGoesOn = items.length > need || result.LastEvaluatedKey !== undefined;
      return {
        items: found,
        // The page ends at its last job: the next goes on in this list, or from the next list.
        cursor: listGoesOn ? cursorAt(index, keyOf(last, byEarnings)) : cursorAt(index + 1, undefined),
      };
    }
    found.push(...tagged);
    start = result.LastEvaluatedKey as typeof start;
    if (start === undefined) index += 1;
  }
  return { items: found, cursor: cursorAt(index, start) };
}

function decodeOrderCursor(cursor: string, lists: number): { i: number; k: string | undefined } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw BadRequest.field('cursor', INVALID_CURSOR);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw BadRequest.field('cursor', INVALID_CURSOR);
  }
  const { i, k } = parsed as { i?: unknown; k?: unknown };
  const known = Object.keys(parsed).every((name) => ORDER_CURSOR_KEYS.includes(name));
  if (!known || !Number.isInteger(i) || (i as number) < 0 || (i as number) >= lists) {
    throw BadRequest.field('cursor', INVALID_CURSOR);
  }
  if (k !== undefined && (typeof k !== 'string' || k === '' || k.length > 2048)) {
    throw BadRequest.field('cursor', INVALID_CURSOR);
  }
  return { i: i as number, k: k as string | undefined };
}

/**
 * The newest `limit` jobs of one list: one Query, no filter (recommendations read a few lists' first pages
 * and score them in memory, shared/domain/job-recommendations.ts).
 */
export async function newestOf(list: ListingList, limit: number): Promise<ListedJob[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :partition',
      ExpressionAttributeValues: { ':partition': listingPartition(list) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []) as ListedJob[];
}

/**
 * An unfiltered count stops here ("At least 100 jobs in other cities"): a number a worker reads, not the list's
 * length, and a list's reads the same from a hundred jobs to a million.
 */
export const COUNTED_MAX = 100;

/**
 * How many jobs a search would find, counting at most the items one page's first read looks at
 * (`mostItemsRead(limit)`, one Query; COUNTED_MAX when every item read counts): `more` when the list goes on past
 * them. For the relaxation an empty search offers ("8 work-from-home jobs in other cities"), so its cost too is
 * bounded.
 */
export async function countUpTo(query: ListingQuery): Promise<{ count: number; more: boolean }> {
  const byEarnings = query.order === 'earnings';
  const expression = expressionOf(query, listingPartition(query.list));
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      ...(byEarnings ? { IndexName: 'gsi3' } : {}),
      KeyConditionExpression: expression.key,
      ...(expression.filter.length > 0 ? { FilterExpression: expression.filter.join(' AND ') } : {}),
      ExpressionAttributeNames: expression.names,
      ExpressionAttributeValues: expression.values,
      Select: 'COUNT',
      Limit: expression.filter.length > 0 ? mostItemsRead(query.limit) : COUNTED_MAX,
    }),
  );
  return { count: result.Count ?? 0, more: result.LastEvaluatedKey !== undefined };
}

/**
 * The open jobs posted at or after `from` (ISO 8601), newest first: one Query of every job's list by page
 * (the daily job-alert digest reads the new jobs once). Answers the items and how many were read.
 */
export async function postedSince(from: string): Promise<{ jobs: ListedJob[]; read: number }> {
  const jobs: ListedJob[] = [];
  let read = 0;
  const query: WholeQuery = {
    KeyConditionExpression: 'pk = :partition AND sk >= :from',
    ExpressionAttributeValues: { ':partition': listingPartition({ kind: 'ALL' }), ':from': from },
    ScanIndexForward: false,
  };
  await queryEachPage(query, (items, page) => {
    jobs.push(...(items as ListedJob[]));
    read += page.ScannedCount ?? 0;
  });
  return { jobs, read };
}

/** When the oldest job open now was posted (one Query of every job's list, oldest first), or undefined. */
export async function oldestPostedAt(): Promise<string | undefined> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :partition',
      ExpressionAttributeValues: { ':partition': listingPartition({ kind: 'ALL' }) },
      ProjectionExpression: 'POSTED_AT',
      ScanIndexForward: true,
      Limit: 1,
    }),
  );
  const posted = result.Items?.[0]?.POSTED_AT;
  return typeof posted === 'string' ? posted : undefined;
}

/**
 * The ids of the jobs open now that were posted on `day` (YYYY-MM-DD, UTC), newest first, at most `max`: the
 * day's range of every job's list, a page at a time (the sitemap's file of the day, features/job-pages/sitemap.ts).
 */
export async function idsPostedOn(
  day: string,
  max: number,
): Promise<{ ID: number; APPLY_BY?: string | undefined }[]> {
  const found: { ID: number; APPLY_BY?: string | undefined }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :partition AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':partition': listingPartition({ kind: 'ALL' }),
          ':from': day,
          ':to': `${day}~`,
        },
        ProjectionExpression: 'ID, APPLY_BY',
        ScanIndexForward: false,
        Limit: Math.min(1000, max - found.length),
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((result.Items ?? []) as { ID: number; APPLY_BY?: string }[]));
    start = result.LastEvaluatedKey;
  } while (start && found.length < max);
  return found;
}
