/**
 * The deploy's last step (infra/aws/stacks/migrations-stack.ts): a CDK trigger invokes this function once the
 * stacks holding the new code are up, and it runs the table's pending data migrations (functions/migrations/).
 * A migration that throws fails the invocation, the trigger, and with it the deploy: the operator sees it in
 * the CloudFormation events and this function's log, and a redeploy runs it again (each is idempotent).
 */
import { runPending } from '../migrations/index';

export interface MigrationsRun {
  /** What each migration run now changed, by id; empty when none was pending. */
  readonly ran: Record<string, Record<string, number>>;
}

export async function handler(): Promise<MigrationsRun> {
  const ran = await runPending((line) => console.log(line));
  console.log(
    Object.keys(ran).length === 0 ? 'No pending migrations.' : `Ran ${Object.keys(ran).length} migration(s).`,
  );
  return { ran };
}
