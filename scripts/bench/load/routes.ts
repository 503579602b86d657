/** The load run's routes and the shapes of what it counts: shared by the traffic, the report and the table check. */
export const ROUTES = [
  'getAllJobs',
  'getJobById',
  'applyJob',
  'getProfile',
  'updateProfile',
  'getUsersData',
  'getUsersData search',
  'getEmployeesData',
  'getPostedJobs',
  'getDashboardData',
  'getInternalDataById',
  'reviewApplication',
] as const;
export type Route = (typeof ROUTES)[number];

/** Answers that are right under load besides 200: a duplicate apply, a review that lost the race. */
export const EXPECTED_REFUSALS: Partial<Record<Route, { status: number; label: string }>> = {
  applyJob: { status: 409, label: 'duplicate applies refused (409)' },
  reviewApplication: { status: 409, label: 'reviews that lost a race (409)' },
};

export interface RouteFigures {
  latencies: number[];
  statuses: Map<number, number>;
}

/** What became of each (worker, job) pair sent to applyJob, over every phase. */
export interface ApplyOutcome {
  sends: number;
  ok: number;
  refused: number;
  other: number;
}

export interface PhaseResult {
  seconds: number;
  routes: Map<Route, RouteFigures>;
  /** Requests with no answer: connection errors and timeouts (autocannon's counts). */
  errors: number;
  timeouts: number;
}
