/**
 * Bulk seeding of students for the admin's scale runs: each student's account item and its search index items,
 * written straight to the table with BatchWriteItem in exactly the shapes `functions/lib/db/users.ts` writes
 * (keys from `functions/lib/db/keys.ts`, words from `shared/domain/student-search.ts`), so the admin handlers
 * read them as if the students had signed in and registered.
 *
 * Words are realistic but few: a registered student who signed in with Gmail has a first and last name, an
 * address like `psharma123@gmail.com` and a city: six words, so seven items a student.
 */

import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dashboardKey, studentWordItem, userItemKeys } from '#lib/db/keys';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { studentWords } from '#shared/domain/student-search';
import { writeBatch } from './seed';

/** Seeded students have ids from here on, clear of the users counter and of the seeded applicants. */
export const STUDENTS_FROM = 2_000_000;

const FIRST = [
  'Priya',
  'Rahul',
  'Ananya',
  'Arjun',
  'Divya',
  'Karthik',
  'Sneha',
  'Vikram',
  'Pooja',
  'Rohan',
  'Meera',
  'Aditya',
  'Kavya',
  'Siddharth',
  'Neha',
  'Manoj',
  'Lakshmi',
  'Harish',
  'Priyanka',
  'Suresh',
  'Deepa',
  'Nikhil',
  'Prithvi',
  'Swati',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Verma',
  'Gupta',
  'Menon',
  'Patel',
  'Joshi',
  'Rao',
  'Das',
  'Kumar',
  'Singh',
  'Pillai',
  'Mehta',
  'Bose',
  'Naidu',
  'Kulkarni',
  'Chopra',
  'Banerjee',
  'Shetty',
  'Yadav',
  'Khan',
  'Thomas',
];
const CITIES = [
  'chennai',
  'pune',
  'hyderabad-telangana',
  'ernakulam',
  'new delhi',
  'kolkata',
  'mumbai',
  'jaipur',
  'lucknow',
  'patna',
  'bhopal',
  'coimbatore',
];

/** A prefix of three first names (Priya, Priyanka, Prithvi): an eighth of the students, a full page at 1k. */
export const BENCH_SEARCH = 'pri';

const BASE_TIME = Date.UTC(2024, 0, 1);
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** Student number `n` (0-based): the account item and one index item per word. */
export function studentItems(n: number): Record<string, unknown>[] {
  const id = STUDENTS_FROM + n;
  const first = pick(FIRST, n);
  const last = pick(LAST, Math.floor(n / FIRST.length) + n);
  const createdAt = new Date(BASE_TIME + n * 60_000).toISOString();
  const fields = {
    ID: id,
    NAME: `${first} ${last}`,
    EMAIL: `${first[0]?.toLowerCase()}${last.toLowerCase()}${n}@gmail.com`,
    MOBILE_NUMBER: '',
    GENDER: (n % 2) as 0 | 1,
    DOB: '2003-04-12',
    ACTIVE: 1 as const,
    LANGUAGES: ['english', 'hindi'],
    LOCATION: pick(CITIES, n),
    EDUCATION_LEVEL: 'pursuingGraduation',
    COLLEGE_NAME: '',
    PANCARD_KEY: '',
    ID_CARD_KEY: '',
    VERIFIED: 0 as const,
    REGISTERED: 1 as const,
    CREATED_AT: createdAt,
    PRIVACY_STATE: 'given' as const,
    NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
    SMS_UPDATES: false,
  };
  const words = studentWords(fields);
  return [
    { ...userItemKeys(id, createdAt), ...fields, searchWords: words },
    ...words.map((word) => studentWordItem(word, id)),
  ];
}

export interface StudentSeed {
  /** Students in the table (ids STUDENTS_FROM to STUDENTS_FROM + students - 1). */
  students: number;
  /** Items written by this call: accounts and their index items. */
  items: number;
}

/**
 * Grows the table from `from` to `to` students, 25 items per BatchWriteItem, `parallel` calls at once. Stops
 * taking students once `deadline` (epoch ms) has passed, and finishes those taken; returns what is in the
 * table then. The dashboard's users count grows by the students written, as sign-ups would leave it.
 */
export async function seedStudents(
  db: DynamoDBDocumentClient,
  tableName: string,
  from: number,
  to: number,
  options: { parallel?: number; deadline?: number; onProgress?: (seed: StudentSeed) => void } = {},
): Promise<StudentSeed> {
  let next = from;
  let items = 0;
  const worker = async () => {
    let pending: Record<string, unknown>[] = [];
    for (;;) {
      const open = next < to && (options.deadline === undefined || Date.now() <= options.deadline);
      while (open && pending.length < 25 && next < to) pending.push(...studentItems(next++));
      if (pending.length === 0) return;
      const batch = pending.slice(0, 25);
      pending = pending.slice(25);
      await writeBatch(db, tableName, batch);
      items += batch.length;
      options.onProgress?.({ students: next, items });
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 4 }, worker));
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: dashboardKey,
      UpdateExpression: 'ADD #users :students',
      ExpressionAttributeNames: { '#users': 'users' },
      ExpressionAttributeValues: { ':students': next - from },
    }),
  );
  return { students: next, items };
}
