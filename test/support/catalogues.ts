/**
 * The catalogues' texts by message id (web/src/locales/<language>/messages.po), for tests that find the screens
 * by the words a worker sees in each language.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MessageId } from '../../web/src/locales/message-ids';
import { parseCatalogue } from '../../web/src/locales/po-format';

function texts(language: 'en' | 'hi' | 'te'): Record<MessageId, string> {
  const file = resolve(import.meta.dirname, `../../web/src/locales/${language}/messages.po`);
  const catalogue = parseCatalogue(readFileSync(file, 'utf8'), language);
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, entry]) => [id, entry.translation ?? '']),
  ) as Record<MessageId, string>;
}

export const en = texts('en');
export const hi = texts('hi');
export const te = texts('te');
