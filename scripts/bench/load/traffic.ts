/**
 * The load bench's traffic: one autocannon instance per route family, all at once, sharing the connections.
 * Each family's connections repeat a short sequence of calls, the way a person on that screen does (browse a
 * page, the next one, open a job; HR reads a tab, then moves one of its applications), with bodies and
 * tokens chosen per call by `setupRequest` and the answers read by `onResponse`. The time of each call is
 * taken from its `setupRequest` (the request is written right after) to its `onResponse`, so every route has
 * its own figures even where a family mixes routes.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { type ApplyOutcome, type PhaseResult, ROUTES, type Route, type RouteFigures } from './routes';
import type { LoadTwinReady } from './twin';

/** One call of a family's sequence: undefined from `build` starts the sequence over. */
interface Step {
  route: Route;
  method: 'GET' | 'POST';
  build: (context: Context) => { path: string; token: string; body?: unknown } | undefined;
  onAnswer?: (status: number, body: string, context: Context) => void;
}

interface Context {
  sentAt?: number;
  worker?: number;
  cursor?: string;
  jobIds?: number[];
  keys?: { pan: string; idCard: string };
  review?: { id: number; userId: number; status: string };
  pair?: string;
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([name, value]) => [name, String(value)]),
  ).toString();
const parse = (body: string): Record<string, unknown> => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export const PAGE_SIZE = 10;
/** Of the applies, this share re-sends a pair already sent (sometimes while the first is in flight). */
const DUPLICATE_SHARE = 0.1;
const COLLEGES = ['University of Lucknow', 'Osmania University', 'Anna University', 'Presidency College'];

export class LoadTraffic {
  readonly applies = new Map<string, ApplyOutcome>();
  private readonly sentPairs: string[] = [];
  private profileTurn = 0;

  constructor(private readonly twin: LoadTwinReady) {}

  /** The families and their share of the connections. */
  private families(): { name: string; connections: number; steps: Step[] }[] {
    const { workers, openJobs, allJobs, tokens, firstNames } = this.twin;
    const workerToken = (context: Context) => workers[context.worker ?? 0]?.token as string;
    const randomWorker = () => Math.floor(Math.random() * workers.length);
    const browse: Step[] = [
      {
        route: 'getAllJobs',
        method: 'GET',
        build: (context) => {
          context.worker = randomWorker();
          return { path: `/api/getAllJobs?${query({ limit: PAGE_SIZE })}`, token: workerToken(context) };
        },
        onAnswer: (status, body, context) => this.keepJobPage(status, body, context),
      },
      {
        route: 'getAllJobs',
        method: 'GET',
        build: (context) => ({
          path: `/api/getAllJobs?${query({ limit: PAGE_SIZE, cursor: context.cursor })}`,
          token: workerToken(context),
        }),
        onAnswer: (status, body, context) => this.keepJobPage(status, body, context),
      },
      {
        route: 'getJobById',
        method: 'GET',
        build: (context) => ({
          path: `/api/getJobById?id=${pick(context.jobIds?.length ? context.jobIds : openJobs)}`,
          token: workerToken(context),
        }),
      },
    ];
    const apply: Step[] = [
      {
        route: 'applyJob',
        method: 'POST',
        build: (context) => {
          const pair =
            this.sentPairs.length > 0 && Math.random() < DUPLICATE_SHARE
              ? pick(this.sentPairs)
              : `${randomWorker()}:${pick(openJobs)}`;
          const outcome = this.applies.get(pair) ?? { sends: 0, ok: 0, refused: 0, other: 0 };
          if (outcome.sends === 0) this.sentPairs.push(pair);
          outcome.sends++;
          this.applies.set(pair, outcome);
          context.pair = pair;
          const [worker, job] = pair.split(':').map(Number) as [number, number];
          context.worker = worker;
          return { path: '/api/applyJob', token: workerToken(context), body: { id: job } };
        },
        onAnswer: (status, _body, context) => {
          const outcome = this.applies.get(context.pair ?? '');
          if (!outcome) return;
          if (status === 200) outcome.ok++;
          else if (status === 409) outcome.refused++;
          else outcome.other++;
        },
      },
    ];
    const profile: Step[] = [
      {
        route: 'getProfile',
        method: 'GET',
        // Workers in turn, so no two connections edit one profile at once (that 409 is a person's, not load's).
        build: (context) => {
          context.worker = this.profileTurn++ % workers.length;
          return { path: '/api/getProfile', token: workerToken(context) };
        },
        onAnswer: (status, body, context) => {
          const data = parse(body).data as Record<string, string> | undefined;
          if (status === 200 && data)
            context.keys = { pan: data.PANCARD_KEY ?? '', idCard: data.ID_CARD_KEY ?? '' };
        },
      },
      {
        route: 'updateProfile',
        method: 'POST',
        build: (context) =>
          context.keys && {
            path: '/api/updateProfile',
            token: workerToken(context),
            body: {
              gender: (context.worker ?? 0) % 3,
              dob: '2002-06-15',
              languages: ['english', pick(['hindi', 'telugu'])],
              cityName: pick(['lucknow', 'chennai', 'pune']),
              education: pick(['pursuingGraduation', 'graduate']),
              collegeName: pick(COLLEGES),
              panCardLocation: context.keys.pan,
              idCardLocation: context.keys.idCard,
            },
          },
      },
    ];
    const admin: Step[] = [
      {
        route: 'getUsersData',
        method: 'GET',
        build: () => ({ path: `/api/getUsersData?${query({ limit: 20 })}`, token: tokens.admin }),
        onAnswer: (status, body, context) => {
          context.cursor = status === 200 ? (parse(body).cursor as string | undefined) : undefined;
        },
      },
      {
        route: 'getUsersData',
        method: 'GET',
        build: (context) => ({
          path: `/api/getUsersData?${query({ limit: 20, cursor: context.cursor })}`,
          token: tokens.admin,
        }),
      },
      {
        route: 'getUsersData search',
        method: 'GET',
        build: () => ({
          path: `/api/getUsersData?${query({ search: pick(firstNames).toLowerCase(), limit: 20 })}`,
          token: tokens.admin,
        }),
      },
      {
        route: 'getEmployeesData',
        method: 'GET',
        build: () => ({ path: `/api/getEmployeesData?${query({ limit: 20 })}`, token: tokens.admin }),
      },
      {
        route: 'getPostedJobs',
        method: 'GET',
        build: () => ({ path: `/api/getPostedJobs?${query({ limit: 20 })}`, token: tokens.admin }),
      },
      {
        route: 'getDashboardData',
        method: 'GET',
        build: () => ({ path: '/api/getDashboardData', token: tokens.admin }),
      },
    ];
    const staffToken = () => (Math.random() < 0.5 ? tokens.HR : tokens.OPS);
    const hr: Step[] = [
      {
        route: 'getInternalDataById',
        method: 'GET',
        build: () => ({
          path: `/api/getInternalDataById?${query({ id: pick(allJobs), page: pick(['new', 'new', 'shortlisted']), limit: 20 })}`,
          token: staffToken(),
        }),
        onAnswer: (status, body, context) => {
          const rows = (status === 200 ? parse(body).data : undefined) as
            | { ID: number; USER_ID: number; STATUS: string }[]
            | undefined;
          const open = (rows ?? []).filter((row) => row.STATUS === 'APPLIED' || row.STATUS === 'SHORTLISTED');
          const row = open.length > 0 ? pick(open) : undefined;
          if (row) context.review = { id: row.ID, userId: row.USER_ID, status: row.STATUS };
        },
      },
      {
        route: 'reviewApplication',
        method: 'POST',
        build: (context) =>
          context.review && {
            path: '/api/reviewApplication',
            token: staffToken(),
            body: { ...context.review, decision: Math.random() < 0.75 ? 'accept' : 'reject' },
          },
      },
    ];
    return [
      { name: 'browse', connections: 14, steps: browse },
      { name: 'apply', connections: 10, steps: apply },
      { name: 'profile', connections: 8, steps: profile },
      { name: 'admin', connections: 8, steps: admin },
      { name: 'HR', connections: 10, steps: hr },
    ];
  }

  private keepJobPage(status: number, body: string, context: Context) {
    if (status !== 200) return;
    const answer = parse(body);
    context.cursor = answer.cursor as string | undefined;
    context.jobIds = ((answer.data as { ID: number }[] | undefined) ?? []).map((job) => job.ID);
  }

  /** The connections of every family, in all. */
  connections(): number {
    return this.families().reduce((sum, family) => sum + family.connections, 0);
  }

  /** Every family at once for `seconds`; the figures of this phase (the apply ledger spans phases). */
  async run(seconds: number): Promise<PhaseResult> {
    const routes = new Map<Route, RouteFigures>(
      ROUTES.map((route) => [route, { latencies: [], statuses: new Map() }]),
    );
    const toRequest = (step: Step): autocannon.Request => ({
      method: step.method,
      setupRequest: (request, context) => {
        const call = step.build(context as Context);
        // A falsy request makes autocannon start the sequence over.
        if (!call) return undefined as unknown as autocannon.Request;
        (context as Context).sentAt = performance.now();
        return {
          ...request,
          path: call.path,
          headers: {
            ...request.headers,
            authorization: `Bearer ${call.token}`,
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: call.body === undefined ? '' : JSON.stringify(call.body),
        };
      },
      onResponse: (status, body, context) => {
        const figures = routes.get(step.route) as RouteFigures;
        figures.latencies.push(performance.now() - ((context as Context).sentAt ?? performance.now()));
        figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
        step.onAnswer?.(status, body, context as Context);
      },
    });
    const started = performance.now();
    const results = await Promise.all(
      this.families().map((family) =>
        autocannon({
          url: this.twin.url,
          connections: family.connections,
          duration: seconds,
          timeout: 10,
          headers: { accept: 'application/json', 'user-agent': `earnlearn-load-${family.name}` },
          requests: family.steps.map(toRequest),
        }),
      ),
    );
    return {
      seconds: (performance.now() - started) / 1000,
      routes,
      errors: results.reduce((sum, result) => sum + result.errors, 0),
      timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    };
  }
}
