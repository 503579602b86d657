/**
 * The worker's copy of their own data (DPDP Act s.11; handler functions/worker/get-my-data.ts): every
 * item the table holds keyed to the worker, attribute for attribute under readable names (shared/domain/my-data.ts
 * names them and lists what is left out and why: decision 560), short-lived links to the documents, and the
 * recipients.
 */
import * as z from 'zod/mini';
import { MY_DATA_FORMAT, MY_DATA_VERSION } from '../domain/my-data';
import { noInput } from './common';
import { defineEndpoint } from './contract';

/** An item as the table holds it, under readable names (`readableItem`), less what the export leaves out. */
const storedItem = z.record(z.string(), z.unknown());

export const myData = z.object({
  format: z.literal(MY_DATA_FORMAT),
  version: z.literal(MY_DATA_VERSION),
  /** ISO 8601. */
  exportedAt: z.string(),
  accountId: z.int(),
  /** The account: profile, privacy state, language, parent's consent for a minor. */
  profile: storedItem,
  /** Each kept document, with a link that works until `linkExpiresAt` (where it is stored is left out). */
  documents: z.array(
    z.object({
      kind: z.enum(['panCard', 'idCard']),
      link: z.string(),
      linkExpiresAt: z.string(),
    }),
  ),
  /** Every application, newest first, with every status move (`statusChanges`) and when. */
  applications: z.array(storedItem),
  /** The consent record, newest first. */
  consent: z.array(storedItem),
  /** The SMS and e-mails sent to the worker, newest first (kept a year). */
  messages: z.array(storedItem),
  /** Each read of the worker's data by staff or by a hiring employer (named), newest first (kept a year). */
  staffAccess: z.array(storedItem),
  /** Every other item keyed to the worker (sign-in identity, the number's claim, pending code, send times). */
  otherRecords: z.array(z.object({ record: z.string(), item: storedItem })),
  recipients: z.object({
    /** Each hiring company applied to, and what it received. */
    companies: z.array(
      z.object({
        name: z.string(),
        jobs: z.array(z.object({ id: z.int(), title: z.string(), appliedAt: z.string() })),
        shared: z.array(z.string()),
      }),
    ),
    processors: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), data: z.string() })),
  }),
});
export type MyData = z.infer<typeof myData>;

/** One read of a worker's data by staff or an employer's person, as the admin's user detail shows it (newest first). */
export const staffAccessEntry = z.object({
  byId: z.int(),
  byRole: z.enum(['admin', 'HR', 'OPS', 'employer']),
  /** A read by an employer's person: their organisation's name. */
  organisation: z.optional(z.string()),
  /** ISO 8601. */
  at: z.string(),
  /** The endpoint that read the data. */
  what: z.string(),
  /** Which kinds of personal data it showed (shared/domain/my-data.ts). */
  data: z.array(z.string()),
});
export type StaffAccessEntry = z.infer<typeof staffAccessEntry>;

/** How many access entries the admin's user detail shows: the latest. */
export const STAFF_ACCESS_SHOWN = 50;

export const getMyData = defineEndpoint({
  name: 'getMyData',
  uses: { table: 'readWrite', uploads: 'documentLinks' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: "The signed-in worker's data, complete and machine-readable (DPDP s.11): download my data.",
  input: noInput,
  output: z.object({ data: myData }),
});
