/** Grievance tickets for the tests (issue 21): raised as the worker's endpoint raises them. */
import { raise } from '#features/grievances/tickets';
import type { GrievanceCategory } from '#shared/domain/grievances';
import { createWorker, type TestAccount } from './accounts';

/** A concern raised by `worker` (a new worker when none is given); answers its reference and its raiser. */
export async function createGrievance(
  worker?: TestAccount,
  input: { category?: GrievanceCategory; text?: string } = {},
): Promise<{ id: string; worker: TestAccount }> {
  const raiser = worker ?? (await createWorker());
  const ticket = await raise(raiser.id, {
    category: input.category ?? 'myData',
    text: input.text ?? 'Please tell me which companies received my mobile number.',
    language: 'en',
  });
  return { id: ticket.id, worker: raiser };
}
