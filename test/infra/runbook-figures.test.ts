/**
 * The runbook's figures (docs/operations.md, section 14) are the templates': what the synthesized app holds
 * (alarms, routes, functions, canaries, ...) and the monthly cost the model computes from it and from list
 * prices (infra/aws/cost-model.ts). A change of the stacks or of a price fails here until the runbook says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { costTable, countsOf, countsTable, type TemplateCounts } from '#infra/aws/cost-model';
import { repoRoot } from '#infra/aws/paths';
import { operationsApp } from './support/operations';

const app = operationsApp();

/** Every template of the synthesized app, the api stack's nested area stacks included. */
function counts(): TemplateCounts {
  const { apiAreas, apiFunctions: _merged, ...stacks } = app().templates;
  const templates = [...Object.values(stacks), ...Object.values(apiAreas)].flatMap((template) =>
    template ? [template.toJSON()] : [],
  );
  return countsOf(templates);
}

/** The text between `<!-- name -->` and `<!-- /name -->` in the runbook. */
function marked(name: string): string {
  const text = readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8');
  const start = text.indexOf(`<!-- ${name} -->`);
  const end = text.indexOf(`<!-- /${name} -->`);
  expect(start, `<!-- ${name} --> in docs/operations.md`).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return text.slice(start + `<!-- ${name} -->`.length, end).trim();
}

describe("the runbook's figures", () => {
  it('count what the synthesized templates hold', () => {
    expect(counts().canaries).toBe(1);
    expect(marked('template-counts')).toBe(countsTable(counts()));
  });

  it('cost what the cost model computes from those counts and the list prices', () => {
    expect(marked('cost-table')).toBe(costTable(counts()));
  });
});
