/**
 * The printed report: one table per budget, each figure with its baseline, ratio and PASS/OVER, then every
 * verdict of the run (those of the sections run in processes of their own included) in one table.
 */

import {
  heading,
  kib,
  median,
  ms,
  percentile,
  ratioText,
  table,
  type Verdict,
  type VerdictRow,
  verdict,
  verdictTable,
} from '../support/report';
import type { SeedState } from '../support/seed';
import { BENCH_SEARCH, type StudentSeed } from '../support/seed-students';
import type { HotEndpoint, Samples } from './api';
import { HOT_ENDPOINTS } from './api';
import type { Bundle } from './bundles';
import { type FirstPaintResult, firstPaintVerdicts, renderFirstPaint } from './first-paint';
import { type LighthouseMeasures, lighthouseVerdicts, renderLighthouse } from './lighthouse';
import { type SpaReport, STAFF_LOGIN_GZIP_BYTES } from './spa';

export const budget = {
  p50: 1.25,
  p99: 1.5,
  scale: 1.2,
  /** Each handler's cold start against its minimal twin, both bundled with the SDK (decision 117). */
  coldStart: 1.3,
  /**
   * Not a budget (the cold start is): a sanity ceiling, as in test/infra/support/bundles.ts, that a whole SDK or
   * a giant dependency pulled in by mistake would cross.
   */
  bundleCeilingBytes: 1536 * 1024,
  spaGzipBytes: 150 * 1024,
};

export interface Settings {
  iterations: number;
  rounds: number;
  largeItems: number;
  largeStudents: number;
  seedParallel: number;
  coldRuns: number;
}

export interface Results {
  settings: Settings;
  problems: string[];
  endpoint?: string;
  smallState?: SeedState;
  largeState?: SeedState;
  seedSeconds?: number;
  /** Students seeded in each table, and how long the large table's took. */
  students?: { small: StudentSeed; large: StudentSeed; seconds: number };
  api: { small?: Map<HotEndpoint, Samples>; large?: Map<HotEndpoint, Samples> };
  bundles: Bundle[];
  minimals: Map<string, Bundle>;
  /** Cold starts of the deployed bundle and the minimal one. */
  cold: Map<string, { real: number[]; minimal: number[] }>;
  spa?: SpaReport;
  /** The verdicts the sections printed on their own (job search, privacy), in the order they ran. */
  verdicts: VerdictRow[];
  /** Lighthouse and the first paint, each measured in a process of its own after the rest had stopped. */
  lighthouse?: LighthouseMeasures;
  firstPaint?: FirstPaintResult[] | string;
  seconds?: number;
}

const items = (state: SeedState) => state.jobs + state.applications;
const describe = (state: SeedState) =>
  `${items(state)} items (${state.jobs} open jobs, ${state.applications} applications, ` +
  `${Math.ceil(state.applications / 10)} of them the bench worker's)`;

export function render(results: Results): string {
  const { settings } = results;
  const lines: string[] = [];
  const print = (text: string) => lines.push(text);
  const verdicts: VerdictRow[] = [];
  /** Records a verdict for the table at the end; answers it for the section's own table. */
  const count = (result: Verdict, figure: string, measured: string, limit: string) => {
    verdicts.push({ figure, measured, limit, verdict: result });
    return result;
  };
  const notMeasured = () => print('not measured (see the end of the report)');

  print(heading('Earnlearn benchmark'));
  print(
    `Node ${process.version} on ${process.platform}/${process.arch}, ${results.endpoint ? `DynamoDB Local at ${results.endpoint} (in memory)` : 'no DynamoDB Local'}. ` +
      'Lambda runs Node 24 on arm64: absolute times here are only indicative; the budgets are ratios measured in ' +
      'this one run, on this machine.',
  );

  // ---- 1 -----------------------------------------------------------------------------------------------------
  print(heading('1. API overhead (real handler vs bare handler, in process, small table)'));
  const { small, large } = results.api;
  if (small && results.smallState) {
    const rows: string[][] = [];
    for (const [name, samples] of small) {
      for (const [stat, p, limit] of [
        ['p50', 50, budget.p50],
        ['p99', 99, budget.p99],
      ] as const) {
        const r = percentile(samples.real, p);
        const b = percentile(samples.bare, p);
        const other = large?.get(name);
        const context = other ? ratioText(percentile(other.real, p) / percentile(other.bare, p)) : 'n/a';
        rows.push([
          name,
          stat,
          ms(r),
          ms(b),
          ratioText(r / b),
          `<= ${limit}x`,
          count(verdict(r / b, limit), `API ${stat} ${name} vs bare`, ratioText(r / b), `<= ${limit}x`),
          context,
        ]);
      }
    }
    print(
      table(['Endpoint', 'Stat', 'Real', 'Bare', 'Ratio', 'Budget', 'Verdict', 'Ratio, large table'], rows),
    );
    const warmups = [...small.values()].map((samples) => samples.warmupCalls).join('/');
    const sizes = [...small]
      .map(([name, samples]) => `${name} ${kib(samples.bytes.real)} vs ${kib(samples.bytes.bare)}`)
      .join(', ');
    print(
      `${settings.iterations} timed calls per side and endpoint (after ${warmups} untimed warm-up calls), ` +
        `sequential, real and bare interleaved call by call (alternating which goes first), table of ` +
        `${describe(results.smallState)}; the last column is the same ratio on the large table, for context.`,
    );
    print(
      'Real = the handler module (middy: Powertools logger context, header normalizer, session-token check, ' +
        'zod input and output) given an API Gateway v2 event from toApiGatewayEvent and a worker session token ' +
        "(an admin's for the admin's lists). " +
        "Bare = a plain DocumentClient of the same config sending the product's own requests (lib/db/requests.ts " +
        'and keys.ts), the account read on every call as the real one does, JSON.stringify of the same body shape. ' +
        `The bare body keeps the key attributes the real output schema strips (body real vs bare: ${sizes}).`,
    );
  } else notMeasured();

  // ---- 2 -----------------------------------------------------------------------------------------------------
  print(heading('2. Scale (p50 of the real handler, small vs large table)'));
  if (small && large && results.smallState && results.largeState) {
    const rows: string[][] = [];
    for (const name of HOT_ENDPOINTS) {
      const s = small.get(name) as Samples;
      const l = large.get(name) as Samples;
      const r = median(l.real) / median(s.real);
      rows.push([
        name,
        ms(median(s.real)),
        ms(median(l.real)),
        ratioText(r),
        `<= ${budget.scale}x`,
        count(verdict(r, budget.scale), `scale p50 ${name}`, ratioText(r), `<= ${budget.scale}x`),
        `${ms(median(s.bare))} -> ${ms(median(l.bare))} (${ratioText(median(l.bare) / median(s.bare))})`,
      ]);
    }
    const smallSize = items(results.smallState);
    const largeSize = items(results.largeState);
    print(
      table(
        [
          'Endpoint',
          `p50 @ ${smallSize}`,
          `p50 @ ${largeSize}`,
          'Ratio',
          'Budget',
          'Verdict',
          'Bare p50, for context',
        ],
        rows,
      ),
    );
    print(
      `Small table: ${describe(results.smallState)}. Large table: ${describe(results.largeState)}` +
        (largeSize < settings.largeItems
          ? `: SMALLER than the ${settings.largeItems} aimed at, as seeding stopped at its time budget.`
          : '.') +
        ` Large table seeded in ${(results.seedSeconds ?? 0).toFixed(0)} s with BatchWriteItem (25 items a call, ` +
        `${settings.seedParallel} calls in parallel), in the item shapes of functions/lib/db/jobs.ts and ` +
        `applications.ts. Both tables in the one DynamoDB Local, each served by its own process, measured in ` +
        `${settings.rounds} alternating rounds. Every list call reads the first page (50 items).`,
    );
    const students = results.students;
    print(
      students
        ? `Students (the admin's cases): ${students.small.students} in the small table, ${students.large.students} ` +
            `in the large${students.large.students < settings.largeStudents ? ` (SMALLER than the ${settings.largeStudents} aimed at, as seeding stopped at its time budget)` : ''}, ` +
            `each an account and its search index items (six words: name, Gmail address, city). The large table's ` +
            `${students.large.items} student items were seeded in ${students.seconds.toFixed(0)} s ` +
            `(${(students.large.items / students.seconds).toFixed(0)} items/s) with BatchWriteItem, ${settings.seedParallel} calls in parallel. ` +
            `getUsersData reads the first page of the list (50, newest first); "getUsersData search" searches ` +
            `'${BENCH_SEARCH}' (three first names: an eighth of the students, a full page of 50 at both sizes), ` +
            'as the admin, against a bare handler making the same Query and BatchGetItem.'
        : 'Students: not seeded, so the admin cases read an empty list.',
    );
    print(
      'getEmployeesData: the HR card of the employees screen, first page, as the admin; 120 employees (60 HR) ' +
        'in both tables, so it shows whether the table size reaches the employees partition.',
    );
  } else notMeasured();

  // ---- 3a ----------------------------------------------------------------------------------------------------
  print(
    heading("3a. Bundles (built by the CDK's own ApiFunction construct: NodejsFunction + local esbuild)"),
  );
  if (results.bundles.length > 0) {
    const rows = results.bundles.map((bundle) => [
      bundle.name,
      kib(bundle.bytes),
      `<= ${kib(budget.bundleCeilingBytes)}`,
      count(
        verdict(bundle.bytes, budget.bundleCeilingBytes),
        `bundle ${bundle.name} (a ceiling, not a budget)`,
        kib(bundle.bytes),
        `<= ${kib(budget.bundleCeilingBytes)}`,
      ),
      bundle.top.map((part) => `${part.name} ${kib(part.bytes)}`).join(', '),
    ]);
    for (const [name, minimal] of results.minimals)
      rows.push([`minimal ${name}`, kib(minimal.bytes), '', '', '']);
    print(table(['Bundle', 'Minified', 'Ceiling', 'Verdict', 'Largest parts (from the source map)'], rows));
    const externals = [...new Set(results.bundles.flatMap((bundle) => bundle.externals))].sort();
    print(
      'Sizes are index.mjs without its .map, as the construct builds it (ESM, minified, target node24, ' +
        'createRequire banner, the AWS SDK clients each uses bundled in, options and cdk.json feature flags as ' +
        'deployed). Size has no budget of its own (decision 117): the ceiling only catches an accident, and ' +
        'what users feel, the cold start, is budgeted in 3b. ' +
        (externals.length > 0
          ? `Left external by the construct (not counted, and the cold starts below cannot load them): ${externals.join(', ')}.`
          : 'Nothing is left external: the AWS SDK is inside each bundle.'),
    );
  } else notMeasured();

  // ---- 3b ----------------------------------------------------------------------------------------------------
  print(heading('3b. Cold start (fresh node process: import the bundle, answer one call; spawn to answer)'));
  if (results.cold.size > 0) {
    const rows: string[][] = [];
    const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
    for (const [name, samples] of results.cold) {
      const r = median(samples.real);
      const m = median(samples.minimal);
      rows.push([
        name,
        ms(r),
        ms(m),
        ratioText(r / m),
        `<= ${budget.coldStart}x`,
        count(
          verdict(r / m, budget.coldStart),
          `cold start ${name} vs minimal`,
          ratioText(r / m),
          `<= ${budget.coldStart}x`,
        ),
        `${range(samples.real)} / ${range(samples.minimal)} ms`,
      ]);
    }
    print(
      table(
        [
          'Endpoint',
          'Real (median)',
          'Minimal (median)',
          'Ratio',
          'Budget',
          'Verdict',
          'Range real / minimal',
        ],
        rows,
      ),
    );
    print(
      `Median of ${settings.coldRuns} runs each (after one untimed run), real and minimal alternating, with ` +
        'NODE_OPTIONS=--enable-source-maps and the environment as deployed, against the small table. Minimal = ' +
        'the section 1 bare handler bundled by the same construct, SDK included like the real one (same ' +
        'DynamoDB calls, including the account-status GetItem the real handler makes on its cold cache). The ' +
        'bundles run with no node_modules beside them, so each loads only what it carries. ' +
        `NODE VERSION: measured on Node ${process.version}; Lambda runs Node 24 (arm64, 512 MB), so absolute ` +
        'times there differ. The session key comes from SESSION_SECRET here; on AWS the first call also reads it ' +
        'from Secrets Manager (not measured).',
    );
    const without = results.bundles
      .filter((bundle) => !results.cold.has(bundle.name))
      .map((bundle) => bundle.name);
    if (without.length > 0)
      print(`No minimal baseline in scripts/bench/budgets/minimal/ (not measured): ${without.join(', ')}.`);
  } else notMeasured();

  // ---- 4 -----------------------------------------------------------------------------------------------------
  print(heading('4. SPA first load of / (gzip level 9)'));
  const spa = results.spa;
  if (spa) {
    const rows = spa.files
      .filter((file) => file.kind !== 'lazy')
      .map((file) => [file.path, file.kind, kib(file.bytes), kib(file.gzip)]);
    rows.push(['first-load JavaScript', '(entry + modulepreload)', '', kib(spa.firstLoadJsGzip)]);
    print(table(['File', 'Kind', 'Raw', 'Gzip'], rows));
    print('');
    print(
      table(
        ['Budget', 'Measured', 'Limit', 'Verdict'],
        spa.firstLoadByLanguage.flatMap(({ language, files, gzip, foreignCatalogues }) => {
          const foreign = foreignCatalogues.join(', ') || 'none';
          return [
            [
              `first-load JS of / in ${language}, gzip (${files.length} files)`,
              kib(gzip),
              `< ${kib(budget.spaGzipBytes)}`,
              count(
                verdict(gzip, budget.spaGzipBytes, true),
                `first-load JS of / (${language}), gzip`,
                kib(gzip),
                `< ${kib(budget.spaGzipBytes)}`,
              ),
            ],
            [
              `/ in ${language}: other languages' catalogues in its first load`,
              foreign,
              'none',
              count(
                foreignCatalogues.length === 0 ? 'PASS' : 'OVER',
                `/ (${language}): other languages' catalogues in its first load`,
                foreign,
                'none',
              ),
            ],
          ];
        }),
      ),
    );
    print('');
    print(
      table(
        ['Budget', 'Measured', 'Limit', 'Verdict'],
        spa.staffLogins.map(({ page, files, gzip }) => [
          `${page}: its own JS beyond the first load, gzip (${files.length} files)`,
          kib(gzip),
          `< ${kib(STAFF_LOGIN_GZIP_BYTES)}`,
          count(
            verdict(gzip, STAFF_LOGIN_GZIP_BYTES, true),
            `${page}: own JS beyond the first load, gzip`,
            kib(gzip),
            `< ${kib(STAFF_LOGIN_GZIP_BYTES)}`,
          ),
        ]),
      ),
    );
    const lazy = spa.files.filter((file) => file.kind === 'lazy');
    print(
      `dist/web ${spa.builtNow ? 'built by this run' : `as built at ${spa.builtAt.toISOString()} (not rebuilt; npm run build:web refreshes it)`}. ` +
        `Chunks loaded later, not counted: ${lazy.map((file) => `${file.path.replace('assets/', '')} ${kib(file.gzip)}`).join(', ') || 'none'}.`,
    );
    const adminFeatures = spa.features.filter((feature) => /admin|internal/i.test(feature));
    print(
      spa.adminChunks.length > 0
        ? `Admin/internal chunks: ${spa.adminChunks.map((chunk) => `${chunk.path}${chunk.firstLoad ? ' (IN THE FIRST LOAD)' : ' (split off)'}`).join(', ')}.`
        : `Admin/internal split: nothing to split yet, no admin or internal chunk exists (web/src/features: ${spa.features.join(', ')}${adminFeatures.length ? `; found ${adminFeatures.join(', ')} without a chunk of its own: check the split` : ''}), so only the entry is reported.`,
    );
    print('Lighthouse performance: see section 5.');
  } else notMeasured();

  // ---- 5 and 6 ----------------------------------------------------------------------------------------------
  if (results.lighthouse) print(`\n${renderLighthouse(results.lighthouse)}`);
  if (results.firstPaint !== undefined) print(`\n6. ${renderFirstPaint(results.firstPaint)}`);

  verdicts.push(...results.verdicts);
  if (results.lighthouse) verdicts.push(...lighthouseVerdicts(results.lighthouse));
  if (results.firstPaint !== undefined) verdicts.push(...firstPaintVerdicts(results.firstPaint));
  print(heading('Verdicts (every figure of this run with a limit)'));
  print(verdictTable(verdicts));

  const passes = verdicts.filter((row) => row.verdict === 'PASS').length;
  const overs = verdicts.filter((row) => row.verdict === 'OVER').length;
  print(heading('Summary'));
  print(
    `${passes} PASS, ${overs} OVER` +
      (results.problems.length > 0 ? `, ${results.problems.length} part(s) not measured` : '') +
      `; run took ${(results.seconds ?? 0).toFixed(0)} s.`,
  );
  for (const problem of results.problems) print(`NOT MEASURED ${problem}`);
  return lines.join('\n');
}
