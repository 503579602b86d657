/**
 * The worker's copy of their data (DPDP Act s.11; getMyData): every item keyed to the worker (the whole of
 * their partition `USER#<id>`, their Google identity item and their number's items `MOBILE#<number>`),
 * attribute for attribute, less what `LEFT_OUT_OF_EXPORT` names with its reason; short-lived links to the
 * documents; and the recipients (each hiring company applied to, and the processors).
 *
 * An item the export does not know by kind still goes in, under `otherRecords`: a new kind of item under the
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
  LEFT_OUT_OF_EXPORT,
  MY_DATA_FORMAT,
  MY_DATA_VERSION,
  PROCESSORS,
  SHARED_WITH_COMPANIES,
} from '#shared/domain/my-data';
import { DOCUMENT_LINK_SECONDS, documentLink } from '../documents/documents';

type Item = Record<string, unknown>;

/** `value` less the attributes the export leaves out, at any depth. */
export function withoutLeftOut(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLeftOut);
  if (value instanceof Set) return [...value].map(withoutLeftOut);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !Object.hasOwn(LEFT_OUT_OF_EXPORT, name))
      .map(([name, inner]) => [name, withoutLeftOut(inner)]),
  );
}

/** The item kind: the sort key up to its first `#` (`APPLICATION#...` -> APPLICATION, `PROFILE`). */
const kindOf = (item: Item) => String(item.sk).split('#')[0] ?? '';
const newestFirst = (a: Item, b: Item) => String(b.sk).localeCompare(String(a.sk));

/** What a hiring company received from the worker: each company once, with the jobs applied to there. */
function companiesOf(applications: readonly Item[]): MyData['recipients']['companies'] {
  const companies = new Map<string, MyData['recipients']['companies'][number]>();
  for (const application of applications) {
    const name = String(application.COMPANY_NAME ?? '');
    const company = companies.get(name) ?? { name, jobs: [], shared: [...SHARED_WITH_COMPANIES] };
    company.jobs.push({
      id: Number(application.ID),
      title: String(application.TITLE ?? ''),
      appliedAt: String(application.APPLIED_AT ?? ''),
    });
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
  for (const item of pageReads) sections.ACCESS.push(withoutLeftOut(item) as Item);
  let profile: Item = {};
  const otherRecords: MyData['otherRecords'] = [];
  for (const item of [...own].sort(newestFirst)) {
    const kind = kindOf(item);
    if (kind === 'PROFILE') profile = withoutLeftOut(item) as Item;
    else if (kind in sections) sections[kind as keyof typeof sections].push(withoutLeftOut(item) as Item);
    else otherRecords.push({ record: kind, item: withoutLeftOut(item) as Item });
  }
  for (const item of linked) {
    otherRecords.push({
      record: `${String(item.pk).split('#')[0]}_${kindOf(item)}`,
      item: withoutLeftOut(item) as Item,
    });
  }
  // Every read newest first, the worker's own entries and the page reads together.
  sections.ACCESS.sort((a, b) => String(b.AT).localeCompare(String(a.AT)));
  // Applications newest first, as the worker's list shows them (their sort key is the job id).
  sections.APPLICATION.sort((a, b) => String(b.APPLIED_AT).localeCompare(String(a.APPLIED_AT)));
  const linkExpiresAt = new Date(now + DOCUMENT_LINK_SECONDS * 1000).toISOString();
  const documents: MyData['documents'] = [];
  if (worker.PANCARD_KEY)
    documents.push({ kind: 'panCard', key: worker.PANCARD_KEY, link: panCard, linkExpiresAt });
  if (worker.ID_CARD_KEY)
    documents.push({ kind: 'idCard', key: worker.ID_CARD_KEY, link: idCard, linkExpiresAt });
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
