/**
 * Lingui's configuration for the SPA's catalogues (docs/translations.md): one PO file per language in
 * web/src/locales/<language>/messages.po, messages addressed by explicit ids (`header.login`).
 *
 * The English catalogue is the source: developers write each English text and its translator comment there
 * (components name messages by id through `useT()`, so there is no English in the code to extract from).
 * `npm run i18n:extract` (`lingui extract`) reads it with the extractor below and brings the Hindi and Telugu
 * catalogues in line: a new id arrives untranslated, a removed one becomes obsolete (`#~`), and the English
 * file's comments are copied to them. Translations and their translator comments (`# Translated from: "..."`,
 * test/web/i18n-catalogues.test.tsx) are kept.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import type { CatalogType, ExtractorType, MessageType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** PO as Lingui writes it, without the explicit-id marker (every id here is explicit) and without origins. */
export const poFormat = formatter({ explicitIdAsDefault: true, origins: false });

const englishCatalogue = new URL('src/locales/en/messages.po', import.meta.url);

/**
 * Each message of the English catalogue, its English text as the message, in the file's order. Lingui leaves
 * every file under the catalogues' folder out of extraction, so the English catalogue cannot be the source file
 * it is given: the source is this configuration, and its extractor reads the catalogue it names.
 */
const englishSource: ExtractorType = {
  match: (filename) => filename.replaceAll('\\', '/').endsWith('/web/lingui.config.ts'),
  async extract(_configFile, _code, onMessageExtracted) {
    const filename = fileURLToPath(englishCatalogue);
    const code = await readFile(englishCatalogue, 'utf8');
    const catalogue: CatalogType = await poFormat.parse(code, { locale: 'en', sourceLocale: 'en', filename });
    Object.entries(catalogue)
      .filter(([, entry]) => !entry.obsolete)
      .forEach(([id, entry], index) => {
        onMessageExtracted({
          id,
          message: entry.translation,
          comment: entry.comments?.join('\n'),
          origin: [filename, index + 1],
        });
      });
  },
};

/** Where a message stands in the English file (an obsolete one, no longer there, goes last). */
const englishPosition = (entry: MessageType) => entry.origin?.[0]?.[1] ?? Number.MAX_SAFE_INTEGER;

export default defineConfig({
  locales: ['en', 'hi', 'te'],
  sourceLocale: 'en',
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/lingui.config.ts'] }],
  format: poFormat,
  extractors: [englishSource],
  // The English file's order (origins are the English file's entry numbers; they are not written out, so
  // Lingui's own `orderBy: 'origin'` fails on obsolete entries, which have none).
  orderBy: (a, b) =>
    englishPosition(a.entry) - englishPosition(b.entry) || a.messageId.localeCompare(b.messageId),
  // `npm run i18n:compile` (a strict check) writes here, outside the sources; the build compiles on its own.
  catalogsMergePath: '<rootDir>/../dist/lingui/{locale}',
});
