/** The reply record: computed from first replies, with unanswered applications counting against it. */
import { describe, expect, it } from 'vitest';
import { replyBucketOf, replyRecordMonths, replyRecordOf } from '#shared/domain/reply-record';

describe('a first reply', () => {
  it('falls in the shortest bucket of days it took', () => {
    const at = '2026-11-02T10:00:00.000Z';
    expect(replyBucketOf(at, '2026-11-03T09:59:00.000Z')).toBe('withinDay');
    expect(replyBucketOf(at, '2026-11-03T10:01:00.000Z')).toBe('within3Days');
    expect(replyBucketOf(at, '2026-11-09T10:00:00.000Z')).toBe('withinWeek');
    expect(replyBucketOf(at, '2026-11-16T10:00:00.000Z')).toBe('within2Weeks');
    expect(replyBucketOf(at, '2026-12-01T10:00:00.000Z')).toBe('later');
  });
});

describe('the record', () => {
  it('says nothing below five applications', () => {
    expect(replyRecordOf([{ applications: 4, replies: { withinDay: 4 } }])).toEqual({ kind: 'new' });
  });

  it('is the shortest bucket in which half of all the applications were answered, across months', () => {
    expect(
      replyRecordOf([
        { applications: 6, replies: { withinDay: 2, within3Days: 2 } },
        { applications: 4, replies: { within3Days: 1, withinWeek: 3 } },
      ]),
    ).toEqual({ kind: 'usually', withinDays: 3 });
  });

  it('counts unanswered applications against it: answering the few it likes at once is not quick', () => {
    expect(replyRecordOf([{ applications: 20, replies: { withinDay: 5 } }])).toEqual({ kind: 'slow' });
    expect(replyRecordOf([{ applications: 20, replies: { withinDay: 5, later: 10 } }])).toEqual({
      kind: 'slow',
    });
  });

  it('reads the three full months before the current one', () => {
    expect(replyRecordMonths(new Date('2026-01-15T00:00:00Z'))).toEqual(['2025-12', '2025-11', '2025-10']);
  });
});
