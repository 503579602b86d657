/**
 * The worker's copy of their data (DPDP Act s.11; getMyData): every item keyed to the worker (the whole of
 * their partition `USER#<id>`, their Google identity item and their number's items `MOBILE#<number>`),
 * attribute for attribute under readable names (`readableItem`), less what `LEFT_OUT_OF_EXPORT` names with its
 * reason (decision 560); short-lived links to the documents; and the recipients (each hiring company applied
 * to, and the processors).
 *
 * An item the export does not know by kind still goes in, under `otherRecords`, and an attribute it does not
 * know by name goes in under its name in camelCase: a new kind of item under the
 * worker's partition cannot be missing from the export (test/functions/api/my-data-export.test.ts).
 *
 * Staff reads are the worker's access entries and the page reads of the jobs they applied to that name them
 * (found through their applications), less the other workers on those pages.
 */

import { clock } from '#lib/clock';
import { partitionItems } from '#lib/db/consent';
import type { WorkerAccount } from '#lib/db/users';
import { appliedJobs, linkedItems, pageReadsOf } from '#lib/db/worker-records';
import type { MyData } from '#shared/api/my-data';
import {
  MY_DATA_FORMAT,
  MY_DATA_VERSION,
  PROCESSORS,
  READABLE_RECORDS,
  readableField,
  readableItem,
  SHARED_WITH_COMPANIES,
} from '#shared/domain/my-data';
import { DOCUMENT_LINK_SECONDS, documentLink } from '../documents/documents';

type Item = Record<string, unknown>;

/** An item as the export gives it: readable names, less what it leaves out. */
const readable = (item: Item) => readableItem(item) as Item;
/** An `otherRecords` kind as the export names it (`GOOGLE_IDENTITY` -> `googleSignIn`). */
const recordName = (kind: string) =>
  READABLE_RECORDS[kind] ?? kind.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The item kind: the sort key up to its first `#` (`APPLICATION#...` -> APPLICATION, `PROFILE`). */
const kindOf = (item: Item) => String(item.sk).split('#')[0] ?? '';
const newestFirst = (a: Item, b: Item) => String(b.sk).localeCompare(String(a.sk));

/** The fields each company received, by their names in the file. */
const SHARED = SHARED_WITH_COMPANIES.map((name) => readableField(name, '')?.[0] ?? name);

/** What the worker may send with an application, by its name in the file (absent when not sent). */
const SENT_WITH_APPLICATION = ['ANSWERS', 'COVER_NOTE'].map((name) => readableField(name, '')?.[0] ?? name);

/** What a hiring company received from the worker: each company once, with the jobs applied to there. */
function companiesOf(applications: readonly Item[]): MyData['recipients']['companies'] {
  const companies = new Map<string, MyData['recipients']['companies'][number]>();
  for (const application of applications) {
    const name = String(application.companyName ?? '');
    const company = companies.get(name) ?? { name, jobs: [], shared: [...SHARED] };
    company.jobs.push({
      id: Number(application.id),
      title: String(application.title ?? ''),
      appliedAt: String(application.appliedAt ?? ''),
    });
    // What the worker sent with an application (answers, a cover note) went to the company too.
    for (const sent of SENT_WITH_APPLICATION) {
      if (application[sent] !== undefined && !company.shared.includes(sent)) company.shared.push(sent);
    }
    companies.set(name, company);
  }
  return [...companies.values()];
}

export async function exportMyData(worker: WorkerAccount): Promise<MyData> {
  const now = clock.now();
  const [own, linked, panCard, idCard, pageReads] = await Promise.all([
    partitionItems(worker.ID),
    linkedItems(worker),
    documentLink(worker.PANCARD_KEY),
    documentLink(worker.ID_CARD_KEY),
    // The jobs applied to, read alone (a small projection), so their page reads are read beside the partition.
    appliedJobs(worker.ID).then((jobs) => pageReadsOf(worker.ID, jobs)),
  ]);
  const sections: Record<'APPLICATION' | 'CONSENT' | 'MESSAGE' | 'ACCESS', Item[]> = {
    APPLICATION: [],
    CONSENT: [],
    MESSAGE: [],
    ACCESS: [],
  };
  for (const item of pageReads) sections.ACCESS.push(readable(item));
  let profile: Item = {};
  const otherRecords: MyData['otherRecords'] = [];
  for (const item of [...own].sort(newestFirst)) {
    const kind = kindOf(item);
    if (kind === 'PROFILE') profile = readable(item);
    else if (kind in sections) sections[kind as keyof typeof sections].push(readable(item));
    else otherRecords.push({ record: recordName(kind), item: readable(item) });
  }
  for (const item of linked) {
    otherRecords.push({
      record: recordName(`${String(item.pk).split('#')[0]}_${kindOf(item)}`),
      item: readable(item),
    });
  }
  // Every read newest first, the worker's own entries and the page reads together.
  sections.ACCESS.sort((a, b) => String(b.at).localeCompare(String(a.at)));
  // Applications newest first, as the worker's list shows them (their sort key is the job id).
  sections.APPLICATION.sort((a, b) => String(b.appliedAt).localeCompare(String(a.appliedAt)));
  const linkExpiresAt = new Date(now + DOCUMENT_LINK_SECONDS * 1000).toISOString();
  const documents: MyData['documents'] = [];
  if (worker.PANCARD_KEY) documents.push({ kind: 'panCard', link: panCard, linkExpiresAt });
  if (worker.ID_CARD_KEY) documents.push({ kind: 'idCard', link: idCard, linkExpiresAt });
  return {
    format: MY_DATA_FORMAT,
    version: MY_DATA_VERSION,
    exportedAt: new Date(now).toISOString(),
    accountId: worker.ID,
    profile,
    documents,
    applications: sections.APPLICATION,
    consent: sections.CONSENT,
    messages: sections.MESSAGE,
    staffAccess: sections.ACCESS,
    otherRecords,
    recipients: {
      companies: companiesOf(sections.APPLICATION),
      processors: PROCESSORS.map((processor) => ({ ...processor })),
    },
  };
}
