/**
 * One table's API process: the function modules read TABLE_NAME at import, so each table size gets its own
 * process (spawned by `api-process.ts` with the environment set). It creates its benchmark accounts through
 * the product's own code, then runs measurement requests from the parent over IPC, one at a time.
 */
import { type ApiHandler, handlers } from '#functions/handlers';
import { createStaff, registerWorker } from '../support/accounts';
import { contractOf, HOT_ENDPOINTS, type HotEndpoint, measureEndpoint } from './api';
import type { ChildMessage, ParentMessage } from './api-process';
import { bareAdminHandlers, bareContext, bareHandlers, documentClient } from './bare';

const send = (message: ChildMessage) => process.send?.(message);
// Never outlive the benchmark, whatever happened to it.
process.on('disconnect', () => process.exit(0));

/** HR and OPS employees in each table: more than the first page of 50 of one type. */
const BENCH_EMPLOYEES = 120;

const { staffKey } = await import('#lib/db/staff-keys');

/** A registered worker with a verified mobile number. */
const createWorker = (tag: string, mobile: string) =>
  registerWorker({ sub: `bench-${tag}`, email: `${tag}@example.com`, name: `Bench ${tag}` }, { mobile });

try {
  // The bench worker reads; the cold-start worker applies (one fresh job per run) without changing what is read.
  const worker = await createWorker('bench-worker', '9000000001');
  const applicant = await createWorker('cold-start-worker', '9000000002');
  // The admin reads the admin's lists: the students' list and search, and the HR employees.
  const admin = await createStaff('admin', 'bench.admin@earnlearn.in', 'Bench Admin');
  // An office's employees, the same in both tables (the admin lists the HR card's first page of them).
  for (let n = 1; n <= BENCH_EMPLOYEES; n++)
    await createStaff(n % 2 === 0 ? 'OPS' : 'HR', `bench.employee.${n}@earnlearn.in`, `Employee ${n}`);
  const tableName = process.env.TABLE_NAME ?? '';
  const client = documentClient(process.env.AWS_REGION ?? '', process.env.DYNAMODB_ENDPOINT);
  const bare = {
    ...bareHandlers(bareContext(client, tableName, worker.id)),
    ...bareAdminHandlers(bareContext(client, tableName, admin.id, staffKey(admin.id))),
  };
  const real = new Map<HotEndpoint, ApiHandler>();
  for (const name of HOT_ENDPOINTS)
    real.set(name, (await handlers[contractOf(name) as keyof typeof handlers]()).handler);
  const nextCall = new Map<HotEndpoint, number>();

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'exit') {
      process.exit(0);
    }
    const { endpoint, ...options } = message;
    const firstCall = nextCall.get(endpoint) ?? 0;
    measureEndpoint(endpoint, real.get(endpoint) as ApiHandler, bare[endpoint], {
      ...options,
      token: worker.token,
      adminToken: admin.token,
      firstCall,
    }).then(
      (samples) => {
        nextCall.set(endpoint, firstCall + samples.calls);
        send({ type: 'samples', samples });
      },
      (error: unknown) =>
        send({
          type: 'error',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
  send({ type: 'ready', worker, applicant });
} catch (error: unknown) {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
