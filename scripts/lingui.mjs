/**
 * Runs a Lingui CLI command on web/lingui.config.ts: `node scripts/lingui.mjs extract|compile [options]`
 * (`npm run i18n:extract`, `npm run i18n:compile`; docs/translations.md).
 *
 * Lingui 6 declares Node >= 22.19, and on the Node 20 this project supports its CLI stops at two things only:
 * `fs.globSync` (Node 22) and `import.meta.main` (Node 22.18), which starts each command's module. So the command
 * runs in this process with a module hook (lingui-hooks.mjs) that starts it and, on Node 20, gives the CLI's modules
 * a `globSync` for the plain file paths our config names. Once the project requires Node 22.19, `lingui <command>`
 * can be called directly and these two files go.
 */
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [command, ...args] = process.argv.slice(2);
if (command !== 'extract' && command !== 'compile') {
  console.error('usage: node scripts/lingui.mjs extract|compile [lingui options]');
  process.exit(2);
}

const cliDirectory = dirname(createRequire(import.meta.url).resolve('@lingui/cli'));
const commandFile = join(cliDirectory, `lingui-${command}.js`);
const config = join(import.meta.dirname, '../web/lingui.config.ts');

register('./lingui-hooks.mjs', import.meta.url, { data: { commandUrl: pathToFileURL(commandFile).href } });
// The command reads its options from the command line; one worker (the CLI's threads would need the hook too).
process.argv = [process.execPath, commandFile, '--config', config, '--workers', '1', ...args];
await import(pathToFileURL(commandFile).href);
