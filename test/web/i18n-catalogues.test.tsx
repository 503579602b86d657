/**
 * The catalogues (web/src/locales/<language>/messages.po, docs/translations.md): Hindi and Telugu have exactly
 * English's ids, every one translated from the English text of today (not an older one), every message
 * compiles, each translation uses the same ICU arguments as English (a '{name}' lost or renamed would show raw),
 * every English message tells translators where it appears, and the id type is generated from English.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CatalogType } from '@lingui/conf';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '#test/support/import-graph';
import { compileCatalogue } from '#web/lib/locales/compile';
import { firstLoadIdsFile, firstLoadIdsModule } from '../../scripts/i18n-first-load';
import { englishCatalogueFile, messageIdsFile, messageIdsModule } from '../../scripts/i18n-message-ids';
import { parseCatalogue } from '../../web/src/locales/po-format';

const root = resolve(import.meta.dirname, '../..');
const readPo = (language: string) => readFileSync(`${root}/web/src/locales/${language}/messages.po`, 'utf8');
const catalogueOf = (language: string) => parseCatalogue(readPo(language), language);

const en = catalogueOf('en');
const translations: Record<string, CatalogType> = { hi: catalogueOf('hi'), te: catalogueOf('te') };
const languages = Object.keys(translations);
const english = (id: string) => en[id]?.translation ?? '';
const translated = (language: string, id: string) => translations[language]?.[id]?.translation ?? '';

/** The argument names a compiled message uses, with plural/select arguments marked by their type. */
function argumentsOf(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    found.add(type ? `${name}:${type}` : name);
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(choice)) argumentsOf(choice as CompiledMessage, found);
      }
    }
  }
  return found;
}

const TRANSLATED_FROM = /^Translated from: (".*")$/;

/** The English text a translation records it was made from (its `# Translated from: "..."` comment). */
function translatedFrom(entry: CatalogType[string] | undefined): string | undefined {
  const comments = entry?.extra?.translatorComments;
  const line = (Array.isArray(comments) ? (comments as string[]) : [])
    .map((comment) => TRANSLATED_FROM.exec(comment.trim()))
    .find(Boolean);
  return line?.[1] === undefined ? undefined : (JSON.parse(line[1]) as string);
}

/** 'id: ...' for each message translated from another English text than the English catalogue's today. */
function staleMessages(source: CatalogType, translation: CatalogType): string[] {
  return Object.entries(source)
    .filter(([id, entry]) => translatedFrom(translation[id]) !== entry.translation)
    .map(
      ([id, entry]) =>
        `${id}: translated from ${JSON.stringify(translatedFrom(translation[id]))}, the English is now ${JSON.stringify(entry.translation)}`,
    );
}

describe('the message catalogues', () => {
  it.each(languages)('%s has every id of English and no other', (language) => {
    expect(Object.keys(translations[language] ?? {}).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(languages)('%s translates every message', (language) => {
    expect(Object.keys(en).filter((id) => !translated(language, id).trim())).toEqual([]);
  });

  it.each(languages)('%s has no message older than its English source', (language) => {
    expect(staleMessages(en, translations[language] ?? {})).toEqual([]);
  });

  it.each(['en', ...languages])('every %s message compiles', (language) => {
    const catalogue = language === 'en' ? en : (translations[language] ?? {});
    for (const [id, entry] of Object.entries(catalogue)) {
      expect(() => compileMessageOrThrow(entry.translation ?? ''), id).not.toThrow();
    }
  });

  it.each(languages)('%s uses the same arguments as English in every message', (language) => {
    for (const id of Object.keys(en)) {
      expect([...argumentsOf(compileMessageOrThrow(translated(language, id)))].sort(), id).toEqual(
        [...argumentsOf(compileMessageOrThrow(english(id)))].sort(),
      );
    }
  });

  it.each(languages)('%s is translated, not English copied (beyond names)', (language) => {
    const same = Object.keys(en).filter(
      (id) => translated(language, id) === english(id) && /[a-z]{3}/.test(english(id)),
    );
    // Messages that are only arguments and names ('{page} | {product}') may equal English.
    expect(same.filter((id) => !/^(page\.title)$/.test(id))).toEqual([]);
  });

  it('tells translators where each English message appears (a #. comment)', () => {
    expect(Object.keys(en).filter((id) => !en[id]?.comments?.some((comment) => comment.trim()))).toEqual([]);
  });

  it('has the message id type generated from the English catalogue (npm run i18n:extract)', () => {
    expect(readFileSync(messageIdsFile, 'utf8')).toBe(
      messageIdsModule(readFileSync(englishCatalogueFile, 'utf8')),
    );
  });

  it('loads every lazy part of the app through lazyPart, which brings the later messages with its code', () => {
    const plainLazy = sourceFiles(['web/src'], /\.(ts|tsx)$/).filter(
      (file) =>
        file !== 'web/src/lib/i18n.ts' && /(?<![\w.])lazy\(/.test(readFileSync(`${root}/${file}`, 'utf8')),
    );
    expect(plainLazy).toEqual([]);
  });

  it("lists the messages the code a page loads first can show (npm run i18n:extract), its first chunk's", () => {
    expect(readFileSync(firstLoadIdsFile, 'utf8')).toBe(
      firstLoadIdsModule(readFileSync(englishCatalogueFile, 'utf8')),
    );
  });
});

describe('the stale check', () => {
  const hindi = parseCatalogue('# Translated from: "LOGIN"\nmsgid "header.login"\nmsgstr "लॉग इन"\n', 'hi');
  const englishNow = (text: string) =>
    parseCatalogue(`msgid "header.login"\nmsgstr ${JSON.stringify(text)}\n`, 'en');

  it('passes a translation made from the English of today', () => {
    expect(staleMessages(englishNow('LOGIN'), hindi)).toEqual([]);
  });

  it('fails a translation made from an English text changed since, or not recorded', () => {
    expect(staleMessages(englishNow('Log in'), hindi)).toEqual([
      'header.login: translated from "LOGIN", the English is now "Log in"',
    ]);
    expect(
      staleMessages(englishNow('LOGIN'), parseCatalogue('msgid "header.login"\nmsgstr "लॉग इन"\n', 'hi')),
    ).toEqual(['header.login: translated from undefined, the English is now "LOGIN"']);
  });
});

describe('the build-time compile', () => {
  it('shows the English text for a message not translated yet', () => {
    const englishPo = 'msgid "a"\nmsgstr "Apply"\n\nmsgid "b"\nmsgstr "Hello {name}"\n';
    const hindiPo = 'msgid "a"\nmsgstr "आवेदन करें"\n\nmsgid "b"\nmsgstr ""\n';
    expect(compileCatalogue(hindiPo, 'hi', englishPo)).toEqual({ a: ['आवेदन करें'], b: ['Hello ', ['name']] });
  });
});
