/**
 * The runbook's figures (docs/operations.md, section 14) are the templates': what the synthesized app holds
 * (alarms, routes, functions, canaries, ...) and the monthly cost the model computes from it and from list
 * prices (infra/aws/cost-model.ts). A change of the stacks or of a price fails here until the runbook says so.
 */
import { describe, expect, it } from 'vitest';
import { costTable, countsOf, countsTable, type TemplateCounts } from '#infra/aws/cost-model';
import { runbookMarked } from '#test/support/runbook';
import { operationsApp } from './support/operations';

const app = operationsApp();

/** Every template of the synthesized app, the api stack's nested area and route stacks included. */
function counts(): TemplateCounts {
  const { apiAreas, apiRoutes, apiFunctions: _merged, routes: _routes, ...stacks } = app().templates;
  const templates = [
    ...Object.values(stacks),
    ...Object.values(apiAreas),
    ...Object.values(apiRoutes),
  ].flatMap((template) => (template ? [template.toJSON()] : []));
  return countsOf(templates);
}

describe("the runbook's figures", () => {
  it('count what the synthesized templates hold', () => {
    expect(counts().canaries).toBe(1);
    expect(runbookMarked('template-counts')).toBe(countsTable(counts()));
  });

  it('cost what the cost model computes from those counts and the list prices', () => {
    expect(runbookMarked('cost-table')).toBe(costTable(counts()));
  });
});
