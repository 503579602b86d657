/**
 * How the catalogues (web/src/locales/<language>/messages.po) are read and written: Lingui's PO format with
 * explicit ids (msgid is the id, msgstr the text) and no source references. web/lingui.config.ts writes with it;
 * the build, the id type and the catalogue tests read with it.
 */
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export const poFormat = formatter({ explicitIdAsDefault: true, origins: false });

/** A catalogue's entries by id (its obsolete `#~` entries left out). */
export function parseCatalogue(content: string, locale: string): CatalogType {
  const catalogue = poFormat.parse(content, {
    locale,
    sourceLocale: 'en',
    filename: `${locale}/messages.po`,
  });
  if (catalogue instanceof Promise) throw new Error('The PO format parses synchronously');
  return Object.fromEntries(Object.entries(catalogue).filter(([, entry]) => !entry.obsolete));
}
