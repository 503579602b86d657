/**
 * `npm run migrate`: runs the table's pending data migrations (functions/migrations/) against the table named by
 * TABLE_NAME, with the AWS credentials and region of the shell (docs/operations.md, "Data migrations"). The local
 * twin runs them itself at start.
 */
if (!process.env.TABLE_NAME) {
  console.error(
    'Set TABLE_NAME to the stage table (the name at the end of the data stack output TableArn) and AWS credentials first.',
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

export {};
