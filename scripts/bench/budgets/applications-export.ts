/**
 * `npx tsx scripts/bench/budgets/applications-export.ts` (also run by `npm run bench`): HR's CSV export and search
 * of a job's applications (decisions 184 and 185). Two jobs with 1k and 10k consented applicants
 * (seeded with BatchWriteItem, in the review queue's shapes). The export is walked page by page as the browser
 * does (exportApplications, 1,000 rows a page, each page one Query, the applicants' accounts and their access
 * entries): the whole time, the slowest page (what must stay far below the function's 10 s) and the memory of
 * the process. The search and filters (getInternalDataById with `search`, `answer`, `skill`) are timed for a
 * text found at once, the job's last applicant, a text found nowhere, an answer half the job gave, and a skill in
 * one tab, beside the list without them; each application is indexed as applyJob indexes it (decision 610: its
 * words, a yes/no answer, its skills), so each case reads only the index items of its term, and the verdict is
 * that each stays flat from 1k to 10k applications (p50 within 1.2x). Real handlers on the real middy stack, in
 * process, against DynamoDB Local.
 */

import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { lambdaContext } from '#infra/local/events';
import { loadHandler } from '#infra/local/handlers';
import type { StoredApplication } from '#lib/db/applications';
import { applicationTermItem, counterKey } from '#lib/db/keys';
import { contracts } from '#shared/api/index';
import { applicationTerms } from '#shared/domain/application-terms';
import type { ScreeningQuestion } from '#shared/domain/screening-rules';
import { createStaff } from '../support/accounts';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { kib, ms, percentile, ratioText, table, verdict, verdictLine } from '../support/report';
import { jobItem, writeAll } from '../support/seed';
import { eventFor } from './api';
import { applicationItem, workerItem } from './review-queue';

const settings = {
  /** Applications per job, one job each. */
  sizes: [1_000, 10_000],
  /** Whole exports of each job, alternating (APPLICATIONS_EXPORTS=0 measures the search alone). */
  exports: Number(process.env.APPLICATIONS_EXPORTS ?? 3),
  /** Calls of each search, alternating jobs. */
  searches: Number(process.env.APPLICATIONS_SEARCH_ITERATIONS ?? 60),
  searchWarmup: 10,
  limit: 50,
};
/** Each search and filter stays flat as the job grows: p50 at 10k within this of p50 at 1k. */
const FLAT_LIMIT = 1.2;

/** Runs this file in a process of its own against the DynamoDB Local at `endpoint`; answers what it prints. */
export const applicationsExport = (endpoint: string): string => printedBy(import.meta.url, endpoint);

const userIdOf = (jobId: number, n: number) => jobId * 100_000 + n + 1;
const RIDES: ScreeningQuestion = { id: 'bike', kind: 'yesNo', text: 'Do you have a two-wheeler licence?' };
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function seed(endpoint: string, tableName: string, jobIds: number[]): Promise<void> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  const items: Record<string, unknown>[] = [{ ...counterKey('JOB'), value: jobIds.length }];
  for (const [index, size] of settings.sizes.entries()) {
    const jobId = jobIds[index] as number;
    items.push(jobItem(jobId));
    for (let n = 0; n < size; n++) {
      const application = applicationItem(jobId, n) as StoredApplication & Record<string, unknown>;
      // Every other applicant rides (yes), every third lists Sales: what applyJob would index them by.
      const terms = applicationTerms(
        application,
        { questions: [RIDES], answers: [{ id: RIDES.id, answer: n % 2 === 0 }] },
        n % 3 === 0 ? ['SALES'] : [],
      );
      items.push({ ...application, FIND_TERMS: terms }, workerItem(userIdOf(jobId, n)));
      for (const term of terms) items.push(applicationTermItem(jobId, term, application));
    }
  }
  await writeAll(db, tableName, items);
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `applications-export-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  const jobIds = settings.sizes.map((_, index) => index + 1);
  const seeded = performance.now();
  await seed(endpoint, tableName, jobIds);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const { token } = await createStaff('HR', 'hr.export@earnlearn.in', 'Export HR');

  // ---- the export, page by page as the browser walks it ---------------------------------------------------
  const exporter = await loadHandler(contracts.exportApplications);
  const exportOf = async (jobId: number) => {
    const start = performance.now();
    let cursor: string | undefined;
    let bytes = 0;
    let rows = 0;
    let pages = 0;
    let slowest = 0;
    let largestAnswer = 0;
    const parts: string[] = [];
    do {
      const query = `?id=${jobId}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const pageStart = performance.now();
      const result = await exporter(eventFor('exportApplications', token, query), lambdaContext('export'));
      slowest = Math.max(slowest, performance.now() - pageStart);
      if (result.statusCode !== 200) throw new Error(`exportApplications answered ${result.statusCode}`);
      const body = String(result.body);
      largestAnswer = Math.max(largestAnswer, Buffer.byteLength(body));
      const page = JSON.parse(body) as { csv: string; rows: number; cursor?: string };
      parts.push(page.csv);
      bytes += Buffer.byteLength(page.csv);
      rows += page.rows;
      pages += 1;
      cursor = page.cursor;
    } while (cursor);
    if (parts.join('').split('\r\n').length - 2 !== rows) throw new Error('the joined file lost rows');
    return { took: performance.now() - start, bytes, rows, pages, slowest, largestAnswer };
  };
  const exportRuns = new Map<number, Awaited<ReturnType<typeof exportOf>>[]>(
    settings.sizes.map((size) => [size, []]),
  );
  // One untimed export of each job first: the handler's modules and DynamoDB Local warm up.
  if (settings.exports > 0) for (const jobId of jobIds) await exportOf(jobId);
  const rssBefore = process.memoryUsage().rss;
  let heapPeak = 0;
  for (let run = 0; run < settings.exports; run++) {
    const order = run % 2 === 0 ? [...settings.sizes.entries()] : [...settings.sizes.entries()].reverse();
    for (const [index, size] of order) {
      exportRuns.get(size)?.push(await exportOf(jobIds[index] as number));
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
  }
  const rssAfter = process.memoryUsage().rss;

  // ---- the search, beside the plain list ------------------------------------------------------------------
  const list = await loadHandler(contracts.getInternalDataById);
  const lastName = (size: number, jobId: number) => `Applicant ${userIdOf(jobId, size - 1)}`;
  const searches: { label: string; query: (size: number, jobId: number) => string }[] = [
    { label: 'no search (the list)', query: () => '' },
    { label: 'a text found at once ("applicant")', query: () => '&search=applicant' },
    {
      label: "the job's last applicant, by name",
      query: (size, id) => `&search=${encodeURIComponent(lastName(size, id))}`,
    },
    { label: 'a text found nowhere', query: () => '&search=zzzz' },
    { label: 'a text found nowhere, in a tab', query: () => '&search=zzzz&page=selected' },
    { label: 'an answer half the job gave', query: () => '&answer=bike:yes' },
    { label: 'a skill, in a tab', query: () => '&skill=SALES&page=shortlisted' },
  ];
  const searchSamples = new Map<string, number[]>();
  // The first rounds untimed: the handler's modules and the emulator warm up on every case.
  for (let i = -settings.searchWarmup; i < settings.searches; i++) {
    const order = i % 2 === 0 ? [...settings.sizes.entries()] : [...settings.sizes.entries()].reverse();
    for (const [index, size] of order) {
      const jobId = jobIds[index] as number;
      for (const search of searches) {
        const event = eventFor(
          'getInternalDataById',
          token,
          `?id=${jobId}&limit=${settings.limit}${search.query(size, jobId)}`,
        );
        const start = performance.now();
        const result = await list(event, lambdaContext('getInternalDataById'));
        const took = performance.now() - start;
        if (result.statusCode !== 200) throw new Error(`getInternalDataById answered ${result.statusCode}`);
        if (i < 0) continue;
        const key = `${search.label}@${size}`;
        searchSamples.set(key, [...(searchSamples.get(key) ?? []), took]);
      }
    }
  }

  const exportRows = settings.sizes.map((size) => {
    const runs = exportRuns.get(size) ?? [];
    const last = runs.at(-1);
    return [
      `${size.toLocaleString('en-US')} applications`,
      ms(
        percentile(
          runs.map((run) => run.took),
          50,
        ),
      ),
      String(last?.pages ?? 0),
      ms(Math.max(...runs.map((run) => run.slowest))),
      kib(last?.largestAnswer ?? 0),
      mib(last?.bytes ?? 0),
    ];
  });
  const p50Of = (label: string, size: number) => percentile(searchSamples.get(`${label}@${size}`) ?? [], 50);
  const [smallest, largest] = [settings.sizes[0] as number, settings.sizes.at(-1) as number];
  const ratioOfSearch = (label: string) => p50Of(label, largest) / p50Of(label, smallest);
  const searchRows = searches.map((search) => [
    search.label,
    ...settings.sizes.flatMap((size) => {
      const values = searchSamples.get(`${search.label}@${size}`) ?? [];
      return [ms(percentile(values, 50)), ms(percentile(values, 99))];
    }),
    ratioText(ratioOfSearch(search.label)),
    verdict(ratioOfSearch(search.label), FLAT_LIMIT),
  ]);
  const exported =
    settings.exports === 0
      ? [`\nHR's CSV export: not measured (APPLICATIONS_EXPORTS=0); seeding ${seedSeconds.toFixed(0)} s`]
      : [
          `\nHR's CSV export of a job's applications (exportApplications, page by page as the browser joins them; ${settings.exports} runs per size; seeding ${seedSeconds.toFixed(0)} s)`,
          table(
            ['job with', 'whole export p50', 'pages', 'slowest page', 'largest answer', 'CSV'],
            exportRows,
          ),
          `memory of the process: heap peak ${mib(heapPeak)}, RSS ${mib(rssBefore)} before the exports, ${mib(rssAfter)} after`,
        ];
  return [
    ...exported,
    `\nHR's search within a job (getInternalDataById, limit=${settings.limit}, ${settings.searches} interleaved calls per case)`,
    table(
      [
        'search',
        ...settings.sizes.flatMap((size) => [
          `${size.toLocaleString('en-US')} p50`,
          `${size.toLocaleString('en-US')} p99`,
        ]),
        'p50 ratio',
        `<= ${FLAT_LIMIT}x`,
      ],
      searchRows,
    ),
    ...searches.map((search) =>
      verdictLine({
        figure: `HR's search within a job p50, ${smallest} -> ${largest} applications: ${search.label}`,
        measured: ratioText(ratioOfSearch(search.label)),
        limit: `<= ${FLAT_LIMIT}x`,
        verdict: verdict(ratioOfSearch(search.label), FLAT_LIMIT),
      }),
    ),
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
