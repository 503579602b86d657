/**
 * What keeping open pages up to date costs (decision 585; docs/operations.md, "Keeping open pages up to date"):
 * the SPA's polls (web/src/lib/live.ts) priced as every other request of the runbook (cost-model.ts: the same
 * list prices and per-request assumptions), beside a "nothing changed" answer and an API Gateway WebSocket.
 * test/infra/live-cost.test.ts checks that the runbook's table is what this computes.
 */
import { ASSUMPTIONS, dollars, PRICES } from './cost-model';

/** API Gateway WebSocket list prices: not in cost-model.ts, as nothing deployed uses them (decision 585). */
export const WEBSOCKET_PRICES = {
  messages: 1.0,
  connectionMinutes: 0.25,
} as const;

export const LIVE_ASSUMPTIONS = {
  /** web/src/lib/live.ts LIVE_POLL_MS. */
  pollSeconds: 10,
  /** The bell's count on every page; Applied Jobs beside it on the Applied tab and My Office. */
  pollsPerPage: { bellOnly: 1, dashboard: 2 },
  /** A poll's function time: the session check, the account read and one Query (a warm 512 MB function). */
  functionSeconds: 0.02,
  /**
   * Read units of a poll: the caller's account (1, strongly consistent) and the Query, eventually consistent:
   * the bell's count 2 (50 small items), Applied Jobs about 1 (a worker's few applications); averaged.
   */
  readUnits: 2.5,
  /**
   * An open thread's poll (the Messages panel, issue 39): the account (1) and its newest page, 20 entries of up to
   * 1,000 characters read strongly consistent (about 5 units at 20 KB); its answer up to 4 KB gzipped.
   */
  threadReadUnits: 6,
  threadAnswerKb: 4,
  /** The same poll answered "nothing changed": the account and a marker item (0.5, eventually consistent). */
  readUnitsUnchanged: 1.5,
  /** Bytes out per answer (headers and gzipped JSON), and for "nothing changed". */
  answerKb: 2,
  unchangedKb: 0.3,
  /** WebSocket: a client ping every 5 minutes (API Gateway closes a connection idle for 10). */
  pingsPerHour: 12,
  /** WebSocket: per visit, $connect and $disconnect: two invocations and two writes (the connection item). */
  connectWrites: 2,
  connectInvocations: 2,
  /** The runbook's MAW: 8 visits, about 5 minutes each with the page visible. */
  visitsPerMaw: 8,
  visibleMinutesPerVisit: 5,
} as const;

const PER_MILLION = 1 / 1_000_000;
const GB_PER_KB = 1 / (1024 * 1024);

const p = (key: keyof typeof PRICES) => PRICES[key].usd;

/** One short function call: its request and its 20 ms at 512 MB. */
const invocationUsd = () =>
  LIVE_ASSUMPTIONS.functionSeconds * ASSUMPTIONS.functionGb * p('lambdaGbSecondArm') +
  PER_MILLION * p('lambdaRequests');

/** USD for one poll answered with `kb` out and `readUnits` read, every layer it passes through. */
function pollUsd(kb: number, readUnits: number): number {
  const a = ASSUMPTIONS;
  const edge = p('cloudFrontRequests') / 10_000 + kb * GB_PER_KB * p('cloudFrontGb');
  const gateway = PER_MILLION * (p('httpApiRequests') + p('wafRequests'));
  const lambda = invocationUsd();
  const table = readUnits * PER_MILLION * p('dynamoReadUnits');
  const logs = a.logKbPerRequest * GB_PER_KB * (p('logsIngestedGb') + a.logMonthsStored * p('logsStoredGb'));
  // Above X-Ray's reservoir, which the rest of the traffic already fills: the sampled share.
  const traces = a.xrayRate * PER_MILLION * p('xrayTraces');
  return edge + gateway + lambda + table + logs + traces;
}

/** USD for one hour of one open, visible page. */
export function pageHourUsd(
  kind: 'poll' | 'thread' | 'unchanged' | 'websocket',
  pollsPerPage: number,
): number {
  const l = LIVE_ASSUMPTIONS;
  const polls = (3600 / l.pollSeconds) * pollsPerPage;
  if (kind === 'poll') return polls * pollUsd(l.answerKb, l.readUnits);
  if (kind === 'thread') return polls * pollUsd(l.threadAnswerKb, l.threadReadUnits);
  if (kind === 'unchanged') return polls * pollUsd(l.unchangedKb, l.readUnitsUnchanged);
  return (60 * WEBSOCKET_PRICES.connectionMinutes + l.pingsPerHour * WEBSOCKET_PRICES.messages) * PER_MILLION;
}

/** USD of one visit's WebSocket connection being opened and closed (polling has no such cost). */
function websocketVisitUsd(): number {
  const l = LIVE_ASSUMPTIONS;
  return l.connectInvocations * invocationUsd() + l.connectWrites * PER_MILLION * p('dynamoWriteUnits');
}

/** The scenarios of the runbook's table: open page-hours, and visits (for the WebSocket's connections). */
const SCENARIOS = [
  {
    label: '100k MAW as the runbook counts them (8 visits of 5 visible minutes: 67k page-hours a month)',
    pageHours: (100_000 * LIVE_ASSUMPTIONS.visitsPerMaw * LIVE_ASSUMPTIONS.visibleMinutesPerVisit) / 60,
    visits: 100_000 * LIVE_ASSUMPTIONS.visitsPerMaw,
  },
  { label: '10k pages open at once, for one hour', pageHours: 10_000, visits: 10_000 },
  { label: '100k pages open at once, for one hour', pageHours: 100_000, visits: 100_000 },
  {
    label: '100k workers with a page open an hour a day, for a month (3M page-hours)',
    pageHours: 100_000 * 30,
    visits: 100_000 * 30,
  },
] as const;

/** The runbook's table (markdown): USD per million polls, per page-hour, and per scenario. */
export function liveCostTable(): string {
  const l = LIVE_ASSUMPTIONS;
  const { bellOnly, dashboard } = l.pollsPerPage;
  const columns: [string, (pageHours: number, visits: number) => number][] = [
    ['polling, bell only', (hours) => hours * pageHourUsd('poll', bellOnly)],
    ['polling, Applied tab (bell + list)', (hours) => hours * pageHourUsd('poll', dashboard)],
    ['the same, "nothing changed" answers', (hours) => hours * pageHourUsd('unchanged', dashboard)],
    [
      'Applied tab with a thread open (+ its page)',
      (hours) => hours * (pageHourUsd('poll', dashboard) + pageHourUsd('thread', 1)),
    ],
    ['WebSocket push', (hours, visits) => hours * pageHourUsd('websocket', 0) + visits * websocketVisitUsd()],
  ];
  const cents = (usd: number) => (usd < 0.001 ? usd.toFixed(5) : usd.toFixed(4));
  const full = pollUsd(l.answerKb, l.readUnits);
  const unchanged = pollUsd(l.unchangedKb, l.readUnitsUnchanged);
  const thread = pollUsd(l.threadAnswerKb, l.threadReadUnits);
  return [
    `| USD | ${columns.map(([label]) => label).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    `| a million polls | ${[full, full, unchanged, thread].map((usd) => (usd * 1e6).toFixed(2)).join(' | ')} | - |`,
    `| one open page, an hour | ${columns.map(([, cost]) => cents(cost(1, 1))).join(' | ')} |`,
    ...SCENARIOS.map(
      ({ label, pageHours, visits }) =>
        `| ${label} | ${columns.map(([, cost]) => dollars(cost(pageHours, visits))).join(' | ')} |`,
    ),
  ].join('\n');
}
