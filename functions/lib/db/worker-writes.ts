/**
 * One write of a worker account with the students' search index kept in step (`users.ts` makes every profile
 * write through it): the words a write adds and removes go in the same transaction as the account's update.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EducationLevel, Language, SiteLanguage } from '#shared/domain/codes';
import type { Flag } from '#shared/domain/constants';
import type { PrivacyState } from '#shared/domain/privacy';
import { studentWords, wordChanges } from '#shared/domain/student-search';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound } from '../errors';
import type { Account } from './accounts';
import { userKey } from './keys';
import { wordWrites } from './student-search';
import { cancellationReasons, isConditionFailure, type TransactItem, transact } from './transactions';

/** The fields a student is searched by (`shared/domain/student-search.ts`). */
const SEARCHABLE = ['NAME', 'EMAIL', 'MOBILE_NUMBER', 'LOCATION', 'COLLEGE_NAME'] as const;

/** A worker's account item (`users.ts` reads and writes it; every profile write goes through `writeAccount`). */
export interface WorkerAccount extends Account {
  LANGUAGES: Language[];
  LOCATION: string;
  EDUCATION_LEVEL: EducationLevel | '';
  COLLEGE_NAME: string;
  PANCARD_KEY: string;
  ID_CARD_KEY: string;
  /** The PDF resume (saveResume): its kept key, the name of the worker's file, when saved; '' or absent: none. */
  RESUME_KEY?: string;
  RESUME_NAME?: string;
  RESUME_AT?: string;
  /** VERIFIED once the mobile number is verified by OTP. */
  VERIFIED: Flag;
  /** REGISTERED once the personal details of registration step 1 are saved. */
  REGISTERED: Flag;
  CREATED_AT: string;
  /** The language the worker chose for the screens; absent until chosen. */
  SITE_LANGUAGE?: SiteLanguage;
  /** The Google account's `sub` (its identity item's key): what erasing the account deletes. */
  GOOGLE_SUB?: string;
  /**
   * Where the account's consent stands (shared/domain/privacy.ts). Absent on an account from before
   * consent was recorded: as `consentNeeded` (migration 0001 writes it).
   */
  PRIVACY_STATE?: PrivacyState;
  /** The notice version last accepted (by the worker, or for a minor by the parent); '' for none. */
  NOTICE_VERSION?: string;
  NOTICE_ACCEPTED_AT?: string;
  /** The optional purpose "SMS updates about applications": absent or false, no review SMS is sent. */
  SMS_UPDATES?: boolean;
  /** The optional purpose "Job alerts": absent or false, no alert is created and no digest sent. */
  JOB_ALERTS?: boolean;
  /** How many job alerts the worker keeps (functions/lib/db/job-alerts.ts counts them with each write). */
  JOB_ALERT_COUNT?: number;
  /**
   * The optional purpose "WhatsApp": true, the worker's news goes by WhatsApp instead of SMS (where
   * WhatsApp is configured); absent or false, it does not.
   */
  WHATSAPP_UPDATES?: boolean;
  /**
   * The optional purpose "Notifications" (Web Push): true, the worker's news goes first as a notification to
   * the devices in PUSH_DEVICES; absent or false, none is sent.
   */
  PUSH_UPDATES?: boolean;
  /** The devices notifications go to (functions/lib/db/push-devices.ts), at most MAX_PUSH_DEVICES. */
  PUSH_DEVICES?: StoredPushDevice[];
  /** Raised by every change of PUSH_DEVICES: the condition of the next change (push-devices.ts). */
  PUSH_DEVICES_VERSION?: number;
  /** When the account is erased if it is still held then (ISO 8601); '' or absent when it is not waiting. */
  HELD_UNTIL?: string;
  /** The latest sign-in (ISO 8601): the retention job erases accounts unused for 3 years. */
  LAST_SIGN_IN?: string;
  /** When the notice of erasure for inactivity was sent (ISO 8601); a sign-in removes it. */
  ERASURE_NOTICE_AT?: string;
  /** A minor's parent or guardian: the link sent, and their consent once given. */
  PARENT?: StoredParentConsent;
  /**
   * The words the search index holds for this account, exactly as written: the next change is worked out
   * against them, so the index stays right even if the word rules change. Absent on an account written
   * before the index existed (none of its words is indexed until a searchable field changes).
   */
  searchWords?: string[];
}

/** What a minor's account keeps of the parent's or guardian's consent. */
/** One device's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys), as its browser gave it. */
export interface StoredPushDevice {
  ENDPOINT: string;
  P256DH: string;
  AUTH: string;
  /** When it was registered (ISO 8601). */
  AT: string;
}

export interface StoredParentConsent {
  NAME: string;
  MOBILE: string;
  /** The hash of the current link's secret: a new link replaces it (the old stops working). */
  LINK: string;
  SENT_AT: string;
  /** The link's end, and the account's if no parent consents by then (the 7 days run from the first link). */
  EXPIRES_AT: string;
  /** Link sends in the last hour (epoch ms), for the resend limits. */
  SENDS: number[];
  CONSENTED_AT?: string;
  /** How the parent was verified: the SMS code to the number on the link, and the age assurance used. */
  VERIFIED_BY?: string;
}

/** One write of an account, worked out from the account as read. */
export interface AccountWrite {
  /** The attributes to set. */
  set: Partial<WorkerAccount>;
  /** A further condition on the account being as read (its placeholders' values in `values`). */
  condition?: string;
  values?: Record<string, unknown>;
  /** Other items of the same transaction, written before the account's update. */
  items?: TransactItem[];
  /** The caller's Conflict message when the condition of `items[i]` fails. */
  conflicts?: Record<number, string>;
}

/** Whether the account's own condition failed in a cancelled transaction (item `index`). */
const accountConditionFailed = (error: unknown, index: number) =>
  cancellationReasons(error)?.[index] === 'ConditionalCheckFailed';

const MAX_WRITE_ATTEMPTS = 3;

/**
 * Reads the account, asks `plan` what to write, and writes it with the search index kept in step. Searchable
 * fields that change are written on condition that every searchable field is still as read, and the words
 * they add and remove go in the same transaction; searchable fields that do not change are not written, so a
 * write that changes none leaves the index alone and stays one UpdateItem. When the account changed between
 * the read and the write, it is read again and `plan` decides again (it may refuse with a Conflict).
 */
export async function writeAccount(
  id: number,
  plan: (account: WorkerAccount) => AccountWrite,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // As now (strongly consistent): the write's conditions are on exactly this.
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: userKey(id), ConsistentRead: true }),
    );
    const account = Item as WorkerAccount | undefined;
    if (!account) throw new NotFound('There is no such student.');
    const write = plan(account);
    const set: Record<string, unknown> = { ...write.set };
    const changed = SEARCHABLE.filter((field) => field in set && set[field] !== account[field]);
    for (const field of SEARCHABLE) if (!changed.includes(field)) delete set[field];

    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ...write.values };
    const conditions = ['attribute_exists(pk)', ...(write.condition ? [write.condition] : [])];
    let words = { added: [] as string[], removed: [] as string[] };
    if (changed.length > 0) {
      const before = account.searchWords ?? [];
      const after = studentWords({ ...account, ...write.set });
      words = wordChanges(before, after);
      set.searchWords = after;
      for (const field of SEARCHABLE) {
        names[`#${field}`] = field;
        if (account[field] === undefined) {
          conditions.push(`attribute_not_exists(#${field})`);
        } else {
          values[`:was${field}`] = account[field];
          conditions.push(`#${field} = :was${field}`);
        }
      }
    }
    const assignments = Object.entries(set).map(([name, value]) => {
      names[`#set${name}`] = name;
      values[`:set${name}`] = value;
      return `#set${name} = :set${name}`;
    });
    const update = {
      TableName: tableName,
      Key: userKey(id),
      ConditionExpression: conditions.join(' AND '),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
    const items = write.items ?? [];
    const indexWrites = wordWrites(id, words);
    try {
      if (items.length === 0 && indexWrites.length === 0) await db.send(new UpdateCommand(update));
      // Within a transaction's 100 items: a student has at most STUDENT_WORDS_MAX (44) words and tails, so a write
      // adds and removes at most 88 index items, beside the account and at most 3 other items.
      else await transact([...items, { Update: update }, ...indexWrites], write.conflicts);
      return;
    } catch (error: unknown) {
      const stale = isConditionFailure(error) || accountConditionFailed(error, items.length);
      if (!stale) throw error;
      if (attempt >= MAX_WRITE_ATTEMPTS) {
        throw new Conflict('Your profile was changed at the same moment elsewhere. Please try again.');
      }
    }
  }
}
