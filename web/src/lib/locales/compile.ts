/**
 * Compiles a catalogue's ICU messages into Lingui's compiled form. The compiled-*.ts modules call it; the build
 * replaces those modules by the result (`precomputed` in web/vite.config.ts), so this parser never reaches the
 * browser. A message that does not parse throws, which fails the build and the catalogue tests.
 */
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export function compileCatalogue(catalogue: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
}
