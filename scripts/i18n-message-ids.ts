/**
 * Writes web/src/locales/message-ids.ts, the type of every message id, from the English catalogue
 * (`npm run i18n:extract` runs it after `lingui extract`). `useT()` and `translate()` take only these ids, so a
 * misspelt or removed id does not compile; test/web/i18n-catalogues.test.tsx fails when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCatalogue } from '../web/src/locales/po-format';

export const englishCatalogueFile = resolve(import.meta.dirname, '../web/src/locales/en/messages.po');
export const messageIdsFile = resolve(import.meta.dirname, '../web/src/locales/message-ids.ts');

/** The module's text for this English catalogue. */
export function messageIdsModule(englishPo: string): string {
  const ids = Object.keys(parseCatalogue(englishPo, 'en'));
  return [
    '// Generated from web/src/locales/en/messages.po by `npm run i18n:extract` (scripts/i18n-message-ids.ts).',
    '// Do not edit: add or rename a message in the English catalogue, then run the script.',
    '',
    '/** The id of a message in the catalogues. */',
    'export type MessageId =',
    ...ids.map((id, index) => `  | '${id}'${index === ids.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(messageIdsFile, messageIdsModule(readFileSync(englishCatalogueFile, 'utf8')));
  console.log(`Wrote ${messageIdsFile}`);
}
