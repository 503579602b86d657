/** The runbook's generated parts: what tests compare with the tables the code computes. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '#infra/paths';

/** The text between `<!-- name -->` and `<!-- /name -->` in docs/operations.md. */
export function runbookMarked(name: string): string {
  const text = readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8');
  const start = text.indexOf(`<!-- ${name} -->`);
  const end = text.indexOf(`<!-- /${name} -->`);
  expect(start, `<!-- ${name} --> in docs/operations.md`).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return text.slice(start + `<!-- ${name} -->`.length, end).trim();
}
