/**
 * The runbook's cost of keeping open pages up to date (docs/operations.md, "Keeping open pages up to date") is
 * what infra/aws/live-cost.ts computes from the list prices (its poll interval is web/src/lib/live.ts's).
 */
import { describe, expect, it } from 'vitest';
import { liveCostTable, pageHourUsd } from '#infra/aws/live-cost';
import { runbookMarked } from '#test/support/runbook';

describe('the cost of live pages', () => {
  it('costs in the runbook what the model computes', () => {
    expect(runbookMarked('live-cost')).toBe(liveCostTable());
  });

  it('prices an hour of polling above an hour of a WebSocket connection', () => {
    expect(pageHourUsd('poll', 1)).toBeGreaterThan(50 * pageHourUsd('websocket', 0));
  });
});
