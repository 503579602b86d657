/**
 * `npm run migrate`: runs the table's pending data migrations (functions/migrations/) with the AWS credentials of
 * the shell (docs/operations.md, "Data migrations"): `--stage <stage>` finds the deployed table by its data
 * stack's export (in the stage file's region, or `--region`); without it, TABLE_NAME names the table. A deploy
 * does not need it (the migrations stack runs them inside AWS): it is for a table the deploy does not know of,
 * such as one restored beside the live one, from a laptop. The local twin runs them itself at start.
 */
import { parseArgs } from 'node:util';
import { readStageFile } from '#infra/aws/stage-file';
import { stageTable } from './stage-table';

const { values } = parseArgs({
  options: { stage: { type: 'string' }, region: { type: 'string' } },
  strict: true,
});
if (values.stage) {
  const region = values.region ?? readStageFile(values.stage).region ?? 'ap-south-1';
  process.env.AWS_REGION = region;
  process.env.TABLE_NAME = await stageTable(values.stage, region);
  console.log(`Migrating ${process.env.TABLE_NAME} (stage ${values.stage}, ${region})`);
}
if (!process.env.TABLE_NAME) {
  console.error(
    'Give --stage <stage> (the deployed table, found by its export), or set TABLE_NAME, with AWS credentials.',
  );
  process.exit(2);
}
// The functions' configuration needs a session key only to load; migrations sign nothing.
process.env.SESSION_SECRET ??= 'migrations-sign-nothing-but-config-wants-a-key';
const { runPending } = await import('#functions/migrations/index');
const done = await runPending((line) => console.log(line));
console.log(
  Object.keys(done).length === 0 ? 'No pending migrations.' : `Ran ${Object.keys(done).length} migration(s).`,
);
