/**
 * Compiles a PO catalogue (web/src/locales/<language>/messages.po) into Lingui's compiled messages. The
 * compiled-*.ts modules call it; the build replaces those modules by the result (`precomputed` in
 * web/vite.config.ts), so neither the PO files nor this parser reach the browser. A message that does not parse
 * throws, which fails the build and the catalogue tests.
 */
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { FIRST_LOAD_IDS } from '../../locales/first-load-ids';
import { parseCatalogue } from '../../locales/po-format';

/**
 * The catalogue's messages, compiled. A translation given the English catalogue falls back to the English text
 * for a message it has not translated yet (as `lingui compile` does), instead of showing nothing.
 */
export function compileCatalogue(po: string, locale: string, englishPo?: string): Messages {
  const catalogue = parseCatalogue(po, locale);
  const english = englishPo === undefined ? catalogue : parseCatalogue(englishPo, 'en');
  return Object.fromEntries(
    Object.entries(english).map(([id, source]) => [
      id,
      compileMessageOrThrow(catalogue[id]?.translation || source.translation || ''),
    ]),
  );
}

const firstLoad = new Set<string>(FIRST_LOAD_IDS);

/**
 * The part of a language's messages its first chunk carries (compiled-*.ts: what the first load of a page can
 * show, web/src/locales/first-load-ids.ts), or the part its later chunk carries (later-*.ts: everything else).
 */
export function cataloguePart(messages: Messages, part: 'first' | 'later'): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => firstLoad.has(id) === (part === 'first')),
  );
}
