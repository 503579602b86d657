/**
 * `npx tsx scripts/bench/budgets/job-page.ts` (also run by `npm run bench`): the public job page's time to first
 * byte in the local twin (decision 223). The twin, seeded and in memory, serves `/jobs/{id}` as
 * the function behind CloudFront's `/jobs/*` behaviour renders it (a GetItem, the page built from the SPA's
 * index.html); beside it, for scale, the static index.html of another route (what the site bucket serves) and
 * getPublicJob's JSON. Each is asked for in alternating rounds over one kept-alive connection; the first request
 * to a job page is timed apart (the function's module and the DynamoDB client are warm already: the twin loads
 * them at start).
 */
import { existsSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '#infra/local/handlers';
import { startTwin } from '#infra/local/twin';
import { isScript, printedBy } from '../support/own-process';
import { ms, percentile, table } from '../support/report';

const settings = {
  /** Timed requests per kind of page. */
  iterations: Number(process.env.JOB_PAGE_ITERATIONS ?? 300),
  warmup: 30,
  /** Seeded job ids asked for in turn. */
  jobIds: [1, 2, 3, 4, 5, 6, 7, 8],
};

/** Runs this file in a process of its own; answers what it prints (the twin brings its own DynamoDB Local). */
export const jobPageBench = (): string => printedBy(import.meta.url, '');

/** Milliseconds from sending the request to its status line and headers (the first byte), and the status. */
function timeToFirstByte(
  agent: Agent,
  url: string,
): Promise<{ ttfb: number; status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(url, { agent }, (response) => {
      const ttfb = performance.now() - started;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ ttfb, status: response.statusCode ?? 0, bytes }));
    });
    request.on('error', reject);
  });
}

async function measure(): Promise<string> {
  const webRoot = join(repoRoot, 'dist/web');
  if (!existsSync(join(webRoot, 'index.html')))
    return 'Job page TTFB: not measured (run `npm run build:web` first)';
  process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
  const twin = await startTwin({ webRoot, seed: true });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const kinds = [
      { label: 'GET /jobs/{id} (rendered: GetItem + page)', url: (id: number) => `${twin.url}/jobs/${id}` },
      { label: 'GET /aboutus (static index.html)', url: () => `${twin.url}/aboutus` },
      { label: 'GET /api/getPublicJob (JSON)', url: (id: number) => `${twin.url}/api/getPublicJob?id=${id}` },
    ];
    const first = await timeToFirstByte(agent, kinds[0]?.url(settings.jobIds[0] as number) ?? '');
    const samples = kinds.map(() => [] as number[]);
    const sizes = kinds.map(() => 0);
    const total = settings.warmup + settings.iterations;
    for (let i = 0; i < total; i++) {
      const id = settings.jobIds[i % settings.jobIds.length] as number;
      // Alternating order, so drift falls on every kind alike.
      const order = i % 2 === 0 ? [0, 1, 2] : [2, 1, 0];
      for (const k of order) {
        const { ttfb, status, bytes } = await timeToFirstByte(agent, kinds[k]?.url(id) ?? '');
        if (status !== 200) throw new Error(`${kinds[k]?.label} answered ${status}`);
        sizes[k] = bytes;
        if (i >= settings.warmup) samples[k]?.push(ttfb);
      }
    }
    const rows = kinds.map((kind, k) => {
      const values = samples[k] ?? [];
      return [
        kind.label,
        ms(percentile(values, 50)),
        ms(percentile(values, 95)),
        ms(percentile(values, 99)),
        `${((sizes[k] ?? 0) / 1024).toFixed(1)} KB`,
      ];
    });
    return [
      `Public job page, time to first byte in the twin (${settings.iterations} requests each, keep-alive, seeded jobs ${settings.jobIds[0]}-${settings.jobIds.at(-1)}):`,
      table(['page', 'p50', 'p95', 'p99', 'body'], rows),
      `  first job page after the twin started: ${ms(first.ttfb)}`,
      '  On AWS the edge keeps each page a minute (s-maxage=60): a hit is CloudFront alone; a miss adds API Gateway and the function (decision 223).',
    ].join('\n');
  } finally {
    agent.destroy();
    await twin.stop();
  }
}

if (isScript(import.meta.url)) {
  process.stdout.write(`${await measure()}\n`);
  process.exit(0);
}
