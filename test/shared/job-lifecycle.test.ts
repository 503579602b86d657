// A job's lifecycle (shared/domain/job-lifecycle.ts): the states, where each may go, and the state a stored job
// reads as on a given day, old items without STATE included.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { canMove, isPublished, JOB_STATES, stateOf, TRANSITIONS } from '#shared/domain/job-lifecycle';
import { MODERATION_REASON_MAX, moderationDecisionShape } from '#shared/domain/moderation/decisions';

// 2026-12-03 18:45 UTC is already 4 December in India.
const now = new Date('2026-12-03T18:45:00Z');

describe('stateOf', () => {
  it('reads a stored draft, review or rejection as it is, whatever STATUS says', () => {
    expect(stateOf({ STATE: 'draft', STATUS: 'CLOSED' }, now)).toBe('draft');
    expect(stateOf({ STATE: 'inReview', STATUS: 'CLOSED' }, now)).toBe('inReview');
    expect(stateOf({ STATE: 'rejected', STATUS: 'CLOSED' }, now)).toBe('rejected');
  });

  it('reads a job posted before the lifecycle as live or closed from its STATUS', () => {
    expect(stateOf({ STATUS: 'OPEN' }, now)).toBe('live');
    expect(stateOf({ STATUS: 'CLOSED' }, now)).toBe('closed');
  });

  it('reads an open job as expired from the day after its apply-by day in IST', () => {
    expect(stateOf({ STATUS: 'OPEN', APPLY_BY: '2026-12-04' }, now)).toBe('live');
    expect(stateOf({ STATUS: 'OPEN', APPLY_BY: '2026-12-03' }, now)).toBe('expired');
    // A closed job stays closed, past its day or not.
    expect(stateOf({ STATUS: 'CLOSED', APPLY_BY: '2026-12-03' }, now)).toBe('closed');
  });
});

describe('TRANSITIONS', () => {
  it('lets a job in review be approved, rejected or sent back, and nothing else', () => {
    expect(TRANSITIONS.inReview).toEqual(['live', 'rejected', 'draft']);
    expect(canMove('inReview', 'closed')).toBe(false);
  });

  it('sends a live job back to review after an edit, and never a draft straight to rejected', () => {
    expect(canMove('live', 'inReview')).toBe(true);
    expect(canMove('draft', 'inReview')).toBe(true);
    expect(canMove('draft', 'rejected')).toBe(false);
  });

  it('keeps a rejection final', () => {
    for (const state of JOB_STATES) expect(canMove('rejected', state)).toBe(false);
  });

  it('names only known states and never a move to the same state', () => {
    for (const [from, targets] of Object.entries(TRANSITIONS)) {
      for (const to of targets) {
        expect(JOB_STATES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });
});

describe('isPublished', () => {
  it('hides drafts, jobs in review and rejected jobs, and shows every job without STATE', () => {
    expect(isPublished({})).toBe(true);
    expect(isPublished({ STATE: 'draft' })).toBe(false);
    expect(isPublished({ STATE: 'inReview' })).toBe(false);
    expect(isPublished({ STATE: 'rejected' })).toBe(false);
  });
});

describe('moderationDecisionShape', () => {
  const schema = z.strictObject(moderationDecisionShape);

  it('takes the three decisions and refuses another', () => {
    expect(schema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(schema.safeParse({ decision: 'requestChanges', reason: 'Remove the phone number.' }).success).toBe(
      true,
    );
    expect(schema.safeParse({ decision: 'delete' }).success).toBe(false);
  });

  it('refuses a reason that is empty, too long or carries markup', () => {
    expect(schema.safeParse({ decision: 'reject', reason: '   ' }).success).toBe(false);
    expect(
      schema.safeParse({ decision: 'reject', reason: 'x'.repeat(MODERATION_REASON_MAX + 1) }).success,
    ).toBe(false);
    expect(schema.safeParse({ decision: 'reject', reason: '<b>fee</b>' }).success).toBe(false);
  });
});
