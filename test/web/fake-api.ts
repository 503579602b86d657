/**
 * A stand-in for the server in the web tests: `fetch` is replaced by a router over the contract names, so
 * each test says what each endpoint answers, and can read what the app sent (input and bearer token). An
 * endpoint's answer is typed by the registry's output for it (`ApiOutput`), so a fixture that drifts from the
 * contract is a type error.
 */
import { vi } from 'vitest';
import type { ContractName } from '#shared/api/index';
import type { Job, JobSummary, SearchedJob } from '#shared/api/job-shapes';
import type { ApiOutput, FieldError } from '#web/lib/api';
import { forgetSiteConfig, SITE_CONFIG_PATH } from '#web/lib/site-config';
import { encodeBase64Json } from '#web/lib/worker-storage';

/** The local twin's /config.json: its stand-in for Google sign-in. */
export const TWIN_SITE_CONFIG = { localSignIn: true };

/** What /config.json answers: a JSON body (200), or a Response made per read (a failure, a slow answer). */
export type SiteConfigAnswer = object | (() => Response | Promise<Response>);

/** A 200 with the endpoint's output. */
export interface Ok<Body> {
  status: 200;
  body: Body;
}

/** A refusal with the server's `{ message }` (and the failing fields of a 400, or a held account's `code`). */
export interface Failure {
  status: number;
  error: { message: string; errors?: FieldError[]; code?: string; currentStatus?: string };
}

/** What the fake server answers for endpoint `N`. */
export type Answer<N extends ContractName> = Ok<ApiOutput<N>> | Failure;

type Handler<N extends ContractName> = (input: Record<string, unknown>) => Answer<N> | Promise<Answer<N>>;
type Handlers = { [N in ContractName]?: Handler<N> };

export interface ApiCall {
  name: string;
  input: Record<string, unknown>;
  authorization: string | undefined;
  /** Sent with `fetch` keepalive (to outlive the page); absent otherwise. */
  keepalive?: true;
}

/**
 * 200 with a JSON body. The body's type comes from where the answer goes (the endpoint's handler), never from
 * the body itself, so a missing, mistyped or unknown field is an error.
 */
export function ok<Body>(body: NoInfer<Body>): Ok<Body> {
  return { status: 200, body };
}

/** A failed answer with the server's `{ message }` (and, for a 400, the failing fields). */
export function fail(status: number, message: string, errors?: FieldError[]): Failure {
  return { status, error: errors ? { message, errors } : { message } };
}

/** A held account's 403: the server's message and its `code`. */
export function held(code: 'consentNeeded' | 'parentPending', message = `Held: ${code}`): Failure {
  return { status: 403, error: { message, code } };
}

/** An answer the test gives later, to look at the screen while a call is in flight. */
export function deferred<N extends ContractName>() {
  let settle: (answer: Answer<N>) => void = () => {};
  const promise = new Promise<Answer<N>>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/**
 * Replaces `fetch`; endpoints without a handler answer 500 (and show up in `calls`). `/config.json` answers
 * `siteConfig` (the twin's by default), read afresh by the app (its cache is cleared here).
 */
export function fakeApi(handlers: Handlers = {}, { siteConfig = TWIN_SITE_CONFIG as SiteConfigAnswer } = {}) {
  const calls: ApiCall[] = [];
  /** Per call, in order: settled once the app has the whole answer (its body read, or the fetch failed). */
  const answered: { name: string; read: Promise<void> }[] = [];
  const site = { reads: 0 };
  forgetSiteConfig();
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === SITE_CONFIG_PATH) {
      site.reads += 1;
      return typeof siteConfig === 'function'
        ? siteConfig()
        : new Response(JSON.stringify(siteConfig), { headers: { 'content-type': 'application/json' } });
    }
    // getUserDataById's path ends in a slash (spec section 7: /api/getUserDataById/?id=).
    const name = parsed.pathname.replace(/^\/api\//, '').replace(/\/$/, '') as ContractName;
    const input =
      init.method === 'GET'
        ? Object.fromEntries(parsed.searchParams)
        : (JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>);
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      name,
      input,
      authorization: headers.authorization,
      ...(init.keepalive ? { keepalive: true as const } : {}),
    });
    let settle = () => {};
    answered.push({ name, read: new Promise<void>((resolve) => (settle = resolve)) });
    const handler = handlers[name] as Handler<ContractName> | undefined;
    let answer: Answer<ContractName>;
    try {
      answer = handler ? await handler(input) : fail(500, `No fake answer for ${name}`);
    } catch (error: unknown) {
      settle();
      throw error;
    }
    const response = new Response(JSON.stringify('error' in answer ? answer.error : answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
    const readBody = response.json.bind(response);
    response.json = () => readBody().finally(settle);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** How many times the app read /config.json. */
    siteConfigReads: () => site.reads,
    /** The inputs sent to one endpoint, in order. */
    inputsOf: (name: ContractName) => calls.filter((call) => call.name === name).map((call) => call.input),
    /**
     * Settles once every call to `name` made so far has had its answer read by the app (or failed to reach
     * the server) and the app's own handling of it has run (a task later). Await it inside `act`, so what the
     * answer led to has rendered: then the absence of something the answer would have caused means something.
     */
    answersHandled: async (name: ContractName) => {
      const reads = answered.filter((call) => call.name === name).map((call) => call.read);
      if (reads.length === 0) throw new Error(`The app has not called ${name}`);
      await Promise.all(reads);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    set: <N extends ContractName>(name: N, handler: Handler<N>) => {
      (handlers as Record<N, Handler<N>>)[name] = handler;
    },
  };
}

export const WORKER = { name: 'Asha Verma', email: 'asha@example.com', photoUrl: '' };

/** Puts a signed-in worker's session in local storage, as sign-in leaves it. */
export function storeWorkerSession(
  options: { registrationStep?: 1 | 2 | 3; mobileNumber?: string; user?: typeof WORKER } = {},
) {
  localStorage.setItem('jwt', 'session-token');
  localStorage.setItem('userData', encodeBase64Json(options.user ?? WORKER));
  if (options.registrationStep) localStorage.setItem('registrationStep', String(options.registrationStep));
  if (options.mobileNumber) localStorage.setItem('registrationMobileNumber', options.mobileNumber);
}

/** An ID token shaped like Google's (unsigned: the fake server does not check it). */
export function fakeIdToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature-not-checked-here`;
}

export const JOB: JobSummary = {
  ID: 7,
  TITLE: 'Social Media Marketing Intern',
  COMPANY_NAME: 'Namma Bites',
  LOGO_LINK: '/logos/namma-bites.svg',
  LOCATION: 'Bengaluru',
  WORK_FROM_HOME: 1,
  WORK_HOURS: '4 hours a day, flexible',
  EARNINGS: '₹8,000 a month',
  POSITION: 'Intern',
  POSTED_AT: '2026-11-20T00:00:00.000Z',
};

/** JOB as a search lists it. */
export const SEARCHED_JOB: SearchedJob = {
  ...JOB,
  TYPE: 'INTERNSHIP',
  SCHEDULE: 'PART_TIME',
  MONTHLY_EARNINGS: 8_000,
};

export const JOB_DETAILS: Job = {
  ...(JOB as Omit<JobSummary, 'TRANSLATIONS'>),
  DESCRIPTION: 'We want a student who loves food. And Instagram.',
  ROLES_AND_RESPONSIBILITIES: 'Plan and post two reels a week. Reply to comments within a day. ',
  WHAT_YOU_GET: 'Internship certificate.. Free breakfast on office days.',
  WHO_CAN_APPLY: '  Students of any year.   A phone that shoots decent video',
};

/** A signed-in employer's person (the owner of Demo Traders) as getMyOrganisation answers them. */
export const MY_ORGANISATION = {
  account: { email: 'owner@demo-traders.in', name: 'Kavya Reddy', role: 'owner' as const },
  organisation: {
    id: 'demoTradersOrg01',
    legalName: 'Demo Traders Private Limited',
    brandName: 'Demo Traders',
    website: 'https://www.demo-traders.in',
    city: 'hyderabad-telangana',
    address: '4-1-10 Abids Road, Hyderabad 500001',
    industry: 'retail' as const,
    size: '11-50' as const,
    registrationKind: 'gstin' as const,
    registrationNumber: '27AAPFU0939F1ZV',
    contactName: 'Kavya Reddy',
    contactRole: 'Founder',
    status: 'active' as const,
    verification: { emailConfirmed: true, domainMatches: true, documents: 'none' as const },
    level: 'domainMatches' as const,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  team: { members: [], invites: [] },
};

/** Signs the tab in as that employer's person (the employer area's session, apart from the others). */
export function storeEmployerSession(): void {
  sessionStorage.setItem('employerToken', 'employer-token');
}
