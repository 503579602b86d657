/**
 * The catalogues (web/src/lib/locales): Hindi and Telugu have exactly English's ids, every message compiles,
 * and each translation uses the same ICU arguments as English (a '{name}' lost or renamed would show raw).
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { en } from '#web/lib/locales/en';
import { hi } from '#web/lib/locales/hi';
import { te } from '#web/lib/locales/te';

const translations: Record<string, Record<string, string>> = { hi, te };

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

describe('the message catalogues', () => {
  it.each(Object.keys(translations))('%s has every id of English and no other', (language) => {
    const ids = Object.keys(translations[language] ?? {}).sort();
    expect(ids).toEqual(Object.keys(en).sort());
  });

  it.each(['en', ...Object.keys(translations)])('every %s message compiles', (language) => {
    const catalogue = language === 'en' ? en : (translations[language] ?? {});
    for (const [id, message] of Object.entries(catalogue)) {
      expect(() => compileMessageOrThrow(message), id).not.toThrow();
    }
  });

  it.each(Object.keys(translations))('%s uses the same arguments as English in every message', (language) => {
    const catalogue = translations[language] ?? {};
    for (const [id, english] of Object.entries(en)) {
      const translated = catalogue[id] ?? '';
      expect([...argumentsOf(compileMessageOrThrow(translated))].sort(), id).toEqual(
        [...argumentsOf(compileMessageOrThrow(english))].sort(),
      );
    }
  });

  it.each(Object.keys(translations))('%s is translated, not English copied (beyond names)', (language) => {
    const catalogue = translations[language] ?? {};
    const same = Object.entries(en).filter(
      ([id, english]) => catalogue[id] === english && /[a-z]{3}/.test(english),
    );
    // Messages that are only arguments and names ('{page} | {product}') may equal English.
    expect(same.map(([id]) => id).filter((id) => !/^(page\.title)$/.test(id))).toEqual([]);
  });
});
